import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import matter from 'gray-matter';
import Papa from 'papaparse';
import type { TransactionSql } from 'postgres';
import type { Sql } from '@/lib/db/connection';
import { countWords, readingTimeMinutes } from '@/lib/content/reading-time';

export const SEED_DIR = path.join(process.cwd(), 'supabase', 'seed');

type Row = Record<string, string>;
type Value = string | number | boolean | null | string[];

async function exists(file: string): Promise<boolean> {
  return readFile(file).then(
    () => true,
    () => false,
  );
}

export async function readCsv(file: string): Promise<Row[]> {
  if (!(await exists(file))) return [];
  const parsed = Papa.parse<Row>(await readFile(file, 'utf8'), { header: true, skipEmptyLines: 'greedy' });
  if (parsed.errors.length > 0) {
    const first = parsed.errors[0]!;
    throw new Error(`${path.basename(file)} row ${first.row ?? '?'}: ${first.message}`);
  }
  return parsed.data;
}

async function readJson<T>(file: string, fallback: T): Promise<T> {
  if (!(await exists(file))) return fallback;
  return JSON.parse(await readFile(file, 'utf8')) as T;
}

async function listFiles(dir: string, extension: string): Promise<string[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  return names
    .filter((name) => name.endsWith(extension))
    .sort()
    .map((name) => path.join(dir, name));
}

const text = (value: string | undefined): string | null => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};
const num = (value: string | undefined): number | null => {
  const cleaned = text(value);
  if (cleaned === null) return null;
  const parsed = Number(cleaned);
  if (!Number.isFinite(parsed)) throw new Error(`Not a number: ${value}`);
  return parsed;
};
const bool = (value: string | undefined): boolean => text(value)?.toLowerCase() === 'true';
const list = (value: string | undefined): string[] =>
  (value ?? '')
    .split(';')
    .map((item) => item.trim())
    .filter(Boolean);

/** Picks the named columns from CSV rows, converting each with its function. */
function columns(rows: Row[], spec: Record<string, (value: string | undefined) => Value>) {
  return rows.map((row) =>
    Object.fromEntries(Object.entries(spec).map(([column, convert]) => [column, convert(row[column])])),
  );
}

export interface SeedOptions {
  /** Load the clearly marked sample content under supabase/seed/demo as well. */
  demo: boolean;
  dir?: string;
}

export type SeedCounts = Record<string, number>;

interface DataSourceFile {
  id: string;
  name: string;
  url: string;
  description: string;
  data_provided: string;
  accessed_on?: string;
}

interface GlossarySeed {
  term: string;
  category_id: string | null;
  explanation: string;
}

/** Every source id some reference row cites, as a query fragment (one `id` column, nulls included). */
export const citedSourceIds = (sql: Sql | TransactionSql) => sql`
  select source_id as id from ev_models union all select unnest(other_source_ids) from ev_models
  union all select source_id from ice_models union all select unnest(other_source_ids) from ice_models
  union all select source_id from vehicles union all select unnest(other_source_ids) from vehicles
  union all select source_id from tires union all select unnest(other_source_ids) from tires
  union all select source_id from tire_pressure_recommendations
  union all select unnest(source_ids) from regional_data`;

/**
 * Loads reference data (and, when asked, demo data) idempotently: rows that exist are left alone,
 * except pure reference figures (sources, EV and gas models, regional prices, placard pressures),
 * which are refreshed so that a corrected figure reaches the site, and the pages trims and tires cite.
 * A source the files no longer list is dropped unless a row still cites it.
 */
