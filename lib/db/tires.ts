import 'server-only';
import { cachedReader } from '@/lib/db/cached-reader';
import { db } from '@/lib/db/client';
import { TAGS } from '@/lib/db/tags';
import type { Tire } from '@/lib/tires/types';

export interface TireRow {
  id: number;
  brand: string;
  model: string;
  size: string;
  load_index: number;
  speed_rating: string;
  rolling_resistance: string | null;
  wet_grip: string | null;
  noise_level_db: number | null;
  is_ev_rated: boolean;
  image_url: string | null;
  oem_certifications: string[];
}

export function toTire(row: TireRow): Tire {
  return {
    id: row.id,
    brand: row.brand,
    model: row.model,
    size: row.size,
    loadIndex: row.load_index,
    speedRating: row.speed_rating,
    rollingResistance: row.rolling_resistance,
    wetGrip: row.wet_grip,
    noiseLevelDb: row.noise_level_db,
    isEvRated: row.is_ev_rated,
    // Only http(s) images and photos uploaded to our storage are shown; anything else gets the fallback icon.
    imageUrl: row.image_url && /^(https?:\/\/|\/storage\/)/i.test(row.image_url) ? row.image_url : null,
    oemCertifications: row.oem_certifications,
  };
}

const loadTire = async (id: number): Promise<Tire | undefined> => {
  const [row] = await db()<TireRow[]>`
      select id, brand, model, size, load_index, speed_rating, rolling_resistance::text, wet_grip::text, noise_level_db, is_ev_rated,
             image_url, oem_certifications
      from tires where id = ${id}`;
  return row ? toTire(row) : undefined;
};

export const getTire = cachedReader(loadTire, ['tire'], [TAGS.tires]);

const loadTireIds = async (): Promise<number[]> =>
  (await db()<{ id: number }[]>`select id from tires order by id`).map((row) => row.id);

export const listTireIds = cachedReader(loadTireIds, ['tire-ids'], [TAGS.tires]);

interface TireSearch {
  brand?: string;
  size?: string;
  evOnly?: boolean;
  minLoadIndex?: number;
  page?: number;
}

export const TIRE_PAGE_SIZE = 45;

export interface TireSearchResult {
  tires: Tire[];
  total: number;
  page: number;
  pageCount: number;
}

/**
 * Only the filters in use become conditions, so each combination gets its own plan (a generic
 * "param is null or …" condition would keep the planner from the partial EV index).
 */
function tireSearchParts(search: TireSearch) {
  const sql = db();
  const conditions = [
    search.brand ? sql`brand = ${search.brand}` : null,
    search.size ? sql`size = ${search.size}` : null,
    search.evOnly ? sql`is_ev_rated` : null,
    search.minLoadIndex !== undefined ? sql`load_index >= ${search.minLoadIndex}` : null,
  ].filter((condition) => condition !== null);
  const where =
    conditions.length === 0
      ? sql``
      : sql`where ${conditions.reduce((all, condition) => sql`${all} and ${condition}`)}`;
  const page = Math.max(1, Math.floor(search.page ?? 1));
  const rows = () => sql<TireRow[]>`
    select id, brand, model, size, load_index, speed_rating, rolling_resistance::text, wet_grip::text, noise_level_db, is_ev_rated,
           image_url, oem_certifications
    from tires ${where}
    order by brand, model, size, id
    limit ${TIRE_PAGE_SIZE} offset ${(page - 1) * TIRE_PAGE_SIZE}`;
  const count = () => sql<{ n: number }[]>`select count(*)::int as n from tires ${where}`;
  return { sql, page, rows, count };
}

/** The tire tab: filters brand, size, EV-rated and minimum load index, ordered by brand then model. */
const loadTireSearch = async (search: TireSearch): Promise<TireSearchResult> => {
  const { page, rows: readRows, count: readCount } = tireSearchParts(search);
  const [rows, [count]] = await Promise.all([readRows(), readCount()]);
  const total = count?.n ?? 0;
  return { tires: rows.map(toTire), total, page, pageCount: Math.max(1, Math.ceil(total / TIRE_PAGE_SIZE)) };
};

// Exported for its benchmark: the plan of the page's own statements, not of a copy.
/** EXPLAIN ANALYZE of the tire search's two statements, for the benchmark. */
export async function explainTireSearch(search: TireSearch): Promise<{ rows: string[]; count: string[] }> {
  const { sql, rows, count } = tireSearchParts(search);
  const plan = async (query: ReturnType<typeof rows> | ReturnType<typeof count>) =>
    (await sql<{ 'QUERY PLAN': string }[]>`explain (analyze, buffers, costs off) ${query}`).map(
      (row) => row['QUERY PLAN'],
    );
  return { rows: await plan(rows()), count: await plan(count()) };
}

export const searchTires = cachedReader(loadTireSearch, ['tire-search'], [TAGS.tires]);

/** Options of the tire tab's brand and size filters. */
const loadTireFilterOptions = async (): Promise<{ brands: string[]; sizes: string[] }> => {
  const sql = db();
  const [brands, sizes] = await Promise.all([
    sql<{ brand: string }[]>`select distinct brand from tires order by brand`,
    sql<{ size: string }[]>`select distinct size from tires order by size`,
  ]);
  return { brands: brands.map((row) => row.brand), sizes: sizes.map((row) => row.size) };
};

export const getTireFilterOptions = cachedReader(loadTireFilterOptions, ['tire-filter-options'], [TAGS.tires]);

/** Tires for the comparison table, in the order asked for. */
const loadTiresByIds = async (ids: number[]): Promise<Tire[]> => {
  if (ids.length === 0) return [];
  const rows = await db()<TireRow[]>`
      select id, brand, model, size, load_index, speed_rating, rolling_resistance::text, wet_grip::text, noise_level_db, is_ev_rated,
             image_url, oem_certifications
      from tires where id = any(${ids}::bigint[])`;
  const byId = new Map(rows.map((row) => [row.id, toTire(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
};

export const getTiresByIds = cachedReader(loadTiresByIds, ['tires-by-ids'], [TAGS.tires]);

/**
 * Every tire listed in the given sizes (the directory's own sizes near a searched size, so the cache keys are
 * bounded by the sizes the directory has, never by what a visitor types), ordered by brand then model.
 */
const loadTiresInSizes = async (sizes: string[]): Promise<Tire[]> => {
  if (sizes.length === 0) return [];
  const rows = await db()<TireRow[]>`
      select id, brand, model, size, load_index, speed_rating, rolling_resistance::text, wet_grip::text, noise_level_db, is_ev_rated,
             image_url, oem_certifications
      from tires where size = any(${sizes}::text[])
      order by brand, model, size, id`;
  return rows.map(toTire);
};

export const listTiresInSizes = cachedReader(loadTiresInSizes, ['tires-in-sizes'], [TAGS.tires]);
