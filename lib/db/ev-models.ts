import 'server-only';
import { cachedReader } from '@/lib/db/cached-reader';
import { db } from '@/lib/db/client';
import { TAGS } from '@/lib/db/tags';
import {
  BODY,
  findComparables,
  NEAREST_BODIES,
  sourceKey,
  RANGE_CONSTANTS,
  type EvModel,
  type CommunityBattery,
  type EvSelection,
  type IceModel,
  type SourceLink,
} from '@/lib/calculators/range';
import { MARKET_TIERS, NEAREST_TIERS } from '@/lib/calculators/market-tier';
import type { EvChoice, EvOption, EvOptions, LinkVehicleKeys } from '@/lib/calculators/vehicle-selection';

interface EvRow {
  id: number;
  year: number;
  make: string;
  model: string;
  trim: string;
  base_model: string | null;
  vehicle_type: string;
  size_class: string | null;
  epa_id: number | null;
  epa_range: number;
  battery_capacity: number | null;
  efficiency: number | null;
  msrp: number | null;
  charging_speed_l2: number | null;
  charging_speed_dcfc: number | null;
  charge_240_hours: number | null;
  source?: SourceLink | null;
  community_battery?: CommunityBattery | null;
}

interface IceRow {
  id: number;
  year: number;
  make: string;
  model: string;
  trim: string;
  base_model: string | null;
  vehicle_type: string;
  size_class: string | null;
  epa_id: number | null;
  msrp: number | null;
  mpg_city: number;
  mpg_highway: number;
  mpg_combined: number | null;
  hybrid: boolean;
  tank_capacity: number | null;
}

function toEvModel(row: EvRow): EvModel {
  return {
    id: row.id,
    year: row.year,
    make: row.make,
    model: row.model,
    trim: row.trim,
    baseModel: row.base_model,
    vehicleType: row.vehicle_type,
    sizeClass: row.size_class,
    epaId: row.epa_id,
    epaRangeMiles: row.epa_range,
    batteryCapacityKwh: row.battery_capacity,
    efficiencyKwhPer100Mi: row.efficiency,
    msrpUsd: row.msrp,
    chargingSpeedL2Kw: row.charging_speed_l2,
    chargingSpeedDcfcKw: row.charging_speed_dcfc,
    charge240Hours: row.charge_240_hours,
    source: row.source ?? null,
    communityBattery: row.community_battery ?? null,
  };
}

function toIceModel(row: IceRow): IceModel {
  return {
    id: row.id,
    year: row.year,
    make: row.make,
    model: row.model,
    trim: row.trim,
    baseModel: row.base_model,
    vehicleType: row.vehicle_type,
    sizeClass: row.size_class,
    epaId: row.epa_id,
    msrpUsd: row.msrp,
    mpgCity: row.mpg_city,
    mpgHighway: row.mpg_highway,
    mpgCombined: row.mpg_combined,
    hybrid: row.hybrid,
    tankCapacityGallons: row.tank_capacity,
  };
}

/** The list order of the model tables (year descending, make, model): the order the comparables rule reads. */
const EV_COLUMNS = `e.id, e.year, e.make, e.model, e.trim, e.base_model, e.vehicle_type, e.size_class, e.epa_id,
  e.epa_range, e.battery_capacity, e.efficiency, e.msrp, e.charging_speed_l2, e.charging_speed_dcfc,
  e.charge_240_hours,
  case when s.id is null then null else jsonb_build_object('name', s.name, 'url', s.url) end as source,
  (select jsonb_build_object('usableKwh', c.usable_kwh::float8, 'model', c.model, 'variant', c.variant,
          'releaseYear', c.release_year)
   from community_battery_capacities c where c.record_id = e.community_battery_id) as community_battery`;

/**
 * The rows a calculator link can name (lib/calculators/vehicle-selection.ts): the one with its id, those of its
 * year and make (embedded or given), the newest of its make, the first of its year, and the first of all. The
 * link's vehicle is resolved over these as it would be over the whole table, in a few rows.
 */
