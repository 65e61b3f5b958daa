import 'server-only';
import {
  findEvMakeSpelling,
  findEvModelsForVin,
  findMakeSpelling,
  findVehicleForVin,
  type VinEvModel,
  type VinTrim,
} from '@/lib/db/vin-vehicles';
import { decodeWithNhtsa } from '@/lib/vin/server/nhtsa';
import { candidateModelNames } from '@/lib/vin/model-names';
import { decodeOffline, type OfflineDecode } from '@/lib/vin/server/offline';
import { decodeModelYear, expectedCheckDigit, normalizeVin, vinProblem } from '@/lib/vin/vin';
import { VIN_MESSAGE } from '@/lib/vin/message';

type VinSource = 'NHTSA vPIC' | 'offline';

/** The site's VIN decode response, plus which source answered. */
export interface VinDecodeResponse {
  success: boolean;
  message: string;
  data: { year: number | null; make: string | null; model: string | null } | null;
  vehicleExists: boolean;
  vehicleId: number | null;
  source: VinSource | null;
  /** The calculators' EPA rows for the decoded year, make and model (empty when none or not decoded). */
  evModels: VinEvModel[];
  /**
   * Our trims of the decoded model, the one assumed (the page `vehicleId` opens) first; absent where none is
   * sourced. A VIN seldom says the trim, so the page says which it assumed and offers the others.
   */
  trims?: VinTrim[];
}

export const VIN_MESSAGES = {
  invalid: VIN_MESSAGE,
  forbidden: 'A VIN never contains the letters I, O or Q. Please check the VIN.',
  characters: 'A VIN contains only the letters A-Z (except I, O and Q) and digits.',
  checkDigit: (expected: string, found: string) =>
    `The check digit (9th character) is ${found}, but this VIN calls for ${expected}. Please check the VIN for a typo.`,
  year: 'The model-year code (10th character) is not valid.',
  unknownMaker:
    "This manufacturer code is not in NHTSA's offline data and the NHTSA decoder could not be reached. Try searching manually.",
  outsideUs: (plant: string) =>
    `This VIN belongs to a vehicle built for markets outside the US (${plant}). Our tire data covers US-market vehicles; try searching manually.`,
  found: (title: string) => `Found ${title}`,
  sizeNotPublished: (title: string) =>
    `Found ${title}. Our sources do not publish its OE tire size yet: its page lists the wheel sizes EPA rates it on and where to read the size on your tires.`,
  notInDatabase:
    'Vehicle found, but it is not among the EVs in our directory. Read the size on the sidewall of your tires and search by tire size.',
  modelUnknown: (year: number, make: string) =>
    `Decoded a ${year} ${make}, but its model could not be read offline. Choose the model under Search by Vehicle.`,
  failed: 'Failed to decode VIN',
} as const;

const failure = (message: string, source: VinSource | null = null): VinDecodeResponse => ({
  success: false,
  message,
  data: null,
  vehicleExists: false,
  vehicleId: null,
  source,
  evModels: [],
});

interface DecodeOptions {
  nhtsaUrl?: string;
  nhtsaTimeoutMs?: number;
}

/**
 * Plants whose vehicles are not sold in the US under that VIN prefix. NHTSA's data decodes them (the
 * maker files its VIN scheme) but the trim and tire fitments of those markets differ from the US ones,
 * so a match in our US fitment data would be a wrong guess.
 */
const NON_US_MARKET_WMI: Readonly<Record<string, string>> = {
  LRW: 'Tesla Shanghai, China',
  XP7: 'Tesla Berlin-Brandenburg, Germany',
};

/**
 * Validates the VIN (length, letters, check digit, year code), decodes it with NHTSA's own vPIC data
 * offline, asks the live vPIC service only when the offline data cannot name the model (a model newer
 * than the packaged data), then looks the vehicle up in the fitment database.
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

  const outside = NON_US_MARKET_WMI[vin.slice(0, 3)];
  if (outside) return failure(VIN_MESSAGES.outsideUs(outside), 'offline');

  let decoded: Pick<OfflineDecode, 'year' | 'make' | 'model' | 'trim' | 'electric'> | undefined;
  let source: VinSource = 'offline';
  try {
    decoded = await decodeOffline(vin);
  } catch (error) {
    console.error('offline VIN decoding failed', error);
  }
  if (!decoded?.model) {
    const nhtsa = await decodeWithNhtsa(vin, {
      baseUrl: options.nhtsaUrl,
      timeoutMs: options.nhtsaTimeoutMs,
    });
    if (nhtsa.ok) {
      decoded = { ...nhtsa.decode, trim: null, electric: false };
      source = 'NHTSA vPIC';
    }
  }
  if (!decoded) return failure(VIN_MESSAGES.unknownMaker);
  const { year, make, trim, electric } = decoded;

  const ourMake = (await findMakeSpelling(make)) ?? (await findEvMakeSpelling(make)) ?? titleCase(make);
  if (decoded.model === null) {
    return {
      success: true,
      message: VIN_MESSAGES.modelUnknown(year, ourMake),
      data: { year, make: ourMake, model: null },
      vehicleExists: false,
      vehicleId: null,
      source,
      evModels: [],
    };
  }
  const models = candidateModelNames(make, decoded.model, electric);
  const model = models[0] ?? decoded.model;
  const [vehicle, evModels] = await Promise.all([
    findVehicleForVin(year, make, models, trim),
    findEvModelsForVin(year, make, models),
  ]);
  if (!vehicle) {
    return {
      success: true,
      message:
        evModels.length > 0
          ? VIN_MESSAGES.sizeNotPublished(vehicleName(year, evModels[0]!.make, model))
          : VIN_MESSAGES.notInDatabase,
      data: { year, make: ourMake, model },
      vehicleExists: false,
      vehicleId: null,
      source,
      evModels,
    };
  }
  return {
    success: true,
    message: VIN_MESSAGES.found(`${year} ${vehicle.make} ${vehicle.model}`),
    data: { year, make: vehicle.make, model: vehicle.model },
    vehicleExists: true,
    vehicleId: vehicle.id,
    source,
    evModels,
    trims: vehicle.trims,
  };
}

/** "2024 Hyundai Ioniq 5", and "2024 Polestar 2" where the model name already starts with the make. */
function vehicleName(year: number, make: string, model: string): string {
  return model.toLowerCase().startsWith(`${make.toLowerCase()} `)
    ? `${year} ${model}`
    : `${year} ${make} ${model}`;
}

/** vPIC spells some makes in capitals ("RIVIAN"); a make we have no rows for is shown as a name (acronyms such as BMW stay). */
function titleCase(make: string): string {
  return make.length > 3 && make === make.toUpperCase()
    ? make.toLowerCase().replace(/\b[a-z]/g, (letter) => letter.toUpperCase())
    : make;
}
