import type { ReactNode } from 'react';
import { TireCard } from '@/components/tires/tire-card';
import type { SizeDimensions, SidewallReading } from '@/lib/tires/size';
import { PLUS_SIZE_TOLERANCE_PERCENT } from '@/lib/tires/size';
import { DIRECTORY_MESSAGES } from '@/lib/tires/directory-messages';
import type { Tire } from '@/lib/tires/types';
import { formatDecimal } from '@/lib/number-format';

const formatDiff = (percent: number) =>
  percent === 0 ? 'same overall diameter' : `${percent > 0 ? '+' : '−'}${Math.abs(percent).toFixed(1)} % overall diameter`;

/**
 * A searched size: what it measures, and the listed tires within the plus-size tolerance of its overall diameter
 * that carry at least the load index and speed rating the driver typed from the sidewall.
 * docs/product/tire-directory.md § Search by size.
 */
export function SizeSearch({
  reading,
  dimensions,
  tires,
  sizeListed,
  suggestion,
}: {
  reading: SidewallReading;
  dimensions: SizeDimensions;
  /** The tires to show, closest diameter first, each with its size's difference from the searched one. */
  tires: { tire: Tire; diameterDiffPercent: number }[];
  /** True when the directory lists any tire in the size itself, whatever the filters keep. */
  sizeListed: boolean;
  /** The suggestion form, shown where no tire of the exact size is listed. */
  suggestion: ReactNode;
}) {
  const service = [reading.loadIndex, reading.speedRating].filter((part) => part !== undefined).join('');
  return (
    <div className="space-y-6">
      <section aria-labelledby="size-dimensions" className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
        <h2 id="size-dimensions" className="text-xl font-semibold">
          {dimensions.size}
          {service ? ` ${service}` : ''}
        </h2>
        <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-4">
          <div>
            <dt className="text-slate-600 dark:text-slate-400">Overall diameter</dt>
            <dd className="font-semibold">
              {dimensions.overallDiameterMm} mm / {dimensions.overallDiameterInches.toFixed(1)} in
            </dd>
          </div>
          <div>
            <dt className="text-slate-600 dark:text-slate-400">Section width</dt>
            <dd className="font-semibold">{dimensions.sectionWidthMm} mm</dd>
          </div>
          <div>
            <dt className="text-slate-600 dark:text-slate-400">Sidewall</dt>
            <dd className="font-semibold">{dimensions.sidewallMm} mm</dd>
          </div>
          <div>
            <dt className="text-slate-600 dark:text-slate-400">Revolutions per mile</dt>
            <dd className="font-semibold">about {formatDecimal(dimensions.revolutionsPerMile)}</dd>
          </div>
        </dl>
        <p className="mt-3 text-xs text-slate-600 dark:text-slate-400">
          Unloaded figures from the size itself; a tire on the car turns a little more often.
        </p>
      </section>
      {sizeListed ? null : (
        <div className="space-y-4">
          <p className="rounded-xl border border-dashed border-slate-300 p-4 text-slate-700 dark:border-slate-700 dark:text-slate-300">
            {DIRECTORY_MESSAGES.sizeNotListed}
          </p>
          {suggestion}
        </div>
      )}
      <section aria-labelledby="size-alternatives">
        <h2 id="size-alternatives" className="text-xl font-semibold">
          Listed tires within ±{PLUS_SIZE_TOLERANCE_PERCENT} % of its overall diameter
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {service
            ? `With ${[
                reading.loadIndex !== undefined ? `a load index of at least ${reading.loadIndex}` : null,
                reading.speedRating ? `a speed rating of at least ${reading.speedRating}` : null,
              ]
                .filter(Boolean)
                .join(' and ')}, as your sidewall shows.`
            : 'Add the load index and speed rating from your sidewall (for example 235/55R19 105V) to see only tires that meet them.'}{' '}
          A different size changes the speedometer reading and must fit the wheel and the wheel well; check the
          vehicle&apos;s placard.
        </p>
        {tires.length === 0 ? (
          <p className="mt-4 text-slate-600 dark:text-slate-400">No listed tire is within that range.</p>
        ) : (
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="size-alternatives">
            {tires.map(({ tire, diameterDiffPercent }) => (
              <li key={tire.id} className="space-y-1">
                <TireCard tire={tire} />
                <p className="text-xs text-slate-600 dark:text-slate-400">
                  {tire.size}: {formatDiff(diameterDiffPercent)}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
