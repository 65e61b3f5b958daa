'use client';

import { useRouter } from 'next/navigation';
import { useId, useMemo, useState } from 'react';
import type { VehicleOption } from '@/lib/tires/types';

export const USE_OE = 'oe';
export const NO_MATCH_MESSAGE = 'No matching vehicle found in our database';

const unique = <T,>(values: T[]) => [...new Set(values)];

interface Selection {
  year: string;
  make: string;
  model: string;
  trim: string;
}

/**
 * Year → make → model → trim → tire size. Each change clears the selects after it (the site's resets);
 * a trim with one tire size, or any size choice, opens the vehicle page.
 */
export function VehicleCascade({
  vehicles,
  initialMake,
}: {
  vehicles: VehicleOption[];
  initialMake?: string;
}) {
  const router = useRouter();
  const id = useId();
  const knownMake =
    initialMake && vehicles.some((vehicle) => vehicle.make === initialMake) ? initialMake : '';
  const [selection, setSelection] = useState<Selection>({ year: '', make: knownMake, model: '', trim: '' });
  const [size, setSize] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [navigating, setNavigating] = useState(false);

  const years = useMemo(
    () =>
      unique(vehicles.filter((v) => !knownMake || v.make === knownMake).map((v) => v.year)).sort(
        (a, b) => b - a,
      ),
    [vehicles, knownMake],
  );
  const byYear = vehicles.filter((v) => !selection.year || String(v.year) === selection.year);
  const makes = unique(byYear.map((v) => v.make)).sort();
  const byMake = byYear.filter((v) => v.make === selection.make);
  const models = unique(byMake.map((v) => v.model)).sort();
  const byModel = selection.year ? byMake.filter((v) => v.model === selection.model) : [];
  const trims = unique(byModel.map((v) => v.trim)).sort();
  const byTrim = byModel.filter((v) => v.trim === selection.trim);
  const sizes = unique(byTrim.map((v) => v.oemTireSize)).sort();

  const open = (vehicle: VehicleOption | undefined) => {
    if (!vehicle) {
      setMessage(NO_MATCH_MESSAGE);
      return;
    }
    setMessage(null);
    setNavigating(true);
    router.push(`/tire-fitment/vehicle/${vehicle.id}`);
  };

  const onTrim = (trim: string) => {
    setSelection((current) => ({ ...current, trim }));
    setSize('');
    setMessage(null);
    const matches = byModel.filter((v) => v.trim === trim);
    if (trim && unique(matches.map((v) => v.oemTireSize)).length === 1) open(matches[0]);
  };

  const onSize = (value: string) => {
    setSize(value);
    if (!value) return;
    open(value === USE_OE ? byTrim[0] : byTrim.find((v) => v.oemTireSize === value));
  };

  const select =
    'mt-1 w-full rounded-md border border-slate-300 bg-white px-3 py-2 disabled:cursor-not-allowed disabled:opacity-50 dark:border-slate-700 dark:bg-slate-900';

  return (
    <div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        <label htmlFor={`${id}-year`} className="text-sm font-medium">
          Year
          <select
            id={`${id}-year`}
            className={select}
            value={selection.year}
            onChange={(event) => {
              const year = event.target.value;
              // The product description resets make on a year change; a make preselected from the link is kept when that year has it.
              const keepMake =
                knownMake && vehicles.some((v) => v.make === knownMake && String(v.year) === year);
              setSelection({ year, make: keepMake ? knownMake : '', model: '', trim: '' });
              setSize('');
              setMessage(null);
            }}
          >
            <option value="">Select year</option>
            {years.map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </select>
        </label>
        <label htmlFor={`${id}-make`} className="text-sm font-medium">
          Make
          <select
            id={`${id}-make`}
            className={select}
            value={selection.make}
            disabled={!selection.year && !knownMake}
            onChange={(event) => {
              setSelection((current) => ({ ...current, make: event.target.value, model: '', trim: '' }));
              setSize('');
              setMessage(null);
            }}
          >
            <option value="">Select make</option>
            {(selection.year ? makes : unique(vehicles.map((v) => v.make)).sort()).map((make) => (
              <option key={make} value={make}>
                {make}
              </option>
            ))}
          </select>
        </label>
        <label htmlFor={`${id}-model`} className="text-sm font-medium">
          Model
          <select
            id={`${id}-model`}
            className={select}
            value={selection.model}
            disabled={!selection.year || !selection.make}
            onChange={(event) => {
              setSelection((current) => ({ ...current, model: event.target.value, trim: '' }));
              setSize('');
              setMessage(null);
            }}
          >
            <option value="">Select model</option>
            {models.map((model) => (
              <option key={model} value={model}>
                {model}
              </option>
            ))}
          </select>
        </label>
        <label htmlFor={`${id}-trim`} className="text-sm font-medium">
          Trim
          <select
            id={`${id}-trim`}
            className={select}
            value={selection.trim}
            disabled={!selection.model}
            onChange={(event) => onTrim(event.target.value)}
          >
            <option value="">Select trim</option>
            {trims.map((trim) => (
              <option key={trim} value={trim}>
                {trim}
              </option>
            ))}
          </select>
        </label>
        <label htmlFor={`${id}-size`} className="text-sm font-medium">
          Tire Size
          <select
            id={`${id}-size`}
            className={select}
            value={size}
            disabled={!selection.trim}
            onChange={(event) => onSize(event.target.value)}
          >
            <option value="">Select size</option>
            <option value={USE_OE}>Don&apos;t Know, use OE</option>
            {sizes.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p className="mt-3 min-h-6 text-sm" role="status">
        {message ? (
          <span className="text-red-700 dark:text-red-400">{message}</span>
        ) : navigating ? (
          'Opening the vehicle page…'
        ) : null}
      </p>
    </div>
  );
}
