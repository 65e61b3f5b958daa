import { migrate } from '@/lib/db/migrate';

const sql = () => globalThis.testDb.sql;

async function schemaSnapshot() {
  return sql()`
    select table_name, column_name, data_type, is_nullable, column_default
    from information_schema.columns where table_schema = 'public'
    order by table_name, column_name`;
}

describe('migrations', () => {
  it('apply a second time without changing anything', async () => {
    const before = await schemaSnapshot();
    const applied = await migrate(sql());
    expect(applied).toEqual([]);
    expect(await schemaSnapshot()).toEqual(before);
  });

  it('create a table for every entity of the specification', async () => {
    const rows = await sql()<{ table_name: string }[]>`
      select table_name from information_schema.tables where table_schema = 'public'`;
    const tables = rows.map((row) => row.table_name);
    for (const table of [
      'glossary', 'categories', 'articles', 'images', 'videos', 'amazon_aff_links', 'ev_models', 'ice_models',
      'regional_data', 'energy_price_updates', 'vehicles', 'tires', 'fitments', 'user_submissions',
      'ev_install_articles', 'ev_installers', 'ev_installer_leads', 'sync_logs', 'newsletter_subscribers',
      'login_attempts',
    ]) {
      expect(tables).toContain(table);
    }
  });
});

describe('search_tires_by_vehicle', () => {
  beforeAll(async () => {
    await sql()`
      insert into vehicles (id, year, make, model, trim, oem_tire_size, load_index_min, speed_rating_min)
      values (1, 2024, 'Tesla', 'Model 3', 'Long Range', '235/45R18', 94, 'V')`;
    await sql()`
      insert into tires (id, brand, model, size, load_index, speed_rating, is_ev_rated) values
        (10, 'Michelin', 'Primacy MXM4', '235/45R18', 94, 'V', false),
        (11, 'Pirelli', 'P Zero', '235/40R19', 96, 'Y', true),
        (12, 'Hankook', 'iON evo AS', '235/45R18', 98, 'W', true),
        (13, 'Goodyear', 'Eagle Touring', '235/45R18', 94, 'V', false)`;
    await sql()`insert into fitments (vehicle_id, tire_id, approved) values (1, 10, true), (1, 11, false), (1, 12, false)`;
  });

  it('returns only tires fitted to the vehicle, OEM-approved first', async () => {
    const rows = await sql()<{ tire_id: number; is_approved: boolean }[]>`select * from search_tires_by_vehicle(1)`;
    expect(rows.map((row) => row.tire_id)).toEqual([10, 12, 11]);
    expect(rows[0]?.is_approved).toBe(true);
  });

  it('narrows to one wheel diameter', async () => {
    const rows = await sql()<{ tire_id: number }[]>`select * from search_tires_by_vehicle(1, 19)`;
    expect(rows.map((row) => row.tire_id)).toEqual([11]);
  });

  it('returns nothing for an unknown vehicle', async () => {
    expect(await sql()`select * from search_tires_by_vehicle(999)`).toHaveLength(0);
  });
});

describe('remove_duplicate_glossary_terms', () => {
  it('removes case-insensitive duplicates, keeps the oldest and returns the count', async () => {
    await sql()`
      insert into glossary (term, explanation, created_at) values
        ('Contactor', '<p>oldest</p>', '2025-01-01'),
        ('contactor', '<p>newer</p>', '2025-02-01'),
        ('CONTACTOR ', '<p>newest</p>', '2025-03-01'),
        ('Inverter', '<p>unique</p>', '2025-01-05')`;
    const [result] = await sql()<{ removed: number }[]>`select remove_duplicate_glossary_terms() as removed`;
    expect(result?.removed).toBe(2);
    const left = await sql()<{ explanation: string }[]>`
      select explanation from glossary where lower(btrim(term)) = 'contactor'`;
    expect(left.map((row) => row.explanation)).toEqual(['<p>oldest</p>']);
    const [again] = await sql()<{ removed: number }[]>`select remove_duplicate_glossary_terms() as removed`;
    expect(again?.removed).toBe(0);
  });
});

describe('a schema applied with `supabase db push`', () => {
  it('is adopted, not applied a second time', async () => {
    const names = (await sql()<{ name: string }[]>`select name from schema_migrations order by name`).map((row) => row.name);
    await sql()`delete from schema_migrations`;
    await sql()`create schema supabase_migrations`;
    await sql()`create table supabase_migrations.schema_migrations (version text primary key, name text)`;
    for (const name of names) {
      await sql()`insert into supabase_migrations.schema_migrations (version, name) values (${name.split('_')[0]!}, ${name})`;
    }
    expect(await migrate(sql())).toEqual([]);
    const recorded = await sql()<{ name: string }[]>`select name from schema_migrations order by name`;
    expect(recorded.map((row) => row.name)).toEqual(names);
  });
});
