import type { Sql } from 'postgres';
import type { EvModel, IceModel } from '@/lib/calculators/range';

/**
 * The whole EV and gas tables in the readers' shape and order. No request reads them whole; the tests do, to
 * check that what the readers choose in SQL is what the comparables rule chooses over everything.
 */
export async function allEvModels(sql: Sql): Promise<EvModel[]> {
  return sql<EvModel[]>`
    select id, year, make, model, trim, base_model as "baseModel", vehicle_type as "vehicleType",
           size_class as "sizeClass", epa_id as "epaId", epa_range as "epaRangeMiles",
           battery_capacity as "batteryCapacityKwh", efficiency as "efficiencyKwhPer100Mi", msrp as "msrpUsd",
           charging_speed_l2 as "chargingSpeedL2Kw", charging_speed_dcfc as "chargingSpeedDcfcKw",
           charge_240_hours as "charge240Hours"
    from ev_models order by year desc, make, model, trim, id`;
}

export async function allIceModels(sql: Sql): Promise<IceModel[]> {
  return sql<IceModel[]>`
    select id, year, make, model, trim, base_model as "baseModel", vehicle_type as "vehicleType",
           size_class as "sizeClass", epa_id as "epaId", msrp as "msrpUsd", mpg_city as "mpgCity",
           mpg_highway as "mpgHighway", mpg_combined as "mpgCombined", hybrid,
           tank_capacity as "tankCapacityGallons"
    from ice_models order by year desc, make, model, trim, id`;
}
