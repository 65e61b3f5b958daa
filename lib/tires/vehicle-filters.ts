/**
 * The vehicle page's tire filters, read from the query string in the browser. Plain checks rather than a
 * schema: the vehicle page is static and reads its query on the client, and a schema library would ride
 * along with its script for three fields.
 */
export interface VehicleFilters {
  brand: string[];
  ev: boolean;
  oem: boolean;
}

/** A ticked box arrives as "1", "true" or "on"; a repeated parameter counts by its last value. */
const flag = (values: string[]) => ['1', 'true', 'on'].includes(values.at(-1) ?? '');

export function readVehicleFilters(query: { getAll: (name: string) => string[] }): VehicleFilters {
  return {
    brand: query
      .getAll('brand')
      .map((item) => item.trim())
      .filter(Boolean)
      .slice(0, 50),
    ev: flag(query.getAll('ev')),
    oem: flag(query.getAll('oem')),
  };
}

export const NO_VEHICLE_FILTERS: VehicleFilters = { brand: [], ev: false, oem: false };
