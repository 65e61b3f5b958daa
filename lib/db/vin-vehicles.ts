import 'server-only';
import { db } from '@/lib/db/client';

// Decoders and our rows spell models differently ("Mustang Mach-E" / "Mustang Mach E", "ID.4" / "ID4").
const squash = (value: string) => value.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * The fitment row for a decoded VIN: same year and make, the first of the candidate model names that we
 * have (ignoring case and punctuation), and, where the VIN names a trim, a row of that trim first.
 */
/** One of our trims with a sourced OE size, as the VIN decoder offers it. */
export interface VinTrim {
  id: number;
  trim: string;
  oemTireSize: string;
}

/**
 * Our trims for a decoded VIN: same year and make, the first candidate model name that has any, the trim the VIN
 * names (where it names one) first. A VIN rarely names the trim, so the decoder assumes the first and offers
 * the others (docs/product/tire-directory.md § VIN).
 */
export async function findVehicleForVin(
  year: number,
  make: string,
  models: readonly string[],
  trim: string | null,
): Promise<{ id: number; make: string; model: string; trim: string; trims: VinTrim[] } | undefined> {
  const wanted = models.map(squash);
  const trimKey = trim ? squash(trim) : '';
  const rows = await db()<{ id: number; make: string; model: string; trim: string; oemTireSize: string }[]>`
    select id, make, model, trim, oem_tire_size as "oemTireSize" from vehicles
    where year = ${year} and lower(make) = lower(${make})
      and regexp_replace(lower(model), '[^a-z0-9]', '', 'g') = any(${wanted}::text[])
    order by array_position(${wanted}::text[], regexp_replace(lower(model), '[^a-z0-9]', '', 'g')),
             (${trimKey} <> '' and position(${trimKey} in regexp_replace(lower(trim), '[^a-z0-9]', '', 'g')) > 0) desc,
             trim, id
    limit 24`;
  const [first] = rows;
  if (!first) return undefined;
  const trims = rows
    .filter((row) => row.model === first.model)
    .map(({ id, trim: name, oemTireSize }) => ({ id, trim: name, oemTireSize }));
  return { id: first.id, make: first.make, model: first.model, trim: first.trim, trims };
}

/** Our spelling of a make (vPIC answers "TESLA"), or undefined if we have none of it. */
export async function findMakeSpelling(make: string): Promise<string | undefined> {
  const [row] = await db()<
    { make: string }[]
  >`select make from vehicles where lower(make) = lower(${make}) limit 1`;
  return row?.make;
}

/** An EV model row of the calculators, as the VIN decoder offers it. */
export interface VinEvModel {
  id: number;
  year: number;
  make: string;
  model: string;
  epaRangeMiles: number;
}

/**
 * The calculators' EPA rows for a decoded VIN: same year and make, and EPA's model family (alone or after the make:
 * EPA's "2" is the "Polestar 2") or model name equal to, or starting with, one of the candidate names (EPA names
 * trims after the family: "EV6 Long Range RWD").
 */
export async function findEvModelsForVin(
  year: number,
  make: string,
  models: readonly string[],
): Promise<VinEvModel[]> {
  const wanted = models.map(squash).filter(Boolean);
  if (wanted.length === 0) return [];
  return db()<VinEvModel[]>`
    select id, year, make, model, epa_range::float8 as "epaRangeMiles" from ev_models
    where year = ${year} and lower(make) = lower(${make})
      and exists (
        select 1 from unnest(${wanted}::text[]) w
        where regexp_replace(lower(coalesce(base_model, '')), '[^a-z0-9]', '', 'g') = w
           or regexp_replace(lower(make || coalesce(base_model, '')), '[^a-z0-9]', '', 'g') = w
           or starts_with(regexp_replace(lower(model), '[^a-z0-9]', '', 'g'), w))
    order by model, id
    limit 24`;
}

/** Our spelling of a make among the EV models (vPIC answers "KIA"), or undefined if we have none of it. */
export async function findEvMakeSpelling(make: string): Promise<string | undefined> {
  const [row] = await db()<
    { make: string }[]
  >`select make from ev_models where lower(make) = lower(${make}) limit 1`;
  return row?.make;
}
