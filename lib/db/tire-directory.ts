import 'server-only';
import { cachedReader } from '@/lib/db/cached-reader';
import { db } from '@/lib/db/client';
import { TAGS } from '@/lib/db/tags';
import type { DirectoryOptions, DirectoryStart, DirectoryTrim, EvTirePage, MakeEv } from '@/lib/tires/types';

/*
 * The tire directory's year → make → model → trim cascade, over the trims with a sourced OE tire size
 * (`vehicles`) and every EV of EPA's table (`ev_models`, grouped by family with ev_tire_families), one step at
 * a time: each reader returns the options of one select, chosen in SQL on the (year, make) indexes of both
 * tables. docs/product/tire-directory.md § Cascade.
 */

// Our trims and EPA's families spell some models differently ("Ariya" / "ARIYA"): one key for both, the same in SQL.
const squash = (value: string) => value.toLowerCase().replace(/[^a-z0-9]/g, '');

async function loadYears(make: string | null): Promise<number[]> {
  const sql = db();
  const rows = make
    ? await sql<{ year: number }[]>`
        select year from vehicles where make = ${make}
        union select year from ev_models where make = ${make}
        order by year desc`
    : await sql<{ year: number }[]>`
        select year from vehicles union select year from ev_models order by year desc`;
  return rows.map((row) => row.year);
}

async function loadMakes(year: number | null): Promise<string[]> {
  const sql = db();
  const rows =
    year === null
      ? await sql<{ make: string }[]>`select make from vehicles union select make from ev_models`
      : await sql<{ make: string }[]>`
          select make from vehicles where year = ${year}
          union select make from ev_models where year = ${year}`;
  return rows.map((row) => row.make).sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
}

/** Our trims' model names first, then EPA's families that none of them already names. */
async function loadModels(year: number, make: string): Promise<string[]> {
  const sql = db();
  const rows = await sql<{ name: string }[]>`
    select distinct on (key) name from (
      select model as name, 0 as rank, regexp_replace(lower(model), '[^a-z0-9]', '', 'g') as key from vehicles where year = ${year} and make = ${make}
      union all
      select family, 1, regexp_replace(lower(family), '[^a-z0-9]', '', 'g') from ev_tire_families(${year}, ${make})
    ) names
    order by key, rank, name`;
  return rows.map((row) => row.name).sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
}

/** The model's trims with a sourced size; only when it has none, EPA's versions of it. */
async function loadTrims(year: number, make: string, model: string): Promise<DirectoryTrim[]> {
  const sql = db();
  const key = squash(model);
  return sql<DirectoryTrim[]>`
    with fitted as (
      select id, trim, oem_tire_size from vehicles
      where year = ${year} and make = ${make} and regexp_replace(lower(model), '[^a-z0-9]', '', 'g') = ${key}
    )
    select id, 'fitment' as kind, trim, oem_tire_size as "oemTireSize" from fitted
    union all
    select f.id, 'epa', f.model, null from ev_tire_families(${year}, ${make}) f
    where regexp_replace(lower(f.family), '[^a-z0-9]', '', 'g') = ${key} and not exists (select 1 from fitted)
    order by trim, id`;
}

const readYears = cachedReader(loadYears, ['directory-years'], [TAGS.vehicles, TAGS.evModels]);
const readMakes = cachedReader(loadMakes, ['directory-makes'], [TAGS.vehicles, TAGS.evModels]);
const readModels = cachedReader(loadModels, ['directory-models'], [TAGS.vehicles, TAGS.evModels]);
const readTrims = cachedReader(loadTrims, ['directory-trims'], [TAGS.vehicles, TAGS.evModels]);

/** Every make in the directory (the makes of the cascade before a year is chosen). */
export const listDirectoryMakes = () => readMakes(null);

/**
 * The years (only those of the make in the link, when the directory has that make), every make, and the
 * cascade's year, model and trim from the link with their options (each checked as the options route checks it).
 */
