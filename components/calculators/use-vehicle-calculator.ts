'use client';

import type { UseQueryStatesKeysMap, Values } from 'nuqs';
import { useEffect, useRef } from 'react';
import { useCalculatorState } from '@/components/calculators/use-calculator-state';
import { useEvChoice } from '@/components/calculators/use-ev-choice';
import type { EvModel } from '@/lib/calculators/range';
import type { EvChoice } from '@/lib/calculators/vehicle-selection';
import type { VehicleValues } from '@/lib/calculators/forms/vehicle';

/** A calculator whose form starts with the year, make and model cascade: its URL state and the cascade's rows. */
export function useVehicleCalculator<Keys extends UseQueryStatesKeysMap, V extends VehicleValues>(
  vehicles: EvChoice,
  keys: Keys,
  fromLink: V,
  urlOf: (values: V, evs: EvModel[], shared: boolean) => Values<Keys>,
  fromUrl: (url: Values<Keys>) => V,
) {
  // The rows loaded for the chosen model, read when the form writes the URL (on the visitor's next change).
  const known = useRef<EvModel[]>([]);
  const [values, set] = useCalculatorState(
    keys,
    fromLink,
    (next) => urlOf(next, known.current, false),
    fromUrl,
  );
  const choice = useEvChoice(vehicles, values);
  const { evs } = choice;
  useEffect(() => {
    known.current = evs;
  }, [evs]);
  return { values, set, choice };
}
