/** The battery estimate's form values, its link and its result (see vehicle.ts). */
import {
  calculateBattery,
  type BatteryResult,
  type Climate,
  type DcFastShare,
} from '@/lib/calculators/battery';
import type { EvModel } from '@/lib/calculators/range';
import {
  findVehicle,
  numberFromLink,
  vehicleFromLink,
  toolUrlOf,
  vehicleValuesOf,
  type FromLink,
  type VehicleValues,
} from '@/lib/calculators/forms/vehicle';
import {
  CALCULATOR_MESSAGES,
  CALCULATOR_PARAMS as P,
  readNumber,
  type BatteryUrl,
  type NumberReading,
} from '@/lib/calculators/forms/params';

export interface BatteryValues extends VehicleValues {
  mileage: string;
  dcfast: '' | DcFastShare;
  climate: '' | Climate;
}

function choiceFromLink<T extends string>(
  parser: { parse: (value: string) => T | null },
  text: string | null,
  message: string,
  issues: string[],
): '' | T {
  if (text === null) return '';
  const value = parser.parse(text);
  if (value === null) issues.push(message);
  return value ?? '';
}

export function batteryFromLink(url: BatteryUrl, evs: EvModel[]): FromLink<BatteryValues> {
  const issues: string[] = [];
  const vehicle = vehicleFromLink(evs, url, issues);
  const values: BatteryValues = {
    ...vehicle.values,
    mileage: numberFromLink(P.mileage, url.mileage, issues),
    dcfast: choiceFromLink(P.dcfast, url.dcfast, CALCULATOR_MESSAGES.dcFast, issues),
    climate: choiceFromLink(P.climate, url.climate, CALCULATOR_MESSAGES.climate, issues),
  };
  return { values, shared: url.shared === true, matchedBy: vehicle.matchedBy, issues };
}

export function batteryValuesOf(url: BatteryUrl): BatteryValues {
  return {
    ...vehicleValuesOf(url),
    mileage: url.mileage ?? '',
    dcfast: (url.dcfast === null ? null : P.dcfast.parse(url.dcfast)) ?? '',
    climate: (url.climate === null ? null : P.climate.parse(url.climate)) ?? '',
  };
}

export const batteryUrlOf = (values: BatteryValues, evs: EvModel[], shared: boolean): BatteryUrl =>
  toolUrlOf(values, evs, shared, ['mileage', 'dcfast', 'climate'] as const);

export const batteryMileage = (values: BatteryValues): NumberReading => readNumber(P.mileage, values.mileage);

export function batteryResultFor(
  values: BatteryValues,
  evs: EvModel[],
  currentYear: number,
): BatteryResult | null {
  const vehicle = findVehicle(evs, values);
  const mileage = batteryMileage(values).value;
  if (!vehicle || mileage === undefined) return null;
  return calculateBattery(vehicle, mileage, currentYear, {
    dcFastShare: values.dcfast || undefined,
    climate: values.climate || undefined,
  });
}