async function loadLinkCandidates(keys: LinkVehicleKeys): Promise<EvModel[]> {
  const sql = db();
  const id = keys.id ?? null;
  const year = keys.year ?? null;
  const make = keys.make?.toLowerCase() ?? null;
  const embeddedYear = keys.embedded?.year ?? null;
  const embeddedMake = keys.embedded?.make?.toLowerCase() ?? null;
  const rows = await sql<EvRow[]>`
    select ${sql.unsafe(EV_COLUMNS)}
    from ev_models e left join data_sources s on s.id = e.source_id
    where e.id = ${id}
       or (e.year = ${year} and lower(e.make) = ${make})
       or (e.year = ${embeddedYear} and lower(e.make) = ${embeddedMake})
       or e.id = (select id from ev_models where lower(make) = ${make}
                  order by year desc, make, model, trim, id limit 1)
       or e.id = (select id from ev_models where year = ${year} order by make, model, trim, id limit 1)
       or e.id = (select id from ev_models order by year desc, make, model, trim, id limit 1)
    order by e.year desc, e.make, e.model, e.trim, e.id`;
  return rows.map(toEvModel);
}

const readLinkCandidates = cachedReader(loadLinkCandidates, ['ev-link-candidates'], [TAGS.evModels]);

/** The EV rows a link's vehicle is resolved over (see loadLinkCandidates); each source object shared. */
export async function evsForLink(keys: LinkVehicleKeys): Promise<EvModel[]> {
  return shareSources(await readLinkCandidates(keys));
}

/**
 * One object per source: a calculator page hands the rows to the browser, and React writes an object it has
 * already sent as a reference to the first copy (the cache returns a fresh object for every row).
 */
function shareSources(models: EvModel[]): EvModel[] {
  const shared = new Map<string, SourceLink>();
  return models.map((model) => {
    if (!model.source) return model;
    const key = sourceKey(model.source);
    const source = shared.get(key) ?? model.source;
    shared.set(key, source);
    return source === model.source ? model : { ...model, source };
  });
}

const {
  comparableMsrpWindowUsd: PRICE_WINDOW,
  comparableYearWindow: YEARS,
  maxComparableEvs,
  maxComparableGas,
} = RANGE_CONSTANTS;

/**
 * A row's body and, for the selected EV's body, its nearness (1 = the same body), written into the SQL from the
 * constants the rule reads (`BODY`, `NEAREST_BODIES` in lib/calculators/range.ts), so the two cannot drift; code,
 * never input.
 */
const bodySql = (column: string) =>
  `case lower(${column}) ${Object.entries(BODY)
    .map(([type, body]) => `when '${type}' then '${body}'`)
    .join(' ')} else 'car' end`;
const nearnessSql = (selectedBody: string, body: string) =>
  `array_position(case ${selectedBody} ${Object.entries(NEAREST_BODIES)
    .map(([own, order]) => `when '${own}' then array[${order.map((entry) => `'${entry}'`).join(', ')}]`)
    .join(' ')} end, ${body})`;

const quoted = (text: string) => `'${text.replace(/'/g, "''")}'`;

/**
 * A maker's market tier and, for it, the tiers from nearest to farthest, written into the SQL from the table the rule
 * reads (`MARKET_TIERS`, `NEAREST_TIERS` in lib/calculators/market-tier.ts); code, never input.
 */
const tierSql = (column: string) =>
  `case lower(${column}) ${Object.entries(MARKET_TIERS)
    .flatMap(([tier, makers]) => makers.map((maker) => `when ${quoted(maker.toLowerCase())} then '${tier}'`))
    .join(' ')} else 'mainstream' end`;
const tierOrderSql = (column: string) =>
  `case ${tierSql(column)} ${Object.entries(NEAREST_TIERS)
    .map(([own, order]) => `when '${own}' then array[${order.map(quoted).join(', ')}]`)
    .join(' ')} end`;

