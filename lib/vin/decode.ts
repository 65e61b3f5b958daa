import 'server-only';
import { findMakeSpelling, findVehicleByYearMakeModel } from '@/lib/db/vehicles';
import { decodeWithNhtsa } from '@/lib/vin/nhtsa';
import { decodeModelYear, expectedCheckDigit, normalizeVin, vinProblem } from '@/lib/vin/vin';
import { decodeWmi } from '@/lib/vin/wmi';
import { VIN_MESSAGE } from '@/lib/validations/tires';

export type VinSource = 'NHTSA vPIC' | 'offline';

/** The spec's VIN decode response, plus which source answered. */
export interface VinDecodeResponse {
  success: boolean;
  message: string;
  data: { year: number | null; make: string | null; model: string | null } | null;
  vehicleExists: boolean;
  vehicleId: number | null;
  source: VinSource | null;
}

export const VIN_MESSAGES = {
  invalid: VIN_MESSAGE,
  forbidden: 'A VIN never contains the letters I, O or Q. Please check the VIN.',
  characters: 'A VIN contains only the letters A-Z (except I, O and Q) and digits.',
  checkDigit: (expected: string, found: string) =>
    `The check digit (9th character) is ${found}, but this VIN calls for ${expected}. Please check the VIN for a typo.`,
  year: 'The model-year code (10th character) is not valid.',
  unknownMaker:
    'This manufacturer code is not in our offline decoder and the NHTSA decoder could not be reached. Try searching manually.',
  found: (title: string) => `Found ${title}`,
  notInDatabase: 'Vehicle found but not in our tire database yet. Try searching manually.',
  modelUnknown: (year: number, make: string) =>
    `Decoded a ${year} ${make}, but its model could not be read offline. Try searching manually.`,
  failed: 'Failed to decode VIN',
} as const;

const failure = (message: string, source: VinSource | null = null): VinDecodeResponse => ({
  success: false,
  message,
  data: null,
  vehicleExists: false,
  vehicleId: null,
  source,
});

export interface DecodeOptions {
  nhtsaUrl?: string;
  nhtsaTimeoutMs?: number;
}

/**
 * Validates the VIN (length, letters, check digit, year code), asks NHTSA vPIC and falls back to the
 * offline WMI table, then looks the vehicle up in the fitment database.
 */
export async function decodeVin(input: string, options: DecodeOptions = {}): Promise<VinDecodeResponse> {
  const vin = normalizeVin(input);
  const problem = vinProblem(vin);
  if (problem === 'length') return failure(VIN_MESSAGES.invalid);
  if (problem === 'forbidden-letters') return failure(VIN_MESSAGES.forbidden);
  if (problem === 'characters') return failure(VIN_MESSAGES.characters);
  if (problem === 'check-digit')
    return failure(VIN_MESSAGES.checkDigit(expectedCheckDigit(vin) ?? '?', vin[8] ?? '?'));
  const vinYear = decodeModelYear(vin);
  if (vinYear === null) return failure(VIN_MESSAGES.year);

  let source: VinSource;
  let year = vinYear;
  let make: string;
  let model: string | null;
  const nhtsa = await decodeWithNhtsa(vin, { baseUrl: options.nhtsaUrl, timeoutMs: options.nhtsaTimeoutMs });
  if (nhtsa.ok) {
    source = 'NHTSA vPIC';
    year = nhtsa.decode.year;
    make = nhtsa.decode.make;
    model = nhtsa.decode.model;
  } else {
    const offline = decodeWmi(vin);
    if (!offline) return failure(VIN_MESSAGES.unknownMaker);
    source = 'offline';
    make = offline.make;
    model = offline.model;
  }

  const ourMake = (await findMakeSpelling(make)) ?? make;
  if (model === null) {
    return {
      success: true,
      message: VIN_MESSAGES.modelUnknown(year, ourMake),
      data: { year, make: ourMake, model: null },
      vehicleExists: false,
      vehicleId: null,
      source,
    };
  }
  const vehicle = await findVehicleByYearMakeModel(year, make, model);
  if (!vehicle) {
    return {
      success: true,
      message: VIN_MESSAGES.notInDatabase,
      data: { year, make: ourMake, model },
      vehicleExists: false,
      vehicleId: null,
      source,
    };
  }
  return {
    success: true,
    message: VIN_MESSAGES.found(`${year} ${vehicle.make} ${vehicle.model}`),
    data: { year, make: vehicle.make, model: vehicle.model },
    vehicleExists: true,
    vehicleId: vehicle.id,
    source,
  };
}