export async function seed(sql: Sql, options: SeedOptions): Promise<SeedCounts> {
  const dir = options.dir ?? SEED_DIR;
  const ref = (name: string) => path.join(dir, 'reference', name);

  const sourceFiles = await listFiles(ref('sources'), '.json');
  const sources = (await Promise.all(sourceFiles.map((file) => readJson<DataSourceFile[]>(file, [])))).flat();
  const categories = await readJson<{ id: string; name: string; description?: string }[]>(
    ref('categories.json'),
    [],
  );
  const glossary = await readJson<GlossarySeed[]>(ref('glossary.json'), []);
  const evModels = columns(await readCsv(ref('ev_models.csv')), {
    year: num,
    make: text,
    model: text,
    trim: (value) => text(value) ?? '',
    vehicle_type: text,
    epa_range: num,
    battery_capacity: num,
    efficiency: num,
    msrp: num,
    charging_speed_l2: num,
    charging_speed_dcfc: num,
    source_id: text,
    other_source_ids: list,
  });
  const iceModels = columns(await readCsv(ref('ice_models.csv')), {
    year: num,
    make: text,
    model: text,
    trim: (value) => text(value) ?? '',
    vehicle_type: text,
    msrp: num,
    mpg_city: num,
    mpg_highway: num,
    tank_capacity: num,
    source_id: text,
    other_source_ids: list,
  });
  const regional = columns(await readCsv(ref('regional_data.csv')), {
    state: text,
    state_code: text,
    electricity_rate: num,
    electricity_as_of: text,
    supercharging_rate: num,
    supercharging_as_of: text,
    gas_price: num,
    gas_as_of: text,
    grid_co2_lb_per_mwh: num,
    source_ids: list,
  });
  const energy = await readJson<{ source: string; updated_at: string } | null>(ref('energy_prices.json'), null);
  const vehicles = columns(await readCsv(ref('vehicles.csv')), {
    year: num,
    make: text,
    model: text,
    trim: text,
    oem_tire_size: text,
    load_index_min: num,
    speed_rating_min: text,
    wheel_size_min: num,
    wheel_size_max: num,
    source_id: text,
    other_source_ids: list,
  });
  const tires = columns(await readCsv(ref('tires.csv')), {
    brand: text,
    model: text,
    size: text,
    load_index: num,
    speed_rating: text,
    rolling_resistance: text,
    noise_level_db: num,
    is_ev_rated: bool,
    oem_certifications: list,
    source_id: text,
    other_source_ids: list,
  });
  const fitments = await readCsv(ref('fitments.csv'));
  const pressures = columns(await readCsv(ref('tire_pressures.csv')), {
    make: text,
    model: text,
    recommended_psi: num,
    max_psi: num,
    applies_to: text,
    source_id: text,
  });
  const articleFiles = await listFiles(ref('articles'), '.md');
  const guideFiles = await listFiles(ref('install-guides'), '.md');

  return sql.begin(async (tx) => {
    const counts: SeedCounts = {};
    const count = (name: string, rows: readonly unknown[]) => (counts[name] = rows.length);

    if (sources.length > 0) {
      const rows = sources.map((source) => ({
        id: source.id,
        name: source.name,
        url: source.url,
        description: source.description,
        data_provided: source.data_provided,
        accessed_on: source.accessed_on ?? null,
      }));
      await tx`
        insert into data_sources ${tx(rows)}
        on conflict (id) do update set name = excluded.name, url = excluded.url,
          description = excluded.description, data_provided = excluded.data_provided,
          accessed_on = excluded.accessed_on`;
    }
    count('data_sources', sources);

    if (categories.length > 0) {
      const rows = categories.map((category) => ({
        id: category.id,
        name: category.name,
        description: category.description ?? null,
      }));
      await tx`insert into categories ${tx(rows)} on conflict (id) do nothing`;
    }
    count('categories', categories);

    if (glossary.length > 0) {
      const existing = new Set(
        (await tx<{ term: string }[]>`select lower(term) as term from glossary`).map((row) => row.term),
      );
      const fresh = glossary
        .filter((entry) => !existing.has(entry.term.toLowerCase()))
        .map((entry) => ({ term: entry.term, explanation: entry.explanation, category_id: entry.category_id }));
      if (fresh.length > 0) await tx`insert into glossary ${tx(fresh)}`;
    }
    count('glossary', glossary);

    if (evModels.length > 0) {
      await tx`
        insert into ev_models ${tx(evModels)}
        on conflict (year, make, model, trim) do update set vehicle_type = excluded.vehicle_type,
          epa_range = excluded.epa_range, battery_capacity = excluded.battery_capacity,
          efficiency = excluded.efficiency, msrp = excluded.msrp,
          charging_speed_l2 = excluded.charging_speed_l2, charging_speed_dcfc = excluded.charging_speed_dcfc,
          source_id = excluded.source_id, other_source_ids = excluded.other_source_ids`;
    }
    count('ev_models', evModels);

    if (iceModels.length > 0) {
      await tx`
        insert into ice_models ${tx(iceModels)}
        on conflict (year, make, model, trim) do update set vehicle_type = excluded.vehicle_type,
          msrp = excluded.msrp, mpg_city = excluded.mpg_city, mpg_highway = excluded.mpg_highway,
          tank_capacity = excluded.tank_capacity, source_id = excluded.source_id,
          other_source_ids = excluded.other_source_ids`;
    }
    count('ice_models', iceModels);

    if (regional.length > 0) {
      await tx`
        insert into regional_data ${tx(regional)}
        on conflict (state) do update set state_code = excluded.state_code,
          electricity_rate = excluded.electricity_rate, electricity_as_of = excluded.electricity_as_of,
          supercharging_rate = excluded.supercharging_rate, supercharging_as_of = excluded.supercharging_as_of,
          gas_price = excluded.gas_price, gas_as_of = excluded.gas_as_of,
          grid_co2_lb_per_mwh = excluded.grid_co2_lb_per_mwh, source_ids = excluded.source_ids`;
      if (energy) {
        // A later live refresh wins over the seed's figures; seeding never moves the date backwards.
        await tx`
          insert into energy_price_updates (id, updated_at, source, record_count)
          values ('last_update', ${energy.updated_at}, ${energy.source}, ${regional.length})
          on conflict (id) do nothing`;
      }
    }
    count('regional_data', regional);

    if (vehicles.length > 0) {
      // Trims and tires may be edited in the back office, so only the pages they cite are refreshed here.
      await tx`
        insert into vehicles ${tx(vehicles)}
        on conflict (year, make, model, trim) do update set other_source_ids = excluded.other_source_ids`;
    }
    count('vehicles', vehicles);

    if (tires.length > 0) {
      await tx`
        insert into tires ${tx(tires)}
        on conflict (brand, model, size) do update set other_source_ids = excluded.other_source_ids`;
    }
    count('tires', tires);

    if (fitments.length > 0) {
      const rows = fitments.map((row) => ({
        vehicle_year: num(row.vehicle_year),
        vehicle_make: text(row.vehicle_make),
        vehicle_model: text(row.vehicle_model),
        vehicle_trim: text(row.vehicle_trim),
        tire_brand: text(row.tire_brand),
        tire_model: text(row.tire_model),
        tire_size: text(row.tire_size),
        approved: bool(row.approved),
      }));
      const inserted = await tx`
        insert into fitments (vehicle_id, tire_id, approved)
        select v.id, t.id, f.approved
        from jsonb_to_recordset(${tx.json(rows)}) as f(
          vehicle_year integer, vehicle_make text, vehicle_model text, vehicle_trim text,
          tire_brand text, tire_model text, tire_size text, approved boolean)
        join vehicles v on v.year = f.vehicle_year and v.make = f.vehicle_make
          and v.model = f.vehicle_model and v.trim = f.vehicle_trim
        join tires t on t.brand = f.tire_brand and t.model = f.tire_model and t.size = f.tire_size
        on conflict (vehicle_id, tire_id) do nothing
        returning 1`;
      counts.fitments_inserted = inserted.length;
    }
    count('fitments', fitments);

    if (pressures.length > 0) {
      await tx`
        insert into tire_pressure_recommendations ${tx(pressures)}
        on conflict (make, model) do update set recommended_psi = excluded.recommended_psi,
          max_psi = excluded.max_psi, applies_to = excluded.applies_to, source_id = excluded.source_id`;
    }
    count('tire_pressure_recommendations', pressures);

    if (sources.length > 0) {
      // A page dropped from the files leaves the Vehicle Data list too, unless something still cites it
      // (e.g. the EIA entry a live price refresh recorded).
      await tx`
        delete from data_sources d
        where d.id <> all(${sources.map((source) => source.id)})
          and not exists (select 1 from (${citedSourceIds(tx)}) c where c.id = d.id)`;
    }

    let articleCount = 0;
    for (const file of articleFiles) {
      const { data, content } = matter(await readFile(file, 'utf8'));
      const body = content.trim();
      const [found] = await tx`select 1 from articles where title = ${String(data.title)}`;
      articleCount += 1;
      if (found) continue;
      const publishedAt = data.published_at ? new Date(String(data.published_at)) : new Date();
      await tx`
        insert into articles (title, content, excerpt, author, status, published_at, seo_title, seo_description,
          tags, metadata, created_at)
        values (${String(data.title)}, ${body}, ${data.excerpt ?? null}, ${data.author ?? null}, 'published',
          ${publishedAt}, ${data.seoTitle ?? null}, ${data.seoDescription ?? null},
          ${(data.tags as string[] | undefined) ?? []},
          ${tx.json({ pinned: Boolean(data.pinned), word_count: countWords(body), reading_time: readingTimeMinutes(body) })},
          ${publishedAt})`;
    }
    counts.articles = articleCount;

    for (const file of guideFiles) {
      const { data, content } = matter(await readFile(file, 'utf8'));
      const publishedAt = data.published_at ? new Date(String(data.published_at)) : new Date();
      await tx`
        insert into ev_install_articles (slug, title, meta_description, body, tags, featured_image, created_at,
          updated_at, published_at)
        values (${String(data.slug ?? path.basename(file, '.md'))}, ${String(data.title)},
          ${data.meta_description ?? null}, ${content.trim()}, ${(data.tags as string[] | undefined) ?? []},
          ${data.featured_image ? tx.json(data.featured_image) : null}, ${publishedAt}, ${publishedAt}, ${publishedAt})
        on conflict (slug) do nothing`;
    }
    counts.ev_install_articles = guideFiles.length;

    if (options.demo) Object.assign(counts, await seedDemo(tx as unknown as Sql, path.join(dir, 'demo')));

    await tx`
      insert into app_meta (key, value) values ('seeded_at', ${new Date().toISOString()})
      on conflict (key) do update set value = excluded.value, updated_at = now()`;
    return counts;
  });
}

