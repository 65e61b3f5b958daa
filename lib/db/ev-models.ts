import 'server-only';
import { cachedReader } from '@/lib/db/cached-reader';
import { db } from '@/lib/db/client';
import { TAGS } from '@/lib/db/tags';
import {
  findComparables,
  gasCandidates,
  type EvModel,
  type EvSelection,
  type IceModel,
  type SourceLink,
} from '@/lib/calculators/range';
import type { EvChoice, EvOption, EvOptions } from '@/lib/calculators/vehicle-selection';

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

/** All EV models in the spec's order: year descending, make, model. */
async function loadEvModels(): Promise<EvModel[]> {
  const rows = await db()<EvRow[]>`
      select e.id, e.year, e.make, e.model, e.trim, e.base_model, e.vehicle_type, e.size_class, e.epa_id,
             e.epa_range, e.battery_capacity, e.efficiency, e.msrp, e.charging_speed_l2, e.charging_speed_dcfc,
             e.charge_240_hours,
             case when s.id is null then null else jsonb_build_object('name', s.name, 'url', s.url) end as source
      from ev_models e left join data_sources s on s.id = e.source_id
      order by e.year desc, e.make, e.model, e.trim, e.id`;
  return rows.map(toEvModel);
}

/** Every gas model in the spec's order: year descending, make, model (about 12,700 rows from EPA). */
async function loadAllIceModels(): Promise<IceModel[]> {
  const rows = await db()<IceRow[]>`
      select id, year, make, model, trim, base_model, vehicle_type, size_class, epa_id, msrp, mpg_city,
             mpg_highway, mpg_combined, hybrid, tank_capacity
      from ice_models order by year desc, make, model, trim, id`;
  return rows.map(toIceModel);
}

const readEvModels = cachedReader(loadEvModels, ['ev-models'], [TAGS.evModels]);

/**
 * The models with one object per source. The models cite few sources, and a calculator page hands all of them
 * to the browser: React writes an object it has already sent as a reference to the first copy, so each source's
 * name and address is sent once (the cache returns a fresh object for every row).
 */
export async function listEvModels(): Promise<EvModel[]> {
  const shared = new Map<string, SourceLink>();
  return (await readEvModels()).map((model) => {
    if (!model.source) return model;
    const key = `${model.source.url}\n${model.source.name}`;
    const source = shared.get(key) ?? model.source;
    shared.set(key, source);
    return source === model.source ? model : { ...model, source };
  });
}

/**
 * The gas models some EV has among its comparables, in list order. The whole EPA table is too large for one
 * data-cache entry and for a page, and the comparables rule picks only from these rows, so the same rule over
 * this list gives every EV the same comparables as over the whole table.
 */
async function loadComparableIceModels(): Promise<IceModel[]> {
  const [evs, ices] = await Promise.all([loadEvModels(), loadAllIceModels()]);
  const candidates = gasCandidates(ices);
  const chosen = new Set<number>();
  for (const ev of evs) for (const { vehicle } of findComparables(ev, evs, candidates(ev)).ices) chosen.add(vehicle.id);
  return ices.filter((ice) => chosen.has(ice.id));
}

export const listIceModels = cachedReader(
  loadComparableIceModels,
  ['ice-models-comparable'],
  [TAGS.evModels],
);
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

async function loadEvSelection(id: number): Promise<EvSelection | null> {
  const [evs, ices] = await Promise.all([listEvModels(), listIceModels()]);
  const vehicle = evs.find((entry) => entry.id === id);
  return vehicle ? { vehicle, comparables: findComparables(vehicle, evs, ices) } : null;
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