/**
 * The rows `findComparables` can pick for one EV, chosen in indexed SQL: the first rows of the price rule in list
 * order; for the EVs, the best row of each model family in the EV's EPA size class (or, when EPA rated none, its
 * class family) of the market tier nearest the EV's maker's; for the gas cars, the best row of each model family of
 * the maker's in the EV's class family, of the maker's nearest type, and of the EV's class across makers in the
 * nearest tier. Each set is cut at as many families as the rule
 * could still need after skipping those already taken. Over these rows the rule gives what it gives over the whole
 * tables (tests/integration/ev-options.test.ts checks every EV).
 */
async function loadEvSelection(id: number): Promise<EvSelection | null> {
  const sql = db();
  const [evRows, iceRows] = await Promise.all([
    sql<EvRow[]>`
      with sel as (
        select id, year, vehicle_type, msrp, size_class, size_class_family(size_class) as family, epa_range,
               ${sql.unsafe(tierOrderSql('make'))} as tiers
        from ev_models where id = ${id}
      ),
      near as (
        select e.id, e.size_class, size_class_family(e.size_class) as family,
               lower(e.make) || '|' || lower(coalesce(e.base_model, e.model)) as model_family,
               abs(e.epa_range - sel.epa_range) as gap, array_position(sel.tiers, ${sql.unsafe(tierSql('e.make'))}) as tier
        from ev_models e, sel
        where e.id <> sel.id and e.year between sel.year - ${YEARS} and sel.year + ${YEARS}
          and size_class_family(e.size_class) = sel.family
      ),
      pool as (
        select near.* from near, sel where near.size_class = sel.size_class
        union all
        select near.* from near where not exists (select 1 from near, sel where near.size_class = sel.size_class)
      ),
      best as (
        select distinct on (model_family) pool.id, pool.gap from pool
        where pool.tier = (select min(tier) from pool)
        order by model_family, pool.gap, pool.id
      ),
      priced as (
        select e.id from ev_models e, sel
        where sel.msrp is not null and e.msrp is not null and e.id <> sel.id and e.vehicle_type = sel.vehicle_type
          and abs(e.msrp - sel.msrp) <= ${PRICE_WINDOW} and e.year between sel.year - ${YEARS} and sel.year + ${YEARS}
        order by e.year desc, e.make, e.model, e.trim, e.id limit ${maxComparableEvs}
      ),
      chosen as (
        select id from sel
        union select id from priced
        union (select id from best order by gap, id limit ${1 + 2 * maxComparableEvs})
      )
      select ${sql.unsafe(EV_COLUMNS)}
      from ev_models e left join data_sources s on s.id = e.source_id
      where e.id in (select id from chosen)
      order by e.year desc, e.make, e.model, e.trim, e.id`,
    sql<IceRow[]>`
      with sel as (
        select year, make, vehicle_type, msrp, size_class, size_class_family(nullif(size_class, '')) as family,
               ${sql.unsafe(bodySql('vehicle_type'))} as body, ${sql.unsafe(tierOrderSql('make'))} as tiers
        from ev_models where id = ${id}
      ),
      near as (
        select i.id, i.size_class, lower(i.make) || '|' || lower(coalesce(i.base_model, i.model)) as model_family,
               coalesce(i.mpg_combined, (i.mpg_city + i.mpg_highway) / 2.0) as mpg,
               array_position(sel.tiers, ${sql.unsafe(tierSql('i.make'))}) as tier
        from ice_models i, sel
        where i.year between sel.year - ${YEARS} and sel.year + ${YEARS}
          and size_class_family(i.size_class) = sel.family
      ),
      pool as (
        select near.* from near, sel where near.size_class = sel.size_class
        union all
        select near.* from near where not exists (select 1 from near, sel where near.size_class = sel.size_class)
      ),
      best as (
        select distinct on (model_family) pool.id, pool.mpg from pool
        where pool.tier = (select min(tier) from pool)
        order by model_family, pool.mpg desc, pool.id
      ),
      own as (
        select i.id, lower(i.make) || '|' || lower(coalesce(i.base_model, i.model)) as model_family,
               coalesce(i.mpg_combined, (i.mpg_city + i.mpg_highway) / 2.0) as mpg,
               coalesce(size_class_family(nullif(i.size_class, '')) = sel.family, false) as in_class,
               ${sql.unsafe(nearnessSql('sel.body', bodySql('i.vehicle_type')))} as nearness
        from ice_models i, sel
        where lower(i.make) = lower(sel.make) and i.year between sel.year - ${YEARS} and sel.year + ${YEARS}
      ),
      own_class as (
        select distinct on (model_family) id, mpg from own where in_class order by model_family, mpg desc, id
      ),
      own_type as (
        select distinct on (model_family) id, mpg from own
        where not in_class and nearness = (select min(nearness) from own where not in_class)
        order by model_family, mpg desc, id
      ),
      priced as (
        select i.id from ice_models i, sel
        where sel.msrp is not null and i.msrp is not null and i.tank_capacity is not null
          and i.vehicle_type = sel.vehicle_type and abs(i.msrp - sel.msrp) <= ${PRICE_WINDOW}
          and i.year between sel.year - ${YEARS} and sel.year + ${YEARS}
        order by i.year desc, i.make, i.model, i.trim, i.id limit ${maxComparableGas}
      ),
      chosen as (
        select id from priced
        union (select id from best order by mpg desc, id limit ${2 * maxComparableGas})
        union (select id from own_class order by mpg desc, id limit ${2 * maxComparableGas})
        union (select id from own_type order by mpg desc, id limit ${2 * maxComparableGas})
      )
      select id, year, make, model, trim, base_model, vehicle_type, size_class, epa_id, msrp, mpg_city,
             mpg_highway, mpg_combined, hybrid, tank_capacity
      from ice_models where id in (select id from chosen)
      order by year desc, make, model, trim, id`,
  ]);
  const evs = shareSources(evRows.map(toEvModel));
  const vehicle = evs.find((entry) => entry.id === id);
  return vehicle ? { vehicle, comparables: findComparables(vehicle, evs, iceRows.map(toIceModel)) } : null;
}

