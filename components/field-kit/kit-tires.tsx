'use client';

import { useId, useState, useSyncExternalStore, type ReactNode } from 'react';
// The size arithmetic alone: no other page's browser code imports it, so this page shares no module with the site's
// tools and their scripts stay as they are (decision 0460).
import { parseSidewall, sizeDimensions } from '@/lib/tires/size';
import { formatDecimal } from '@/lib/number-format';

const input =
  'mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 dark:border-slate-700 dark:bg-slate-900';
const card = 'rounded-xl border border-slate-200 p-4 dark:border-slate-800';
const muted = 'text-slate-600 dark:text-slate-400';

/** The address does not change while the page is open: a full load brings the kit's page anew. */
const unchanging = () => () => undefined;
const sizeInAddress = () => new URLSearchParams(window.location.search).get('size') ?? '';

/**
 * The field kit's tire size arithmetic (docs/product/field-kit.md § What works offline): what the tire directory's
 * size search shows of a size, drawn in the browser with the same functions. Opened offline at /tire-fitment?size=…
 * the size is the address's.
 */
export function KitTires({ children }: { children?: ReactNode }) {
  const id = useId();
  const fromAddress = useSyncExternalStore(unchanging, sizeInAddress, () => '');
  const [typed, setSize] = useState<string>();
  const size = typed ?? fromAddress;
  const reading = size.trim() ? parseSidewall(size) : null;
  const dimensions = reading ? sizeDimensions(reading.size) : null;
  const service = reading ? [reading.loadIndex, reading.speedRating].filter((part) => part !== undefined).join('') : '';

  return (
    <div className="mx-auto max-w-3xl space-y-10 px-4 py-10">
      <div>
        <h1 className="text-3xl font-bold">Tire size and pressure</h1>
        <p className={`mt-2 ${muted}`}>From your field kit: it computes on this device, with or without a connection.</p>
      </div>

      <section aria-label="Tire size" className="space-y-4">
        <h2 className="text-2xl font-bold">Tire size arithmetic</h2>
        <label htmlFor={`${id}-size-input`} className="block text-sm font-medium">
          Tire size, as on the sidewall
          <input
            id={`${id}-size-input`}
            name="size"
            value={size}
            onChange={(event) => setSize(event.target.value)}
            placeholder="e.g. 235/55R19 105V"
            autoComplete="off"
            className={input}
          />
        </label>
        {dimensions ? (
          <div className={card} data-testid="kit-size-dimensions">
            <h3 className="text-lg font-semibold">
              {dimensions.size}
              {service ? ` ${service}` : ''}
            </h3>
            <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-4">
              <div>
                <dt className={muted}>Overall diameter</dt>
                <dd className="font-semibold">
                  {dimensions.overallDiameterMm} mm / {dimensions.overallDiameterInches.toFixed(1)} in
                </dd>
              </div>
              <div>
                <dt className={muted}>Section width</dt>
                <dd className="font-semibold">{dimensions.sectionWidthMm} mm</dd>
              </div>
              <div>
                <dt className={muted}>Sidewall</dt>
                <dd className="font-semibold">{dimensions.sidewallMm} mm</dd>
              </div>
              <div>
                <dt className={muted}>Revolutions per mile</dt>
                <dd className="font-semibold">about {formatDecimal(dimensions.revolutionsPerMile)}</dd>
              </div>
            </dl>
            <p className={`mt-3 text-xs ${muted}`}>Unloaded figures from the size itself; a tire on the car turns a little more often.</p>
          </div>
        ) : (
          <p className={`text-sm ${muted}`} role="status">
            {size.trim() ? 'Not a tire size: type it as on the sidewall, e.g. 235/55R19.' : 'Type a size to see its diameter, width, sidewall and revolutions per mile.'}
          </p>
        )}
      </section>

      {children}

      <p className="text-sm">
        <a href="/field-kit" className="text-brand-700 underline hover:no-underline dark:text-brand-300">
          The field kit
        </a>
        : what is saved, and how to update it.
      </p>
    </div>
  );
}