export async function getDirectoryStart(
  make?: string,
  selection: { year?: number; model?: string; trim?: string } = {},
): Promise<DirectoryStart> {
  const makes = await readMakes(null);
  const known = make && makes.includes(make) ? make : undefined;
  const start: DirectoryStart = { years: await readYears(known ?? null), makes, make: known };
  if (selection.year === undefined) return start;
  const options = await getDirectoryOptions({ year: selection.year, make, model: selection.model });
  if (options.year === undefined) return start;
  const trim = options.trims.some((row) => row.trim === selection.trim) ? selection.trim : undefined;
  return { ...start, restored: { options, trim } };
}

/**
 * The cascade's options for a selection. Each value is checked against the options of the step before (all
 * cached), so a made-up year, make or model from an address is dropped without a read of its own and adds
 * no entry to the data cache.
 */
export async function getDirectoryOptions(selection: {
  year?: number;
  make?: string;
  model?: string;
}): Promise<DirectoryOptions> {
  const years = await readYears(null);
  const year = selection.year !== undefined && years.includes(selection.year) ? selection.year : undefined;
  if (year === undefined) return { makes: [], models: [], trims: [] };
  const makes = await readMakes(year);
  const make = selection.make && makes.includes(selection.make) ? selection.make : undefined;
  const models = make ? await readModels(year, make) : [];
  const model = selection.model && models.includes(selection.model) ? selection.model : undefined;
  const trims = make && model ? await readTrims(year, make, model) : [];
  return { year, makes, make, models, model, trims };
}

/**
 * A make's EVs for its directory page: each family (the cascade's model names) with its years, each year
 * linked to the page of its first EPA version. docs/product/tire-directory.md § A make's EVs.
 */
async function loadMakeEvs(make: string): Promise<MakeEv[]> {
  const sql = db();
  const rows = await sql<{ family: string; year: number; id: number }[]>`
    select f.family, y.year, min(f.id)::int as id
    from (select distinct year from ev_models where make = ${make}) y
    cross join lateral ev_tire_families(y.year, ${make}) f
    group by f.family, y.year
    order by f.family, y.year desc`;
  const families = new Map<string, MakeEv>();
  for (const row of rows) {
    const family = families.get(row.family) ?? { model: row.family, years: [] };
    family.years.push({ year: row.year, id: row.id });
    families.set(row.family, family);
  }
  return [...families.values()].sort((a, b) => a.model.localeCompare(b.model, 'en', { sensitivity: 'base' }));
}

const readMakeEvs = cachedReader(loadMakeEvs, ['directory-make-evs'], [TAGS.evModels]);

/** The EVs of a make the directory has, or [] for any other make (no read, no cache entry). */
export async function listMakeEvs(make: string): Promise<MakeEv[]> {
  return (await readMakes(null)).includes(make) ? readMakeEvs(make) : [];
}

const loadEvTirePage = async (id: number): Promise<EvTirePage | undefined> => {
  const sql = db();
  const [row] = await sql<{ id: number; epaId: number | null; year: number; make: string; name: string }[]>`
    select id, epa_id as "epaId", year, make, model as name from ev_models where id = ${id}`;
  if (!row) return undefined;
  const family = await sql<{ id: number; epaId: number | null; name: string; family: string }[]>`
    select f.id, e.epa_id as "epaId", f.model as name, f.family
    from ev_tire_families(${row.year}, ${row.make}) f join ev_models e on e.id = f.id
    where f.family = (select family from ev_tire_families(${row.year}, ${row.make}) where id = ${id})
    order by f.model, f.id`;
  const familyName = family.find((version) => version.id === id)?.family ?? row.name;
  const fitments = await sql<{ id: number; trim: string; oemTireSize: string }[]>`
    select id, trim, oem_tire_size as "oemTireSize" from vehicles
    where year = ${row.year} and make = ${row.make} and regexp_replace(lower(model), '[^a-z0-9]', '', 'g') = ${squash(familyName)}
    order by trim, id`;
  return {
    ...row,
    family: familyName,
    versions: family.map(({ id: versionId, epaId, name: versionName }) => ({
      id: versionId,
      epaId,
      name: versionName,
    })),
    fitments,
  };
};

/** An EV of EPA's table with its family's versions, or undefined for an unknown id. */
export const getEvTirePage = cachedReader(loadEvTirePage, ['ev-tire-page'], [TAGS.vehicles, TAGS.evModels]);
