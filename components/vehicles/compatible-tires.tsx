'use client';

import { Fragment, useLayoutEffect, useRef } from 'react';
import { useSearchParams } from 'next/navigation';
import { CompareForm } from '@/components/vehicles/compare-form';
import { applyVehicleFilters } from '@/lib/tires/filters';
import type { CompatibleTire } from '@/lib/tires/types';
import {
  NO_VEHICLE_FILTERS,
  readVehicleFilters,
  type VehicleFilters as Filters,
} from '@/lib/tires/vehicle-filters';

const EMPTY_COMPATIBLE = 'No compatible tires found for this vehicle with the selected filters.';

/** A table row rendered on the server, with the fields the filters read. */
type CompatibleTireRow = Pick<CompatibleTire, 'id' | 'brand' | 'isEvRated' | 'isApproved'> & {
  row: React.ReactNode;
};

interface CompatibleTiresListProps {
  /** The filter form (VehicleFilters), drawn on the server with nothing ticked. */
  form: React.ReactNode;
  /** The table's header row and every tire's row, drawn on the server (ratings, badges, Buy links). */
  head: React.ReactNode;
  rows: CompatibleTireRow[];
  /** The Compare button's classes (the site's secondary button), worked out on the server. */
  compareClassName: string;
  /** None applied when left out: the server's copy, before the browser reads the query. */
  filters?: Filters;
}

/**
 * The filters, the count and the table of the tires that pass them. From 768 px up a table; below that each
 * row is a card from the same markup, so the compare form posts each tire once and a phone never scrolls
 * sideways.
 */
export function CompatibleTiresList({
  form,
  head,
  rows,
  compareClassName,
  filters = NO_VEHICLE_FILTERS,
}: CompatibleTiresListProps) {
  const shown = applyVehicleFilters(rows, filters);
  const formBox = useRef<HTMLDivElement>(null);
  // Values, not the object: the filters are read afresh on every render.
  const { ev, oem } = filters;
  const brands = filters.brand.join('\n');

  // The form shows the query's filters, before paint: ticked as the query holds them (so 'Reset Filters' or
  // the back button unticks what it no longer holds), and open while any is applied.
  useLayoutEffect(() => {
    const box = formBox.current;
    if (!box) return;
    const ticked = new Set(brands ? brands.split('\n') : []);
    for (const input of box.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')) {
      input.checked = input.name === 'brand' ? ticked.has(input.value) : input.name === 'ev' ? ev : oem;
    }
    const details = box.querySelector('details');
    if (details) details.open = ticked.size > 0 || ev || oem;
  }, [brands, ev, oem]);

  return (
    <>
      <div ref={formBox}>{form}</div>
      <p className="text-sm text-slate-600 dark:text-slate-400" role="status">
        Showing {shown.length} of {rows.length} compatible {rows.length === 1 ? 'tire' : 'tires'}
      </p>
      {shown.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400">
          {EMPTY_COMPATIBLE}
        </p>
      ) : (
        <CompareForm buttonClassName={compareClassName}>
          <div className="rounded-xl border border-slate-200 md:overflow-x-auto dark:border-slate-800">
            <table className="w-full text-left text-sm max-md:block md:min-w-[48rem]">
              <caption className="sr-only">Compatible tires</caption>
              {head}
              <tbody className="divide-y divide-slate-100 max-md:block dark:divide-slate-900">
                {shown.map((tire) => (
                  <Fragment key={tire.id}>{tire.row}</Fragment>
                ))}
              </tbody>
            </table>
          </div>
        </CompareForm>
      )}
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
