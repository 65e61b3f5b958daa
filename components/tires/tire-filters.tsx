import { SlidersHorizontal as SlidersHorizontalNode } from 'lucide';
import { Link } from '@/components/ui/site-link';
import { Button } from '@/components/ui/button';
import { lucideIcon } from '@/components/ui/icon';

const SlidersHorizontal = lucideIcon(SlidersHorizontalNode);

interface TireFiltersProps {
  brands: string[];
  sizes: string[];
  current: { brand?: string; size?: string; ev: boolean };
}

/** A plain GET form (docs/product/tire-directory.md § Search by size): the filters land in the URL, so a result list can be shared and works without script. */
export function TireFilters({ brands, sizes, current }: TireFiltersProps) {
  const field =
    'mt-1 w-full rounded-md border border-slate-300 bg-white px-3 py-2 dark:border-slate-700 dark:bg-slate-900';
  return (
    <details open className="group rounded-xl border border-slate-200 dark:border-slate-800">
      <summary className="flex cursor-pointer items-center gap-2 px-4 py-3 font-semibold">
        <SlidersHorizontal className="size-4" aria-hidden />
        Filters
      </summary>
      <form
        action="/tire-fitment"
        method="get"
        className="grid gap-4 border-t border-slate-200 p-4 sm:grid-cols-4 dark:border-slate-800"
      >
        <input type="hidden" name="tab" value="tire" />
        <label className="text-sm font-medium">
          Brand
          <select name="brand" defaultValue={current.brand ?? ''} className={field}>
            <option value="">All brands</option>
            {brands.map((brand) => (
              <option key={brand} value={brand}>
                {brand}
              </option>
            ))}
          </select>
        </label>
        {/* Any size can be typed, as the sidewall shows it; the directory's own sizes are offered to pick. */}
        <label className="text-sm font-medium">
          Size
          <input
            name="size"
            defaultValue={current.size ?? ''}
            list="tire-sizes"
            placeholder="e.g. 235/55R19 105V"
            autoComplete="off"
            className={field}
          />
          <datalist id="tire-sizes">
            {sizes.map((size) => (
              <option key={size} value={size} />
            ))}
          </datalist>
        </label>
        <label className="flex items-center gap-2 self-end pb-2 text-sm font-medium">
          <input
            type="checkbox"
            name="ev"
            value="1"
            defaultChecked={current.ev}
            className="size-4 accent-brand-600"
          />
          EV-Rated Only
        </label>
        <div className="flex items-end gap-3">
          <Button type="submit">Search Tires</Button>
          <Link
            href="/tire-fitment?tab=tire"
            className="pb-2 text-sm text-slate-600 underline dark:text-slate-400"
          >
            Clear
          </Link>
        </div>
      </form>
    </details>
  );
}
