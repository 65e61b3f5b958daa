import type { CompatibleTire } from '@/lib/tires/types';
import type { VehicleFilters } from '@/lib/tires/vehicle-filters';

/** How many tires the comparison shows side by side. */
export const MAX_COMPARE = 3;

/** The vehicle page's filters: any ticked brand, EV-rated only, OEM approved only. */
export function applyVehicleFilters<T extends Pick<CompatibleTire, 'brand' | 'isEvRated' | 'isApproved'>>(
  tires: T[],
  filters: VehicleFilters,
): T[] {
  return tires.filter(
    (tire) =>
      (filters.brand.length === 0 || filters.brand.includes(tire.brand)) &&
      (!filters.ev || tire.isEvRated) &&
      (!filters.oem || tire.isApproved),
  );
}