async function loadEvYears(): Promise<number[]> {
  const rows = await db()<{ year: number }[]>`select distinct year from ev_models order by year desc`;
  return rows.map((row) => row.year);
}

async function loadEvMakes(year: number): Promise<string[]> {
  const rows = await db()<{ make: string }[]>`
    select distinct make from ev_models where year = ${year} order by make`;
  return rows.map((row) => row.make);
}

async function loadEvModelOptions(year: number, make: string): Promise<EvOption[]> {
  return db()<EvOption[]>`
    select id, model, trim, epa_range::float8 as "epaRangeMiles" from ev_models
    where year = ${year} and make = ${make}
    order by model, trim, id`;
}

const readEvYears = cachedReader(loadEvYears, ['ev-years'], [TAGS.evModels]);
const readEvMakes = cachedReader(loadEvMakes, ['ev-makes'], [TAGS.evModels]);
const readEvModelOptions = cachedReader(loadEvModelOptions, ['ev-model-options'], [TAGS.evModels]);

/** Years always; makes once a year is chosen; models once a make is chosen (each step cached on its own). */
export async function getEvOptions(year?: number, make?: string): Promise<EvOptions> {
  const [years, makes, models] = await Promise.all([
    readEvYears(),
    year === undefined ? Promise.resolve([]) : readEvMakes(year),
    year === undefined || !make ? Promise.resolve([]) : readEvModelOptions(year, make),
  ]);
  return { years, year, makes, make: year === undefined ? undefined : make, models };
}

const readEvSelection = cachedReader(loadEvSelection, ['ev-selection'], [TAGS.evModels]);

/** The EV with this id and its comparables, or undefined when there is none. */
export async function getEvSelection(id: number): Promise<EvSelection | undefined> {
  return (await readEvSelection(id)) ?? undefined;
}

/** What a calculator page hands its form: the options for the vehicle in the link, and that vehicle's figures. */
export async function getEvChoice(values: { year: string; make: string; id: string }): Promise<EvChoice> {
  const year = values.year === '' ? undefined : Number(values.year);
  const [options, selection] = await Promise.all([
    getEvOptions(year, values.make || undefined),
    values.id === '' ? undefined : getEvSelection(Number(values.id)),
  ]);
  return { options, selection: selection ?? null };
}
