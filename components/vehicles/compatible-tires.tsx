'use client';

import { useSearchParams } from 'next/navigation';
import { CompatibleTiresTable } from '@/components/vehicles/compatible-tires-table';
import { VehicleFilters } from '@/components/vehicles/vehicle-filters';
import { applyVehicleFilters } from '@/lib/tires/filters';
import type { CompatibleTire } from '@/lib/tires/types';
import {
  NO_VEHICLE_FILTERS,
  readVehicleFilters,
  type VehicleFilters as Filters,
} from '@/lib/validations/vehicle-filters';

interface CompatibleTiresListProps {
  /** The vehicle page's path: the filter form's action and 'Reset Filters'. */
  path: string;
  brands: string[];
  tires: CompatibleTire[];
  /** None applied when left out: the server's copy, before the browser reads the query. */
  filters?: Filters;
}

/** The filters, the count and the table of the tires that pass them. */
export function CompatibleTiresList({ path, brands, tires, filters = NO_VEHICLE_FILTERS }: CompatibleTiresListProps) {
  const shown = applyVehicleFilters(tires, filters);
  return (
    <>
      {/* Keyed by the filters: 'Reset Filters' or the back button must untick what the query no longer holds. */}
      <VehicleFilters key={JSON.stringify(filters)} action={path} brands={brands} current={filters} />
      <p className="text-sm text-slate-600 dark:text-slate-400" role="status">
        Showing {shown.length} of {tires.length} compatible {tires.length === 1 ? 'tire' : 'tires'}
      </p>
      <CompatibleTiresTable tires={shown} />
    </>
  );
}

/**
 * The list with the query string's filters. Reading the query here, in the browser, keeps the vehicle page
 * static (cached, and able to answer 404 with its not-found screen in the HTML); the server HTML holds the
 * unfiltered list as this component's Suspense fallback.
 */
export function CompatibleTires(props: Omit<CompatibleTiresListProps, 'filters'>) {
  const filters = readVehicleFilters(useSearchParams());
  return <CompatibleTiresList {...props} filters={filters} />;
}
