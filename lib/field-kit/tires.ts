import { calculateTire, type TireResult } from '@/lib/calculators/tire-pressure';

/**
 * The field kit's tire-pressure form (docs/product/field-kit.md § What works offline): the kit holds no vehicle
 * table, so the technician types the figures the online calculator reads from the chosen model (its EPA range and,
 * optionally, its consumption), and the result is the online calculator's own `calculateTire`.
 */
export interface KitTireFields {
  rangeMiles: string;
  kwhPer100Mi: string;
  currentPsi: string;
  targetPsi: string;
  annualMiles: string;
  centsPerKwh: string;
}

/** A field's positive number, or undefined when blank or not a number above zero. */
function positive(text: string): number | undefined {
  if (text.trim() === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

/** The result for the typed figures, or null until the range and both pressures are numbers above zero. */
export function kitTireResult(fields: KitTireFields): TireResult | null {
  const epaRangeMiles = positive(fields.rangeMiles);
  const current = positive(fields.currentPsi);
  const target = positive(fields.targetPsi);
  if (epaRangeMiles === undefined || current === undefined || target === undefined) return null;
  return calculateTire({ epaRangeMiles, efficiencyKwhPer100Mi: positive(fields.kwhPer100Mi) ?? null }, current, target, {
    annualMiles: positive(fields.annualMiles),
    electricityRateCentsPerKwh: positive(fields.centsPerKwh),
  });
}
