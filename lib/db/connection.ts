import postgres from 'postgres';

export type Sql = postgres.Sql;

// Ids are bigint and prices numeric in the schema; every value we store fits a JS number exactly.
const numberTypes = {
  bigint: { to: 20, from: [20], serialize: (value: number) => String(value), parse: (value: string) => Number(value) },
  numeric: {
    to: 1700,
    from: [1700],
    serialize: (value: number) => String(value),
    parse: (value: string) => Number(value),
  },
};

export function createSql(url: string, options: { max?: number; ssl?: boolean; prepare?: boolean } = {}): Sql {
  return postgres(url, {
    max: options.max ?? 10,
    ssl: options.ssl ? 'require' : false,
    prepare: options.prepare ?? true,
    idle_timeout: 20,
    connect_timeout: 10,
    onnotice: () => {},
    types: numberTypes,
  }) as unknown as Sql;
}
