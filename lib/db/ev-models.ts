import 'server-only';
import { cachedReader } from '@/lib/db/cached-reader';
import { db } from '@/lib/db/client';
import { TAGS } from '@/lib/db/tags';
import type { EvModel, IceModel, SourceLink } from '@/lib/calculators/range';

interface EvRow {
  id: number;
  year: number;
  make: string;
  model: string;
  trim: string;
  vehicle_type: string;
  epa_range: number;
  battery_capacity: number;
  efficiency: number;
  msrp: number;
  charging_speed_l2: number;
  charging_speed_dcfc: number | null;
  source?: SourceLink | null;
}

interface IceRow {
  id: number;
  year: number;
  make: string;
  model: string;
  trim: string;
  vehicle_type: string;
  msrp: number;
  mpg_city: number;
  mpg_highway: number;
  tank_capacity: number;
}

function toEvModel(row: EvRow): EvModel {
  return {
    id: row.id,
    year: row.year,
    make: row.make,
    model: row.model,
    trim: row.trim,
    vehicleType: row.vehicle_type,
    epaRangeMiles: row.epa_range,
    batteryCapacityKwh: row.battery_capacity,
    efficiencyKwhPer100Mi: row.efficiency,
    msrpUsd: row.msrp,
    chargingSpeedL2Kw: row.charging_speed_l2,
    chargingSpeedDcfcKw: row.charging_speed_dcfc,
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
    vehicleType: row.vehicle_type,
    msrpUsd: row.msrp,
    mpgCity: row.mpg_city,
    mpgHighway: row.mpg_highway,
    tankCapacityGallons: row.tank_capacity,
  };
}

/** All EV models in the spec's order: year descending, make, model. */
async function loadEvModels(): Promise<EvModel[]> {
  const rows = await db()<EvRow[]>`
      select e.id, e.year, e.make, e.model, e.trim, e.vehicle_type, e.epa_range, e.battery_capacity, e.efficiency,
             e.msrp, e.charging_speed_l2, e.charging_speed_dcfc,
             case when s.id is null then null else jsonb_build_object('name', s.name, 'url', s.url) end as source
      from ev_models e left join data_sources s on s.id = e.source_id
      order by e.year desc, e.make, e.model, e.trim`;
  return rows.map(toEvModel);
}

/** All gas models in the spec's order: year descending, make, model. */
async function loadIceModels(): Promise<IceModel[]> {
  const rows = await db()<IceRow[]>`
      select id, year, make, model, trim, vehicle_type, msrp, mpg_city, mpg_highway, tank_capacity
      from ice_models order by year desc, make, model, trim`;
  return rows.map(toIceModel);
}

const readEvModels = cachedReader(loadEvModels, ['ev-models'], [TAGS.evModels]);

/**
 * The models with one object per source. The 163 models cite 74 sources, and a calculator page hands all
 * of them to the browser: React writes an object it has already sent as a reference to the first copy,
 * so each source's name and address is sent once (the cache returns a fresh object for every row).
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

export const listIceModels = cachedReader(loadIceModels, ['ice-models'], [TAGS.evModels]);
