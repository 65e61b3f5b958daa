import { readdir, readFile } from 'node:fs/promises';
import { matchCommunityBattery, type CommunityBatteryRow } from '@/lib/calculators/community-battery';
import path from 'node:path';
import matter from 'gray-matter';
import Papa from 'papaparse';
import type { TransactionSql } from 'postgres';
import type { Sql } from '@/lib/db/connection';
import { countWords, readingTimeMinutes } from '@/lib/content/reading-time';
import { parseDtcLines, selectCodes, type SelectedCode } from '@/lib/fault-codes/code';
import {
  codeFamilyFromRecord,
  codeFamilyOf,
  codeFamilyProblems,
  type CodeFamilyRecord,
  type CodeFamilyText,
} from '@/lib/fault-codes/families';
import { youtubeEmbedUrl, youtubeThumbnail, youtubeWatchUrl } from '@/lib/content/youtube';

export const SEED_DIR = path.join(process.cwd(), 'supabase', 'seed');

type Row = Record<string, string>;
type Value = string | number | boolean | null | string[];

async function exists(file: string): Promise<boolean> {
  return readFile(file).then(
    () => true,
    () => false,
  );
}

async function readCsv(file: string): Promise<Row[]> {
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

interface SeedOptions {
  /** Load the clearly marked sample content under supabase/seed/demo as well. */
  demo: boolean;
  dir?: string;
  /**
   * 'fitment' re-applies only what the tire directory reads (sources, trims, tires, fitments): 'Sync Tire Data'
   * must not bring back a glossary term or an article the operator deleted.
   */
  scope?: 'all' | 'fitment';
}

type SeedCounts = Record<string, number>;

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

/**
 * One seeded video (reference/videos.json). Only a video whose YouTube URL or id is printed, with its title, on a
 * public page belongs here: `source_id` names that page in sources/*.json. Ids are never guessed.
 */
interface VideoSeed {
  youtube_id: string;
  title: string;
  /** Only when the cited page states who published the video; left out rather than inferred. */
  channel?: string;
  /** The category the video is filed under (categories.json id); `tags` are category ids too. */
  category: string;
  tags: string[];
  source_id: string;
  description?: string;
  /** Pinned only when chosen on purpose; absent means not pinned. */
  pinned?: boolean;
}

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

// Exported for its unit test: the rule is the contract.
/** What is wrong with the video rows, one line each (empty when every row can be seeded). */
export function videoSeedProblems(
  rows: readonly VideoSeed[],
  categoryIds: ReadonlySet<string>,
  sources: ReadonlyMap<string, { url: string }>,
): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  rows.forEach((row, index) => {
    const at = `videos.json row ${index + 1}`;
    if (typeof row.youtube_id !== 'string' || !VIDEO_ID.test(row.youtube_id)) {
      problems.push(`${at}: YouTube id must be 11 characters of A-Z, a-z, 0-9, _ or -`);
    } else if (seen.has(row.youtube_id)) {
      problems.push(`${at}: video ${row.youtube_id} is listed twice`);
    } else {
      seen.add(row.youtube_id);
    }
    if (typeof row.title !== 'string' || row.title.trim() === '') problems.push(`${at}: title is missing`);
    if (row.channel !== undefined && (typeof row.channel !== 'string' || row.channel.trim() === '')) {
      problems.push(`${at}: channel is empty (leave it out when the page does not state it)`);
    }
    if (!categoryIds.has(row.category)) problems.push(`${at}: category ${String(row.category)} is not a category id`);
    if (!Array.isArray(row.tags) || row.tags.length === 0) {
      problems.push(`${at}: tags are missing`);
    } else {
      for (const tag of row.tags) if (!categoryIds.has(tag)) problems.push(`${at}: tag ${String(tag)} is not a category id`);
    }
    const source = sources.get(row.source_id);
    if (!source) problems.push(`${at}: source ${String(row.source_id)} is not listed in sources/*.json`);
    else if (!/^https?:\/\//.test(source.url)) problems.push(`${at}: source ${row.source_id} has no web address`);
    if (row.pinned !== undefined && typeof row.pinned !== 'boolean') problems.push(`${at}: pinned must be true or false`);
  });
  return problems;
}

// Exported for its integration test: the rule is the contract.
/** Every source id some reference row cites, as a query fragment (one `id` column, nulls included). */
export const citedSourceIds = (sql: Sql | TransactionSql) => sql`
  select source_id as id from ev_models union all select unnest(other_source_ids) from ev_models
  union all select source_id from ice_models union all select unnest(other_source_ids) from ice_models
  union all select source_id from vehicles union all select unnest(other_source_ids) from vehicles
  union all select source_id from tires union all select unnest(other_source_ids) from tires
  union all select source_id from tire_pressure_recommendations
  union all select unnest(source_ids) from regional_data
  union all select source_id from videos
  union all select source_id from fault_codes
  union all select unnest(source_ids) from code_families
  union all select source_id from community_battery_capacities`;

type Tx = Sql | TransactionSql;

/**
 * Natural keys of the rows the operator removed or renamed (see migration 0100), which the seed skips; for EV and
 * gas models, their EPA ids (migration 0210).
 */
async function removedKeys(tx: Tx, table: 'tires' | 'vehicles' | EpaTable): Promise<Set<string>> {
  const rows = await tx<{ natural_key: string }[]>`
    select natural_key from reference_removals where table_name = ${table}`;
  return new Set(rows.map((row) => row.natural_key));
}

const tireKey = (row: Record<string, Value>) =>
  `${String(row.brand).toLowerCase()}|${String(row.model).toLowerCase()}|${String(row.size).toUpperCase()}`;
const vehicleKey = (row: Record<string, Value>) =>
  `${row.year}|${String(row.make).toLowerCase()}|${String(row.model).toLowerCase()}|${String(row.trim).toLowerCase()}`;

/** What re-applying the files did to one table the operator also edits. */
export interface EditableTableReport {
  added: number;
  /** Rows whose figures or cited pages changed to the files' values. */
  updated: number;
  /** Rows already as in the files, and rows whose figures the operator edited (kept as edited). */
  unchanged: number;
  /** Of the unchanged: rows that differ from the files because the operator edited them. */
  keptEdits: number;
  /** Rows of the files the operator deleted or renamed, not brought back. */
  skippedRemoved: number;
}

const emptyTableReport = (): EditableTableReport => ({
  added: 0,
  updated: 0,
  unchanged: 0,
  keptEdits: 0,
  skippedRemoved: 0,
});

/** Field names in SeedCounts for one editable table's report, e.g. tires_added. */
function reportCounts(table: string, report: EditableTableReport): SeedCounts {
  return {
    [`${table}_added`]: report.added,
    [`${table}_updated`]: report.updated,
    [`${table}_unchanged`]: report.unchanged,
    [`${table}_kept_edits`]: report.keptEdits,
    [`${table}_skipped_removed`]: report.skippedRemoved,
  };
}

/** Reads one table's report back out of SeedCounts. */
export function tableReport(counts: SeedCounts, table: 'tires' | 'vehicles'): EditableTableReport {
  return {
    added: counts[`${table}_added`] ?? 0,
    updated: counts[`${table}_updated`] ?? 0,
    unchanged: counts[`${table}_unchanged`] ?? 0,
    keptEdits: counts[`${table}_kept_edits`] ?? 0,
    skippedRemoved: counts[`${table}_skipped_removed`] ?? 0,
  };
}

/** Every data source the reference files cite, from all files under reference/sources. */
async function readReferenceSources(dir = SEED_DIR): Promise<DataSourceFile[]> {
  const files = await listFiles(path.join(dir, 'reference', 'sources'), '.json');
  return (await Promise.all(files.map((file) => readJson<DataSourceFile[]>(file, [])))).flat();
}

/**
 * Loads reference data (and, when asked, demo data) idempotently: rows that exist are left alone,
 * except pure reference figures (sources, EV and gas models, regional prices, placard pressures),
 * which are refreshed so that a corrected figure reaches the site, and the pages trims and tires cite.
 * Trims and tires take the files' figures too unless the operator edited them (figures_edited_at), and a
 * trim or tire the operator deleted is not brought back (reference_removals).
 * A source the files no longer list is dropped unless a row still cites it.
 */
export async function seed(sql: Sql, options: SeedOptions): Promise<SeedCounts> {
  const dir = options.dir ?? SEED_DIR;
  const everything = (options.scope ?? 'all') === 'all';
  const ref = (name: string) => path.join(dir, 'reference', name);

  const sources = await readReferenceSources(dir);
  const categories = await readJson<{ id: string; name: string; description?: string }[]>(
    ref('categories.json'),
    [],
  );
  const glossary = await readJson<GlossarySeed[]>(ref('glossary.json'), []);
  const evModels = columns(await readCsv(ref('ev_models.csv')), {
    epa_id: num,
    year: num,
    make: text,
    model: text,
    base_model: text,
    size_class: text,
    drive: text,
    vehicle_type: text,
    epa_range: num,
    efficiency: num,
    charge_240_hours: num,
    battery_capacity: num,
    msrp: num,
    charging_speed_l2: num,
    charging_speed_dcfc: num,
    source_id: text,
    other_source_ids: list,
  });
  const iceModels = columns(await readCsv(ref('ice_models.csv')), {
    epa_id: num,
    year: num,
    make: text,
    model: text,
    base_model: text,
    size_class: text,
    drive: text,
    vehicle_type: text,
    mpg_city: num,
    mpg_highway: num,
    mpg_combined: num,
    hybrid: bool,
    msrp: num,
    tank_capacity: num,
    source_id: text,
    other_source_ids: list,
  });
  const communityBatteries = columns(await readCsv(ref('community_battery_capacities.csv')), {
    record_id: text,
    brand: text,
    model: text,
    variant: (value) => value?.trim() ?? '',
    release_year: num,
    usable_kwh: num,
    source_id: text,
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
    wet_grip: text,
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
  // Each seeded article's drawn illustration (public/images/articles), keyed by its file name.
  const articleImages = JSON.parse(await readFile(ref('article-images.json'), 'utf8')) as Record<
    string,
    { url: string; alt: string; title: string }
  >;
  const guideFiles = await listFiles(ref('install-guides'), '.md');
  const videos = await readJson<VideoSeed[]>(ref('videos.json'), []);
  const faultCodes = await readFaultCodes(dir);
  const codeFamilies = await readCodeFamilies(dir);
  const familyProblems = codeFamilies.flatMap((family) => codeFamilyProblems(family, new Set(sources.map((source) => source.id))));
  if (everything && familyProblems.length > 0) throw new Error(familyProblems.join('\n'));
  const videoProblems = videoSeedProblems(
    videos,
    new Set(categories.map((category) => category.id)),
    new Map(sources.map((source) => [source.id, source])),
  );
  if (everything && videoProblems.length > 0) throw new Error(videoProblems.join('\n'));

  return sql.begin(async (tx) => {
    const counts: SeedCounts = {};
    const count = (name: string, rows: readonly unknown[]) => (counts[name] = rows.length);
    // The triggers of migration 0100 tell the operator's writes from the seed's by this setting.
    await tx`select set_config('ev.seeding', 'on', true)`;

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

    if (everything && categories.length > 0) {
      const rows = categories.map((category) => ({
        id: category.id,
        name: category.name,
        description: category.description ?? null,
      }));
      await tx`insert into categories ${tx(rows)} on conflict (id) do nothing`;
    }
    if (everything) count('categories', categories);

    if (everything && glossary.length > 0) {
      const existing = new Set(
        (await tx<{ term: string }[]>`select lower(term) as term from glossary`).map((row) => row.term),
      );
      const fresh = glossary
        .filter((entry) => !existing.has(entry.term.toLowerCase()))
        .map((entry) => ({ term: entry.term, explanation: entry.explanation, category_id: entry.category_id }));
      if (fresh.length > 0) await tx`insert into glossary ${tx(fresh)}`;
    }
    if (everything) count('glossary', glossary);

    if (everything) {
      Object.assign(counts, reportCounts('ev_models', await upsertEpaModels(tx, 'ev_models', evModels)));
      Object.assign(counts, reportCounts('ice_models', await upsertEpaModels(tx, 'ice_models', iceModels)));
    }
    if (everything) count('ev_models', evModels);
    if (everything) count('ice_models', iceModels);
    if (everything) await seedCommunityBatteries(tx, communityBatteries);
    if (everything) count('community_battery_capacities', communityBatteries);

    if (everything && regional.length > 0) {
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
    if (everything) count('regional_data', regional);

    Object.assign(counts, reportCounts('vehicles', await upsertVehicles(tx, vehicles)));
    count('vehicles', vehicles);

    Object.assign(counts, reportCounts('tires', await upsertTires(tx, tires)));
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

    if (everything && pressures.length > 0) {
      await tx`
        insert into tire_pressure_recommendations ${tx(pressures)}
        on conflict (make, model) do update set recommended_psi = excluded.recommended_psi,
          max_psi = excluded.max_psi, applies_to = excluded.applies_to, source_id = excluded.source_id`;
    }
    if (everything) count('tire_pressure_recommendations', pressures);

    if (everything) counts.code_families = await upsertCodeFamilies(tx, codeFamilies);
    if (everything) counts.fault_codes = await upsertFaultCodes(tx, faultCodes);

    if (sources.length > 0) {
      // A page dropped from the files leaves the Vehicle Data list too, unless something still cites it
      // (e.g. the EIA entry a live price refresh recorded).
      await tx`
        delete from data_sources d
        where d.id <> all(${sources.map((source) => source.id)})
          and not exists (select 1 from (${citedSourceIds(tx)}) c where c.id = d.id)`;
    }

    if (!everything) return counts;

    let articleCount = 0;
    for (const file of articleFiles) {
      const { data, content } = matter(await readFile(file, 'utf8'));
      const body = content.trim();
      const [found] = await tx<{ id: string; featured_image_id: string | null }[]>`
        select id, featured_image_id from articles where title = ${String(data.title)}`;
      articleCount += 1;
      let article = found;
      if (!article) {
        const publishedAt = data.published_at ? new Date(String(data.published_at)) : new Date();
        [article] = await tx<{ id: string; featured_image_id: string | null }[]>`
          insert into articles (title, content, excerpt, author, status, published_at, seo_title, seo_description,
            tags, metadata, created_at)
          values (${String(data.title)}, ${body}, ${data.excerpt ?? null}, ${data.author ?? null}, 'published',
            ${publishedAt}, ${data.seoTitle ?? null}, ${data.seoDescription ?? null},
            ${(data.tags as string[] | undefined) ?? []},
            ${tx.json({ pinned: Boolean(data.pinned), word_count: countWords(body), reading_time: readingTimeMinutes(body) })},
            ${publishedAt})
          returning id, featured_image_id`;
      }
      // An article that already has a featured image (one the administrator chose) keeps it.
      const image = articleImages[path.basename(file, '.md')];
      if (article && image && article.featured_image_id === null) {
        const [row] = await tx<{ id: string }[]>`
          insert into images (title, url, alt_text, tags)
          values (${image.title}, ${image.url}, ${image.alt}, ${['illustration']})
          returning id`;
        await tx`update articles set featured_image_id = ${row!.id} where id = ${article.id}`;
      }
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

    // A video already in the table (matched by its YouTube id) is left as the administrator keeps it: title,
    // tags and pin are theirs to change.
    for (const video of videos) {
      const metadata = {
        youtube_id: video.youtube_id,
        platform: 'youtube',
        pinned: video.pinned === true,
        category: video.category,
        ...(video.channel === undefined ? {} : { channel: video.channel }),
      };
      await tx`
        insert into videos (title, description, url, embed_url, thumbnail_url, status, tags, metadata, source_id)
        select ${video.title}, ${video.description ?? null}, ${youtubeWatchUrl(video.youtube_id)},
          ${youtubeEmbedUrl(video.youtube_id)}, ${youtubeThumbnail(video.youtube_id, 'hqdefault')}, 'ready',
          ${video.tags}, ${tx.json(metadata)}, ${video.source_id}
        where not exists (select 1 from videos where metadata ->> 'youtube_id' = ${video.youtube_id})`;
    }
    counts.videos = videos.length;

    if (options.demo) Object.assign(counts, await seedDemo(tx as unknown as Sql, path.join(dir, 'demo')));

    await tx`
      insert into app_meta (key, value) values ('seeded_at', ${new Date().toISOString()})
      on conflict (key) do update set value = excluded.value, updated_at = now()`;
    return counts;
  });
}

/**
 * Trims: new ones are added; one the operator never edited takes the files' figures; one the operator edited
 * keeps its figures and only the list of other pages it cites is refreshed; one the operator removed stays out.
 */
async function upsertVehicles(tx: Tx, all: Record<string, Value>[]): Promise<EditableTableReport> {
  const report = emptyTableReport();
  if (all.length === 0) return report;
  const removed = await removedKeys(tx, 'vehicles');
  const rows = all.filter((row) => !removed.has(vehicleKey(row)));
  report.skippedRemoved = all.length - rows.length;
  if (rows.length === 0) return report;
  const written = await tx<{ added: boolean }[]>`
    insert into vehicles ${tx(rows)}
    on conflict (year, make, model, trim) do update set oem_tire_size = excluded.oem_tire_size,
      load_index_min = excluded.load_index_min, speed_rating_min = excluded.speed_rating_min,
      wheel_size_min = excluded.wheel_size_min, wheel_size_max = excluded.wheel_size_max,
      source_id = excluded.source_id, other_source_ids = excluded.other_source_ids
    where vehicles.figures_edited_at is null
      and (vehicles.oem_tire_size, vehicles.load_index_min, vehicles.speed_rating_min, vehicles.wheel_size_min,
           vehicles.wheel_size_max, vehicles.source_id, vehicles.other_source_ids)
        is distinct from (excluded.oem_tire_size, excluded.load_index_min, excluded.speed_rating_min,
           excluded.wheel_size_min, excluded.wheel_size_max, excluded.source_id, excluded.other_source_ids)
    returning (xmax = 0) as added`;
  const file = () => tx`
    jsonb_to_recordset(${tx.json(rows as never)}) as f(year integer, make text, model text, trim text,
      oem_tire_size text, load_index_min integer, speed_rating_min text, wheel_size_min integer,
      wheel_size_max integer, source_id text, other_source_ids text[])`;
  const cited = await tx`
    update vehicles v set other_source_ids = f.other_source_ids
    from ${file()}
    where v.year = f.year and v.make = f.make and v.model = f.model and v.trim = f.trim
      and v.figures_edited_at is not null and v.other_source_ids is distinct from f.other_source_ids
    returning v.id`;
  const [kept] = await tx<{ n: number }[]>`
    select count(*)::int as n from vehicles v join ${file()}
      on v.year = f.year and v.make = f.make and v.model = f.model and v.trim = f.trim
    where v.figures_edited_at is not null
      and (v.oem_tire_size, v.load_index_min, v.speed_rating_min, v.wheel_size_min, v.wheel_size_max, v.source_id)
        is distinct from (f.oem_tire_size, f.load_index_min, f.speed_rating_min, f.wheel_size_min, f.wheel_size_max,
          f.source_id)`;
  report.added = written.filter((row) => row.added).length;
  report.updated = written.length - report.added + cited.length;
  report.unchanged = rows.length - report.added - report.updated;
  report.keptEdits = kept?.n ?? 0;
  return report;
}

type EpaTable = 'ev_models' | 'ice_models';

/**
 * The community's battery records (community_battery_capacities.csv), and for each EV model without a battery
 * capacity the record the rule of lib/calculators/community-battery.ts matches to it (docs/decisions/0431). A row
 * that has a capacity of its own, or no longer matches, points at none.
 */
async function seedCommunityBatteries(tx: Tx, rows: Record<string, Value>[]): Promise<void> {
  if (rows.length > 0) {
    await tx`
      insert into community_battery_capacities ${tx(rows as never)}
      on conflict (record_id) do update set brand = excluded.brand, model = excluded.model,
        variant = excluded.variant, release_year = excluded.release_year, usable_kwh = excluded.usable_kwh,
        source_id = excluded.source_id`;
  }
  const records = await tx<CommunityBatteryRow[]>`
    select record_id as "sourceId", brand, model, variant, release_year as "releaseYear",
           usable_kwh::float8 as "usableKwh"
    from community_battery_capacities`;
  const blank = await tx<{ id: number; year: number; make: string; model: string; baseModel: string | null; drive: string | null }[]>`
    select id, year, make, model, base_model as "baseModel", drive from ev_models where battery_capacity is null`;
  const matches = blank.flatMap((ev) => {
    const record = matchCommunityBattery(ev, records);
    return record ? [{ id: ev.id, record_id: record.sourceId }] : [];
  });
  await tx`update ev_models set community_battery_id = null where community_battery_id is not null`;
  if (matches.length > 0) {
    await tx`
      update ev_models e set community_battery_id = m.record_id
      from jsonb_to_recordset(${tx.json(matches as never)}) as m(id bigint, record_id text)
      where e.id = m.id`;
  }
}

/** The figures of an EPA row that the operator may edit, per table (the seed then keeps the row as edited). */
const EPA_FIGURES: Record<EpaTable, string[]> = {
  ev_models: [
    'year', 'make', 'model', 'base_model', 'size_class', 'drive', 'vehicle_type', 'epa_range', 'efficiency',
    'charge_240_hours', 'battery_capacity', 'msrp', 'charging_speed_l2', 'charging_speed_dcfc', 'source_id',
    'other_source_ids',
  ],
  ice_models: [
    'year', 'make', 'model', 'base_model', 'size_class', 'drive', 'vehicle_type', 'mpg_city', 'mpg_highway',
    'mpg_combined', 'hybrid', 'msrp', 'tank_capacity', 'source_id', 'other_source_ids',
  ],
};

/** Rows per insert: 12,715 gas models at 16 columns would pass Postgres's 65,535 parameters in one statement. */
const EPA_BATCH = 2000;

/**
 * EV and gas models, one row per EPA vehicle keyed by EPA's id: new ones are added, one the operator never edited
 * takes the files' figures, one the operator edited keeps them, and one the operator deleted stays out. Rows of
 * the earlier hand-kept tables (no EPA id) that the operator never touched give way to the EPA rows.
 */
async function upsertEpaModels(tx: Tx, table: EpaTable, all: Record<string, Value>[]): Promise<EditableTableReport> {
  const report = emptyTableReport();
  if (all.length === 0) return report;
  await tx`delete from ${tx(table)} where epa_id is null and figures_edited_at is null`;
  const removed = await removedKeys(tx, table);
  const rows = all.filter((row) => !removed.has(String(row.epa_id)));
  report.skippedRemoved = all.length - rows.length;
  const figures = EPA_FIGURES[table];
  const [before] = await tx<{ kept: number }[]>`
    select count(*)::int as kept from ${tx(table)} where epa_id is not null and figures_edited_at is not null`;
  for (let start = 0; start < rows.length; start += EPA_BATCH) {
    const batch = rows.slice(start, start + EPA_BATCH);
    const written = await tx<{ added: boolean }[]>`
      insert into ${tx(table)} ${tx(batch as never)}
      on conflict (epa_id) do update set ${tx.unsafe(figures.map((column) => `${column} = excluded.${column}`).join(', '))}
      where ${tx(table)}.figures_edited_at is null
        and (${tx.unsafe(figures.map((column) => `${table}.${column}`).join(', '))})
          is distinct from (${tx.unsafe(figures.map((column) => `excluded.${column}`).join(', '))})
      returning (xmax = 0) as added`;
    const added = written.filter((row) => row.added).length;
    report.added += added;
    report.updated += written.length - added;
  }
  report.keptEdits = before?.kept ?? 0;
  report.unchanged = rows.length - report.added - report.updated;
  return report;
}

/** Tires, by the same rules as trims. */
async function upsertTires(tx: Tx, all: Record<string, Value>[]): Promise<EditableTableReport> {
  const report = emptyTableReport();
  if (all.length === 0) return report;
  const removed = await removedKeys(tx, 'tires');
  const rows = all.filter((row) => !removed.has(tireKey(row)));
  report.skippedRemoved = all.length - rows.length;
  if (rows.length === 0) return report;
  const written = await tx<{ added: boolean }[]>`
    insert into tires ${tx(rows)}
    on conflict (brand, model, size) do update set load_index = excluded.load_index,
      speed_rating = excluded.speed_rating, rolling_resistance = excluded.rolling_resistance,
      wet_grip = excluded.wet_grip, noise_level_db = excluded.noise_level_db,
      is_ev_rated = excluded.is_ev_rated, oem_certifications = excluded.oem_certifications,
      source_id = excluded.source_id, other_source_ids = excluded.other_source_ids
    where tires.figures_edited_at is null
      and (tires.load_index, tires.speed_rating, tires.rolling_resistance, tires.wet_grip, tires.noise_level_db,
           tires.is_ev_rated, tires.oem_certifications, tires.source_id, tires.other_source_ids)
        is distinct from (excluded.load_index, excluded.speed_rating, excluded.rolling_resistance, excluded.wet_grip,
           excluded.noise_level_db, excluded.is_ev_rated, excluded.oem_certifications, excluded.source_id,
           excluded.other_source_ids)
    returning (xmax = 0) as added`;
  const file = () => tx`
    jsonb_to_recordset(${tx.json(rows as never)}) as f(brand text, model text, size text, load_index integer,
      speed_rating text, rolling_resistance text, wet_grip text, noise_level_db numeric, is_ev_rated boolean,
      oem_certifications text[], source_id text, other_source_ids text[])`;
  const cited = await tx`
    update tires t set other_source_ids = f.other_source_ids
    from ${file()}
    where t.brand = f.brand and t.model = f.model and t.size = f.size
      and t.figures_edited_at is not null and t.other_source_ids is distinct from f.other_source_ids
    returning t.id`;
  const [kept] = await tx<{ n: number }[]>`
    select count(*)::int as n from tires t join ${file()} on t.brand = f.brand and t.model = f.model and t.size = f.size
    where t.figures_edited_at is not null
      and (t.load_index, t.speed_rating, t.rolling_resistance::text, t.wet_grip::text, t.noise_level_db,
           t.is_ev_rated, t.oem_certifications, t.source_id)
        is distinct from (f.load_index, f.speed_rating, f.rolling_resistance, f.wet_grip, f.noise_level_db,
           f.is_ev_rated, f.oem_certifications, f.source_id)`;
  report.added = written.filter((row) => row.added).length;
  report.updated = written.length - report.added + cited.length;
  report.unchanged = rows.length - report.added - report.updated;
  report.keptEdits = kept?.n ?? 0;
  return report;
}

/** The dataset's files (reference/dtc), as the seed reads them. */
const FAULT_CODE_FILES = ['p-codes.txt', 'u-codes.txt'] as const;
const FAULT_CODE_SOURCE = 'dtc-database-sae-j2012';

/** The hybrid and EV codes of the dataset's files (docs/product/fault-codes.md § Selection rule). */
async function readFaultCodes(dir = SEED_DIR): Promise<SelectedCode[]> {
  const texts = await Promise.all(
    FAULT_CODE_FILES.map((name) => readFile(path.join(dir, 'reference', 'dtc', name), 'utf8').catch(() => '')),
  );
  return selectCodes(parseDtcLines(texts.join('\n')));
}

/**
 * Fault codes: new ones are added; the standard's title, the system, the high-voltage flag and the family follow
 * the files. The title shown follows the published one unless the operator changed it (title_edited_at); notes and
 * related articles are never written here.
 */
async function upsertFaultCodes(tx: Tx, codes: readonly SelectedCode[]): Promise<number> {
  if (codes.length === 0) return 0;
  const rows = codes.map((code) => ({
    code: code.code,
    published_title: code.title,
    title: code.title,
    system: code.system,
    high_voltage: code.highVoltage,
    family: code.family,
    code_family: codeFamilyOf(code.code, code.title) ?? null,
    source_id: FAULT_CODE_SOURCE,
  }));
  for (let start = 0; start < rows.length; start += EPA_BATCH) {
    await tx`
      insert into fault_codes ${tx(rows.slice(start, start + EPA_BATCH))}
      on conflict (code) do update set published_title = excluded.published_title, system = excluded.system,
        high_voltage = excluded.high_voltage, family = excluded.family, code_family = excluded.code_family,
        source_id = excluded.source_id,
        title = case when fault_codes.title_edited_at is null then excluded.title else fault_codes.title end,
        updated_at = now()
      where (fault_codes.published_title, fault_codes.system, fault_codes.high_voltage, fault_codes.family,
             fault_codes.code_family, fault_codes.source_id,
             fault_codes.title_edited_at is null and fault_codes.title <> excluded.title)
        is distinct from (excluded.published_title, excluded.system, excluded.high_voltage, excluded.family,
             excluded.code_family, excluded.source_id, false)`;
  }
  return rows.length;
}

/** The code families' guidance (docs/product/fault-codes.md § Code families). */
async function readCodeFamilies(dir = SEED_DIR): Promise<CodeFamilyText[]> {
  const rows = await readJson<CodeFamilyRecord[]>(path.join(dir, 'reference', 'code-families.json'), []);
  return rows.map(codeFamilyFromRecord);
}

/**
 * Code families: new ones are added; a family the operator never edited follows the file, an edited one keeps the
 * operator's text (edited_at, migration 0400). Before the codes, which refer to them.
 */
async function upsertCodeFamilies(tx: Tx, families: readonly CodeFamilyText[]): Promise<number> {
  if (families.length === 0) return 0;
  const rows = families.map((family) => ({
    slug: family.slug,
    name: family.name,
    watches: family.watches,
    causes: family.causes,
    checks: family.checks,
    cautions: family.cautions,
    service_information: family.serviceInformation,
    source_ids: family.sourceIds,
  }));
  await tx`
    insert into code_families ${tx(rows)}
    on conflict (slug) do update set name = excluded.name, watches = excluded.watches, causes = excluded.causes,
      checks = excluded.checks, cautions = excluded.cautions, service_information = excluded.service_information,
      source_ids = excluded.source_ids, updated_at = now()
    where code_families.edited_at is null
      and (code_families.name, code_families.watches, code_families.causes, code_families.checks, code_families.cautions,
           code_families.service_information, code_families.source_ids)
        is distinct from (excluded.name, excluded.watches, excluded.causes, excluded.checks, excluded.cautions,
           excluded.service_information, excluded.source_ids)`;
  return rows.length;
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
