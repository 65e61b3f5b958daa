/**
 * Back-office CSV import at the file limit (5,000 rows) for tires and for vehicles, in a scratch database: the
 * reader (papaparse and the table's form rules), the dry run, and the import in one transaction, for a file that
 * adds every row and then for the same file with one figure changed on every row (every row an update).
 */
import { performance } from 'node:perf_hooks';
import type { Sql } from '../lib/db/connection';
import type { CsvParse, TableShape } from '../lib/admin/table';
import { allowServerOnly, median, withScratchDatabase } from './lib/support';

export const name = 'table import: 5,000-row tire and vehicle CSV files, read, dry run and one transaction';

const ROWS = 5000;
const RUNS = 3;

const SPEEDS = ['H', 'V', 'W', 'Y'];

function tireCsv(run: number, loadIndex: number): string {
  const lines = ['brand,model,size,load_index,speed_rating,rolling_resistance,noise_level_db,is_ev_rated,oem_certifications'];
  for (let i = 0; i < ROWS; i += 1) {
    lines.push(`Benchbrand${run},Model ${i},${205 + (i % 10) * 10}/${40 + (i % 5) * 5}R${16 + (i % 6)},${loadIndex},${SPEEDS[i % 4]},B,70,${i % 2 === 0},T0;MO`);
  }
  return lines.join('\r\n');
}

function vehicleCsv(run: number, loadIndex: number): string {
  const lines = ['year,make,model,trim,oem_tire_size,load_index_min,speed_rating_min,wheel_size_min,wheel_size_max'];
  for (let i = 0; i < ROWS; i += 1) {
    lines.push(`${2015 + (i % 10)},Benchmake${run},Model ${Math.floor(i / 10)},Trim ${i},235/45R18,${loadIndex},${SPEEDS[i % 4]},18,20`);
  }
  return lines.join('\r\n');
}

async function timed<T>(work: () => Promise<T> | T): Promise<{ ms: number; value: T }> {
  const start = performance.now();
  const value = await work();
  return { ms: performance.now() - start, value };
}

export default async function run() {
  await withScratchDatabase('bench_table_import', async (sql: Sql) => {
    allowServerOnly();
    (globalThis as unknown as { evSql?: Sql }).evSql = sql;
    const { importRows, previewRows } = await import('../lib/db/admin-table');
    const { parseTireCsv, TIRE_TABLE } = await import('../lib/admin/tire');
    const { parseVehicleCsv, VEHICLE_TABLE } = await import('../lib/admin/vehicle');
    const tables: { label: string; shape: TableShape<never>; parse: (csv: string) => CsvParse; csv: (run: number, loadIndex: number) => string }[] = [
      { label: 'tires', shape: TIRE_TABLE as TableShape<never>, parse: parseTireCsv, csv: tireCsv },
      { label: 'vehicles', shape: VEHICLE_TABLE as TableShape<never>, parse: parseVehicleCsv, csv: vehicleCsv },
    ];
    for (const table of tables) {
      const times: Record<'read' | 'dryRun' | 'add' | 'update', number[]> = { read: [], dryRun: [], add: [], update: [] };
      for (let run = 0; run < RUNS; run += 1) {
        for (const [step, loadIndex] of [['add', 94], ['update', 98]] as const) {
          const read = await timed(() => table.parse(table.csv(run, loadIndex)));
          if (!read.value.ok) throw new Error(read.value.message);
          const parsed = read.value;
          if (parsed.rejected.length > 0) throw new Error(`rejected: ${JSON.stringify(parsed.rejected[0])}`);
          const dryRun = await timed(() => previewRows(table.shape, parsed.rows, parsed.rejected, []));
          const written = await timed(() => importRows(table.shape, parsed.rows, parsed.rejected));
          const expected = step === 'add' ? { added: ROWS, updated: 0 } : { added: 0, updated: ROWS };
          if (written.value.added !== expected.added || written.value.updated !== expected.updated) {
            throw new Error(`unexpected result ${JSON.stringify(written.value)}`);
          }
          if (step === 'add') {
            times.read.push(read.ms);
            times.dryRun.push(dryRun.ms);
          }
          times[step].push(written.ms);
        }
      }
      const fmt = (values: number[]) => `${median(values).toFixed(0)} ms`;
      console.log(
        `${table.label}: ${ROWS} rows, median of ${RUNS}: read ${fmt(times.read)}, dry run ${fmt(times.dryRun)}, ` +
          `import adding every row ${fmt(times.add)}, import updating every row ${fmt(times.update)}`,
      );
    }
  });
}
