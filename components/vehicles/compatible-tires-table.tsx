import { Suspense } from 'react';
import { Link } from '@/components/ui/site-link';
import { EvBadge, OemBadge } from '@/components/tires/badges';
import { RatingBar } from '@/components/tires/rating-bar';
import { buttonVariants } from '@/components/ui/button';
import { CompatibleTires, CompatibleTiresList } from '@/components/vehicles/compatible-tires';
import { VehicleFilters } from '@/components/vehicles/vehicle-filters';
import { barWidths, loadBand, noiseBand, rollingResistanceText, speedBand } from '@/lib/tires/reference';
import { whereToBuyLinks } from '@/lib/tires/retailers';
import type { CompatibleTire } from '@/lib/tires/types';

const HEAD = (
  <thead className="bg-slate-50 text-xs uppercase text-slate-500 max-md:sr-only dark:bg-slate-900 dark:text-slate-400">
    <tr>
      {['Compare', 'Brand/Model', 'Size', 'Ratings', 'Buy'].map((name) => (
        <th key={name} scope="col" className="px-3 py-2">
          {name}
        </th>
      ))}
    </tr>
  </thead>
);

/**
 * One tire's row: on a phone a card with the name, compare box and Buy on its first line, the size on the
 * next and the four ratings under them.
 */
function CompatibleTireRow({ tire }: { tire: CompatibleTire }) {
  const buy = whereToBuyLinks(tire)[0]!;
  return (
    <tr
      data-testid="compatible-tire"
      className="max-md:grid max-md:grid-cols-[auto_minmax(0,1fr)_auto] max-md:items-start max-md:gap-x-3 max-md:gap-y-2 max-md:p-3"
    >
      <td className="px-3 py-3 max-md:block max-md:p-0 max-md:pt-0.5">
        <input
          type="checkbox"
          name="ids"
          value={tire.id}
          aria-label={`Compare ${tire.brand} ${tire.model}`}
          className="size-4 accent-brand-600"
        />
      </td>
      <td className="px-3 py-3 max-md:block max-md:p-0">
        <Link href={`/tire-fitment/tire/${tire.id}`} className="font-semibold hover:underline">
          {tire.brand} {tire.model}
        </Link>
        <div className="mt-1 flex flex-wrap gap-1">
          {tire.isEvRated ? <EvBadge label="EV" /> : null}
          {tire.isApproved ? <OemBadge /> : null}
        </div>
      </td>
      <td className="px-3 py-3 whitespace-nowrap max-md:col-start-2 max-md:col-end-4 max-md:row-start-2 max-md:block max-md:p-0">
        <span className="text-xs text-slate-500 md:hidden dark:text-slate-400">Size </span>
        {tire.size}
        <div className="text-xs text-slate-500 max-md:ml-2 max-md:inline dark:text-slate-400">
          {tire.loadIndex}
          {tire.speedRating}
        </div>
      </td>
      <td className="px-3 py-3 max-md:col-span-3 max-md:row-start-3 max-md:block max-md:p-0">
        <div className="grid grid-cols-2 gap-x-4 gap-y-2">
          <RatingBar
            compact
            label="Load"
            width={barWidths.load(tire.loadIndex)}
            detail={`${tire.loadIndex} · ${loadBand(tire.loadIndex)}`}
          />
          <RatingBar
            compact
            label="Speed"
            width={barWidths.speed(tire.speedRating)}
            detail={`${tire.speedRating} · ${speedBand(tire.speedRating) ?? 'unknown'}`}
          />
          <RatingBar
            compact
            label="Efficiency"
            width={barWidths.efficiency(tire.rollingResistance)}
            detail={rollingResistanceText(tire.rollingResistance)}
          />
          <RatingBar
            compact
            label="Noise"
            width={barWidths.noise(tire.noiseLevelDb)}
            detail={`${tire.noiseLevelDb} dB · ${noiseBand(tire.noiseLevelDb)}`}
          />
        </div>
      </td>
      <td className="px-3 py-3 max-md:col-start-3 max-md:row-start-1 max-md:block max-md:p-0">
        <a
          href={buy.href}
          target="_blank"
          rel="sponsored noopener noreferrer"
          className={buttonVariants({ size: 'xs', className: 'whitespace-nowrap' })}
          aria-label={`Buy ${tire.brand} ${tire.model} (${buy.retailer} search)`}
        >
          Buy
        </a>
      </td>
    </tr>
  );
}

/**
 * The compatible tires with the visitor's filters. Every row is drawn here on the server, so the browser
 * gets the rows and the form and the few lines that choose which rows show, not the ratings, badges,
 * retailer links' or the form's code.
 */
export function CompatibleTiresTable({ path, brands, tires }: { path: string; brands: string[]; tires: CompatibleTire[] }) {
  const props = {
    form: <VehicleFilters action={path} brands={brands} />,
    head: HEAD,
    compareClassName: buttonVariants({ variant: 'secondary' }),
    rows: tires.map((tire) => ({
      id: tire.id,
      brand: tire.brand,
      isEvRated: tire.isEvRated,
      isApproved: tire.isApproved,
      row: <CompatibleTireRow tire={tire} />,
    })),
  };
  return (
    <Suspense fallback={<CompatibleTiresList {...props} />}>
      <CompatibleTires {...props} />
    </Suspense>
  );
}
