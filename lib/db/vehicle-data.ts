import 'server-only';
import { cachedReader } from '@/lib/db/cached-reader';
import { db } from '@/lib/db/client';
import { TAGS } from '@/lib/db/tags';
import type { ManufacturerSummary, DataSource } from '@/lib/db/types';

/** The site's year range when ev_models is empty. */
const DEFAULT_YEAR_RANGE = { min: 2015, max: 2025 } as const;

interface CompletenessRow {
  label: string;
  filled: number;
  total: number;
}

interface VehicleDataStats {
  evModelCount: number;
  iceModelCount: number;
  vehicleCount: number;
  tireCount: number;
  fitmentCount: number;
  makeCount: number;
  yearRange: { min: number; max: number; fromData: boolean };
  /** ISO time of the latest vehicle_data_completion sync, or null when none is recorded. */
  latestSync: { date: string; status: string } | null;
  manufacturers: ManufacturerSummary[];
  completeness: CompletenessRow[];
  sources: DataSource[];
}

const loadVehicleDataStats = async (): Promise<VehicleDataStats> => {
  const sql = db();
  const [[counts], makes, sync, completeness, sources] = await Promise.all([
    sql<
      {
        ev: number;
        ice: number;
        vehicles: number;
        tires: number;
        fitments: number;
        min_year: number | null;
        max_year: number | null;
      }[]
    >`
        select (select count(*)::int from ev_models) as ev,
               (select count(*)::int from ice_models) as ice,
               (select count(*)::int from vehicles) as vehicles,
               (select count(*)::int from tires) as tires,
               (select count(*)::int from fitments) as fitments,
               (select min(year) from ev_models) as min_year,
               (select max(year) from ev_models) as max_year`,
    sql<
      {
        make: string;
        ev: number;
        ice: number;
        fitment: number;
        min_year: number | null;
        max_year: number | null;
        source_ids: string[];
      }[]
    >`
        with rows as (
          select make, 'ev' as kind, year, source_id from ev_models
          union all select make, 'ice', year, source_id from ice_models
          union all select make, 'fitment', year, source_id from vehicles
        ),
        refs as (
          select make, source_id from rows
          union select make, unnest(other_source_ids) from ev_models
          union select make, unnest(other_source_ids) from ice_models
        )
        select r.make,
               count(*) filter (where kind = 'ev')::int as ev,
               count(*) filter (where kind = 'ice')::int as ice,
               count(*) filter (where kind = 'fitment')::int as fitment,
               min(year) as min_year, max(year) as max_year,
               coalesce(
                 (select array_agg(s.id order by s.name)
                  from data_sources s
                  where s.id in (select source_id from refs where refs.make = r.make and source_id is not null)),
                 '{}') as source_ids
        from rows r
        group by r.make
        order by r.make`,
    sql<{ sync_date: Date; status: string }[]>`
        select sync_date, status from sync_logs where type = 'vehicle_data_completion'
        order by sync_date desc limit 1`,
    sql<{ label: string; filled: number; total: number }[]>`
        select 'Vehicles: OEM tire size' as label, count(*) filter (where oem_tire_size <> '')::int as filled, count(*)::int as total from vehicles
        union all select 'Vehicles: source recorded', count(source_id)::int, count(*)::int from vehicles
        union all select 'Vehicles: minimum load index and speed rating',
          count(*) filter (where load_index_min is not null and speed_rating_min is not null)::int, count(*)::int from vehicles
        union all select 'Tires: rolling resistance grade', count(rolling_resistance)::int, count(*)::int from tires
        union all select 'Tires: noise level (dB)', count(noise_level_db)::int, count(*)::int from tires
        union all select 'Tires: OEM marking', count(*) filter (where cardinality(oem_certifications) > 0)::int, count(*)::int from tires
        union all select 'Tires: image', count(image_url)::int, count(*)::int from tires
        union all select 'Tires: source recorded', count(source_id)::int, count(*)::int from tires
        union all select 'EV models: EPA consumption (kWh/100 mi)', count(efficiency)::int, count(*)::int from ev_models
        union all select 'EV models: EPA 240 V charge time', count(charge_240_hours)::int, count(*)::int from ev_models
        union all select 'EV models: battery capacity', count(battery_capacity)::int, count(*)::int from ev_models
        union all select 'EV models: battery capacity, cited or community usable capacity (European specification)',
          count(*) filter (where battery_capacity is not null or community_battery_id is not null)::int, count(*)::int from ev_models
        union all select 'EV models: MSRP', count(msrp)::int, count(*)::int from ev_models
        union all select 'EV models: DC fast charging power', count(charging_speed_dcfc)::int, count(*)::int from ev_models
        union all select 'Gas models: MSRP and tank size', count(*) filter (where msrp is not null and tank_capacity is not null)::int, count(*)::int from ice_models`,
    sql<
      {
        id: string;
        name: string;
        url: string;
        description: string;
        data_provided: string;
        accessed_on: string | null;
      }[]
    >`
        select id, name, url, description, data_provided, to_char(accessed_on, 'YYYY-MM-DD') as accessed_on
        from data_sources order by name`,
  ]);
  const fromData = counts?.min_year != null && counts.max_year != null;
  return {
    evModelCount: counts?.ev ?? 0,
    iceModelCount: counts?.ice ?? 0,
    vehicleCount: counts?.vehicles ?? 0,
    tireCount: counts?.tires ?? 0,
    fitmentCount: counts?.fitments ?? 0,
    makeCount: makes.length,
    yearRange: fromData
      ? { min: counts.min_year!, max: counts.max_year!, fromData: true }
      : { ...DEFAULT_YEAR_RANGE, fromData: false },
    latestSync: sync[0] ? { date: new Date(sync[0].sync_date).toISOString(), status: sync[0].status } : null,
    manufacturers: makes.map((row) => ({
      make: row.make,
      evModels: row.ev,
      iceModels: row.ice,
      fitmentVehicles: row.fitment,
      minYear: row.min_year,
      maxYear: row.max_year,
      sourceIds: row.source_ids,
    })),
    completeness: completeness.map((row) => ({ label: row.label, filled: row.filled, total: row.total })),
    sources: sources.map((row) => ({
      id: row.id,
      name: row.name,
      url: row.url,
      description: row.description,
      dataProvided: row.data_provided,
      accessedOn: row.accessed_on,
    })),
  };
};

export const getVehicleDataStats = cachedReader(loadVehicleDataStats, ['vehicle-data-stats'], [
  TAGS.vehicles,
  TAGS.tires,
  TAGS.evModels,
  TAGS.dataSources,
  TAGS.syncLogs,
]);