interface DemoInstaller {
  business_name: string;
  service_area_description?: string;
  states: string[];
  certification_tags: string[];
  is_featured?: boolean;
  logo_url?: string | null;
  phone_number?: string;
  email?: string;
  website_url?: string;
}

interface DemoAffiliateLink {
  title: string;
  description: string;
  aff_link: string;
  img_url: string;
}

async function seedDemo(sql: Sql, dir: string): Promise<SeedCounts> {
  const installers = await readJson<DemoInstaller[]>(path.join(dir, 'installers.json'), []);
  const links = await readJson<DemoAffiliateLink[]>(path.join(dir, 'affiliate_links.json'), []);
  for (const installer of installers) {
    await sql`
      insert into ev_installers (business_name, service_area_description, states, certification_tags, is_featured,
        logo_url, phone_number, email, website_url)
      select ${installer.business_name}, ${installer.service_area_description ?? null}, ${installer.states},
        ${installer.certification_tags}, ${installer.is_featured ?? false}, ${installer.logo_url ?? null},
        ${installer.phone_number ?? null}, ${installer.email ?? null}, ${installer.website_url ?? null}
      where not exists (select 1 from ev_installers where business_name = ${installer.business_name})`;
  }
  for (const link of links) {
    await sql`
      insert into amazon_aff_links (title, description, aff_link, img_url)
      select ${link.title}, ${link.description}, ${link.aff_link}, ${link.img_url}
      where not exists (select 1 from amazon_aff_links where title = ${link.title})`;
  }
  return { demo_installers: installers.length, demo_affiliate_links: links.length };
}

/** Whether this database has had its first seed (later starts never re-insert deleted rows). */
export async function isSeeded(sql: Sql): Promise<boolean> {
  const rows = await sql`select 1 from app_meta where key = 'seeded_at'`;
  return rows.length > 0;
}
