import { SlidersHorizontal as SlidersHorizontalNode } from 'lucide';
import { Link } from '@/components/ui/site-link';
import { Button } from '@/components/ui/button';
import { AutoSubmitForm } from '@/components/vehicles/auto-submit-form';
import { lucideIcon } from '@/components/ui/icon';

const SlidersHorizontal = lucideIcon(SlidersHorizontalNode);

interface VehicleFiltersProps {
  action: string;
  brands: string[];
}

/**
 * The filter form, rendered on the server with nothing ticked: the page is static and the filters live in
 * the query string, which CompatibleTiresList reads in the browser and ticks here.
 */
export function VehicleFilters({ action, brands }: VehicleFiltersProps) {
  return (
    <details className="rounded-xl border border-slate-200 dark:border-slate-800">
      <summary className="flex cursor-pointer items-center gap-2 px-4 py-3 font-semibold">
        <SlidersHorizontal className="size-4" aria-hidden />
        Filters
      </summary>
      <AutoSubmitForm
        action={action}
        method="get"
        className="space-y-4 border-t border-slate-200 p-4 dark:border-slate-800"
      >
        <fieldset>
          <legend className="text-sm font-medium">Brand</legend>
          <div className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
            {brands.map((brand) => (
              <label key={brand} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  name="brand"
                  value={brand}
                  className="size-4 accent-brand-600"
                />
                {brand}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              name="ev"
              value="1"
              className="size-4 accent-brand-600"
            />
            EV-Rated Tires Only
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              name="oem"
              value="1"
              className="size-4 accent-brand-600"
            />
            OEM Approved Only
          </label>
        </div>
        <div className="flex items-center gap-4">
          <Button type="submit">Apply Filters</Button>
          <Link href={action} className="text-sm font-medium text-brand-700 underline dark:text-brand-500">
            Reset Filters
          </Link>
        </div>
      </AutoSubmitForm>
    </details>
  );
}
