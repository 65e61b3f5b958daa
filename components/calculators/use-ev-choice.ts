'use client';

import { useEffect, useMemo, useState } from 'react';
import { selectionRows, type EvModel, type EvSelection, type IceModel } from '@/lib/calculators/range';
import type { EvChoice, EvOptions } from '@/lib/calculators/vehicle-selection';
import type { VehicleValues } from '@/lib/calculators/forms/vehicle';

/** What the form knows of the EV table: the cascade's options for the chosen year and make, and the chosen EV. */
export interface EvChoiceState {
  years: number[];
  /** The makes of the chosen year (empty while they load). */
  makes: string[];
  /** The models of the chosen year and make (empty while they load). */
  models: EvOptions['models'];
  /** The chosen EV and its comparable EVs: the rows the form's results read. */
  evs: EvModel[];
  /** The chosen EV's comparable gas cars. */
  ices: IceModel[];
  loading: boolean;
  failed: boolean;
}

async function getJson<T>(url: string, signal: AbortSignal): Promise<T> {
  const response = await fetch(url, { signal });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/**
 * Loads the cascade one step at a time (cached GET route handlers), so that a calculator page never carries the
 * whole EV table: the makes when the year changes, the models when the make changes, and the chosen EV with
 * its comparables when the model changes. The server hands over what the link already names.
 */
export function useEvChoice(initial: EvChoice, values: VehicleValues): EvChoiceState {
  const [options, setOptions] = useState<EvOptions>(initial.options);
  const [selection, setSelection] = useState<EvSelection | null>(initial.selection);
  const [failed, setFailed] = useState(false);
  const year = values.year === '' ? undefined : Number(values.year);
  const make = year === undefined ? undefined : values.make || undefined;
  const id = values.id === '' ? undefined : Number(values.id);
  const optionsCurrent = options.year === year && options.make === make;
  const selectionCurrent = id === undefined || selection?.vehicle.id === id;

  useEffect(() => {
    if (optionsCurrent) return;
    const controller = new AbortController();
    const query = new URLSearchParams();
    if (year !== undefined) query.set('year', String(year));
    if (make) query.set('make', make);
    getJson<EvOptions>(`/api/ev-models?${query}`, controller.signal).then(
      (next) => {
        setOptions(next);
        setFailed(false);
      },
      () => {
        if (!controller.signal.aborted) setFailed(true);
      },
    );
    return () => controller.abort();
  }, [optionsCurrent, year, make]);

  useEffect(() => {
    if (selectionCurrent || id === undefined) return;
    const controller = new AbortController();
    getJson<EvSelection>(`/api/ev-models/${id}`, controller.signal).then(
      (next) => {
        setSelection(next);
        setFailed(false);
      },
      () => {
        if (!controller.signal.aborted) setFailed(true);
      },
    );
    return () => controller.abort();
  }, [selectionCurrent, id]);

  const chosen = id !== undefined && selection?.vehicle.id === id ? selection : null;
  const rows = useMemo(() => selectionRows(chosen), [chosen]);
  return {
    years: options.years,
    makes: year !== undefined && options.year === year ? options.makes : [],
    models: optionsCurrent && make ? options.models : [],
    ...rows,
    loading: !failed && (!optionsCurrent || !selectionCurrent),
    failed,
  };
}
