'use client';

import { useRouter } from 'next/navigation';
import { parseAsString, useQueryStates } from 'nuqs';
import { useEffect, useId, useState } from 'react';
import type { DirectoryOptions, DirectoryStart, DirectoryTrim } from '@/lib/tires/types';
import { DIRECTORY_MESSAGES } from '@/lib/tires/directory-messages';

const USE_OE = 'oe';
const NO_MATCH_MESSAGE = DIRECTORY_MESSAGES.noMatch;

const unique = <T,>(values: T[]) => [...new Set(values)];

interface Selection {
  year: string;
  make: string;
  model: string;
  trim: string;
}

/** The cascade's choices in the address (the page's own query parameters, lib/tires/queries.ts). */
const SELECTION_URL = {
  year: parseAsString.withDefault(''),
  make: parseAsString.withDefault(''),
  model: parseAsString.withDefault(''),
  trim: parseAsString.withDefault(''),
};

const optionsKey = (selection: Pick<Selection, 'year' | 'make' | 'model'>) =>
  new URLSearchParams(
    Object.entries({
      year: selection.year,
      make: selection.year ? selection.make : '',
      model: selection.year && selection.make ? selection.model : '',
    }).filter(([, value]) => value),
  ).toString();

const EMPTY: DirectoryOptions = { makes: [], models: [], trims: [] };

/** Where a trim leads: its vehicle page when a source gives its size, else the EV's page that says it does not. */
const trimHref = (trim: DirectoryTrim) =>
  trim.kind === 'fitment' ? `/tire-fitment/vehicle/${trim.id}` : `/tire-fitment/ev/${trim.id}`;

/**
 * Year → make → model → trim → tire size. The options of each step are asked of the server when the step before
 * changes (a cached GET), so the page never carries the whole table. Each change clears the selects after it
 * (the site's resets). The choices live in the address (nuqs), so Back, a reload or a shared link restore them;
 * the server has already read them from the link (`start.restored`). The size select opens the page: a size,
 * or "Don't Know, use OE" (the trim's OE size, or the EV's page where no source gives one).
 * docs/product/tire-directory.md § Cascade.
 */
export function VehicleCascade({ start }: { start: DirectoryStart }) {
  const router = useRouter();
  const id = useId();
  const knownMake = start.make ?? '';
  const restored = start.restored?.options;
  const fromServer: Selection = {
    year: restored?.year !== undefined ? String(restored.year) : '',
    make: restored?.make ?? knownMake,
    model: restored?.model ?? '',
    trim: start.restored?.trim ?? '',
  };
  const [url, setUrl] = useQueryStates(SELECTION_URL);
  const [edited, setEdited] = useState(false);
  // The address is read only in the browser; until it has a choice, the server's reading of the link stands.
  const selection: Selection = edited || url.year ? { ...url, make: url.make || knownMake } : fromServer;
  const setSelection = (update: (now: Selection) => Selection) => {
    const next = update(selection);
    setEdited(true);
    void setUrl({
      year: next.year || null,
      make: next.make || null,
      model: next.model || null,
      trim: next.trim || null,
    });
  };
  const [answer, setAnswer] = useState<{ key: string; options: DirectoryOptions }>(() => ({
    key: restored ? optionsKey(fromServer) : '',
    options: restored ?? EMPTY,
  }));
  const [failedKey, setFailedKey] = useState('');
  const [size, setSize] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [navigating, setNavigating] = useState(false);

  const { year, make, model } = selection;
  const query = optionsKey(selection);
  useEffect(() => {
    if (!year || answer.key === query) return;
    const controller = new AbortController();
    fetch(`/api/tire-fitment/options?${query}`, { signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`options answered ${response.status}`);
        setAnswer({ key: query, options: (await response.json()) as DirectoryOptions });
      })
      .catch(() => {
        if (!controller.signal.aborted) setFailedKey(query);
      });
    return () => controller.abort();
  }, [year, query, answer.key]);
  const loading = Boolean(year) && answer.key !== query && failedKey !== query;
  const failed = Boolean(year) && failedKey === query && answer.key !== query;
  const options = answer.options;

  // Options answered for an earlier selection are not offered while the current one loads.
  const current = options.year !== undefined && String(options.year) === year;
  const makes = year ? (current ? options.makes : []) : start.makes;
  const models = current && options.make === make ? options.models : [];
  const trimRows = current && options.make === make && options.model === model && model ? options.trims : [];
  const trims = unique(trimRows.map((row) => row.trim));
  const byTrim = trimRows.filter((row) => row.trim === selection.trim);
  const sizes = unique(byTrim.flatMap((row) => (row.oemTireSize ? [row.oemTireSize] : []))).sort();

  const open = (trim: DirectoryTrim | undefined) => {
    if (!trim) {
      setMessage(NO_MATCH_MESSAGE);
      return;
    }
    setMessage(null);
    setNavigating(true);
    router.push(trimHref(trim));
  };

  // Choosing a trim only enables the size select: the page opens on the size choice.
  const onTrim = (trim: string) => {
    setSelection((now) => ({ ...now, trim }));
    setSize('');
    setMessage(null);
  };

  const onSize = (value: string) => {
    setSize(value);
    if (!value) return;
    open(value === USE_OE ? byTrim[0] : byTrim.find((row) => row.oemTireSize === value));
  };

  const select =
    'mt-1 w-full rounded-md border border-slate-300 bg-white px-3 py-2 disabled:cursor-not-allowed disabled:opacity-50 dark:border-slate-700 dark:bg-slate-900';
  const waiting = (list: unknown[]) => loading && list.length === 0;

  return (
    <div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5" aria-busy={loading}>
        <label htmlFor={`${id}-year`} className="text-sm font-medium">
          Year
          <select
            id={`${id}-year`}
            className={select}
            value={selection.year}
            onChange={(event) => {
              // The site resets make on a year change; a make preselected from the link is kept (it has the year).
              setSelection(() => ({ year: event.target.value, make: knownMake, model: '', trim: '' }));
              setSize('');
              setMessage(null);
            }}
          >
            <option value="">Select year</option>
            {start.years.map((value) => (
              <option key={value} value={value}>
                {value}
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
              setSelection((now) => ({ ...now, make: event.target.value, model: '', trim: '' }));
              setSize('');
              setMessage(null);
            }}
          >
            <option value="">{year && waiting(makes) ? 'Loading…' : 'Select make'}</option>
            {unique(knownMake && !makes.includes(knownMake) ? [knownMake, ...makes] : makes).map((value) => (
              <option key={value} value={value}>
                {value}
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
              setSelection((now) => ({ ...now, model: event.target.value, trim: '' }));
              setSize('');
              setMessage(null);
            }}
          >
            <option value="">{make && waiting(models) ? 'Loading…' : 'Select model'}</option>
            {unique(model && !models.includes(model) ? [model, ...models] : models).map((value) => (
              <option key={value} value={value}>
                {value}
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
            disabled={!selection.model || trims.length === 0}
            onChange={(event) => onTrim(event.target.value)}
          >
            <option value="">{model && waiting(trims) ? 'Loading…' : 'Select trim'}</option>
            {trims.map((value) => (
              <option key={value} value={value}>
                {value}
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
            disabled={!selection.trim || byTrim.length === 0}
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
        {message || failed ? (
          <span className="text-red-700 dark:text-red-400">{message ?? DIRECTORY_MESSAGES.loadFailed}</span>
        ) : navigating ? (
          'Opening the vehicle page…'
        ) : null}
      </p>
    </div>
  );
}
