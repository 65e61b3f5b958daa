'use client';

import { useId, useState, useSyncExternalStore } from 'react';
import { formatNumber } from '@/lib/calculators/format';
import { TIRE_CONSTANTS, TIRE_WARNINGS } from '@/lib/calculators/tire-pressure';
import { kitTireResult, type KitTireFields } from '@/lib/field-kit/tires';
import { parseSidewall, sizeDimensions } from '@/lib/tires/size';

const input =
  'mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 dark:border-slate-700 dark:bg-slate-900';
const card = 'rounded-xl border border-slate-200 p-4 dark:border-slate-800';
const muted = 'text-slate-600 dark:text-slate-400';

const EMPTY: KitTireFields = { rangeMiles: '', kwhPer100Mi: '', currentPsi: '', targetPsi: '', annualMiles: '', centsPerKwh: '' };

const PRESSURE_FIELDS: { name: keyof KitTireFields; label: string; hint?: string }[] = [
  { name: 'rangeMiles', label: 'EPA range (mi)', hint: 'The model’s EPA range, as on its window sticker.' },
  { name: 'kwhPer100Mi', label: 'Consumption kWh/100 mi (optional)', hint: 'For the energy lost a year.' },
  { name: 'currentPsi', label: 'Current PSI' },
  { name: 'targetPsi', label: 'Target PSI', hint: `Recommended: ${TIRE_CONSTANTS.defaultRecommendedText} (typical); the door placard gives the model’s.` },
  { name: 'annualMiles', label: 'Annual miles (optional)', hint: 'Blank uses 12,000 miles.' },
  { name: 'centsPerKwh', label: 'Electricity ¢/kWh (optional)' },
];

/** The address does not change while the page is open: a full load brings the kit's page anew. */
const unchanging = () => () => undefined;
const sizeInAddress = () => new URLSearchParams(window.location.search).get('size') ?? '';

/**
 * The field kit's tire tools (docs/product/field-kit.md § What works offline): the size arithmetic of the tire
 * directory's size search and the tire-pressure calculation, drawn in the browser with the online tools' own
 * functions. Opened offline at /tire-fitment?size=… the typed size is the address's.
 */
export function KitTires() {
  const id = useId();
  const fromAddress = useSyncExternalStore(unchanging, sizeInAddress, () => '');
  const [typed, setSize] = useState<string>();
  const size = typed ?? fromAddress;
  const [fields, setFields] = useState<KitTireFields>(EMPTY);
  const reading = size.trim() ? parseSidewall(size) : null;
  const dimensions = reading ? sizeDimensions(reading.size) : null;
  const service = reading ? [reading.loadIndex, reading.speedRating].filter((part) => part !== undefined).join('') : '';
  const result = kitTireResult(fields);
  const current = Number(fields.currentPsi);
  const lowPressure = fields.currentPsi.trim() !== '' && current > 0 && current < TIRE_CONSTANTS.lowPressurePsi;

  return (
    <div className="mx-auto max-w-3xl space-y-10 px-4 py-10">
      <div>
        <h1 className="text-3xl font-bold">Tire tools</h1>
        <p className={`mt-2 ${muted}`}>From your field kit: both compute on this device, with or without a connection.</p>
      </div>

      <section aria-labelledby={`${id}-size`} className="space-y-4">
        <h2 id={`${id}-size`} className="text-xl font-semibold">
          Tire size arithmetic
        </h2>
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
                <dd className="font-semibold">about {dimensions.revolutionsPerMile.toLocaleString('en-US')}</dd>
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

      <section aria-labelledby={`${id}-pressure`} className="space-y-4">
        <h2 id={`${id}-pressure`} className="text-xl font-semibold">
          Tire pressure and range
        </h2>
        <p className={`text-sm ${muted}`}>
          The kit holds no vehicle list: type the model’s EPA range. {TIRE_CONSTANTS.gainPercentPerPsi}% efficiency per PSI added, capped at{' '}
          {TIRE_CONSTANTS.maxGainPercent}%.
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          {PRESSURE_FIELDS.map((field) => (
            <label key={field.name} htmlFor={`${id}-${field.name}`} className="block text-sm font-medium">
              {field.label}
              <input
                id={`${id}-${field.name}`}
                name={field.name}
                type="number"
                inputMode="decimal"
                step="any"
                min="0"
                value={fields[field.name]}
                onChange={(event) => setFields({ ...fields, [field.name]: event.target.value })}
                aria-describedby={field.hint ? `${id}-${field.name}-hint` : undefined}
                className={input}
              />
              {field.hint && (
                <span id={`${id}-${field.name}-hint`} className={`mt-1 block text-xs font-normal ${muted}`}>
                  {field.hint}
                </span>
              )}
            </label>
          ))}
        </div>
        {lowPressure && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800 dark:bg-red-950 dark:text-red-200">
            {TIRE_WARNINGS.lowPressure}
          </p>
        )}
        {result?.capped && (
          <p role="alert" className="rounded-lg bg-amber-50 p-3 text-sm font-medium text-amber-900 dark:bg-amber-950 dark:text-amber-100">
            {TIRE_WARNINGS.capped}
          </p>
        )}
        {result ? (
          <div className="space-y-3" data-testid="kit-tire-results">
            <dl className="grid gap-4 sm:grid-cols-3">
              <div className={card}>
                <dt className={`text-sm ${muted}`}>Efficiency gain</dt>
                <dd className="mt-1 text-2xl font-bold tabular-nums">{formatNumber(result.gainPercent, 1)}%</dd>
              </div>
              <div className={card}>
                <dt className={`text-sm ${muted}`}>Range increase</dt>
                <dd className="mt-1 text-2xl font-bold tabular-nums">{formatNumber(result.rangeIncreaseMiles, 1)} mi</dd>
              </div>
              <div className={card}>
                <dt className={`text-sm ${muted}`}>New total range</dt>
                <dd className="mt-1 text-2xl font-bold tabular-nums">{formatNumber(result.newRangeMiles, 1)} mi</dd>
              </div>
            </dl>
            {result.yearlyLoss && result.gainPercent > 0 && (
              <p className={`${card} text-sm`}>
                Driving {formatNumber(result.yearlyLoss.annualMiles)} mi a year at {fields.currentPsi} PSI instead of {fields.targetPsi} PSI uses about{' '}
                <strong>{formatNumber(result.yearlyLoss.kwh)} kWh</strong> more
                {result.yearlyLoss.usd !== null && (
                  <>
                    , or <strong>${formatNumber(result.yearlyLoss.usd, 2)}</strong> a year
                  </>
                )}
                .
              </p>
            )}
          </div>
        ) : (
          <p className={`text-sm ${muted}`}>Enter the EPA range and the current and target pressure to see the range you gain.</p>
        )}
      </section>

      <p className="text-sm">
        <a href="/field-kit" className="text-brand-700 underline hover:no-underline dark:text-brand-300">
          The field kit
        </a>
        : what is saved, and how to update it.
      </p>
    </div>
  );
}
