/**
 * @jest-environment node
 */
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import Database from 'better-sqlite3';
import { decodeOffline, warmOfflineDecoder } from '@/lib/vin/server/offline';

/**
 * A new machine, or one that kept the data of an older release: the first decode unpacks NHTSA's data into the
 * cache folder with the indexes its queries need, and leaves no older copy behind. All of that, and the first VIN
 * of each make, happen on the decoder's thread while the server's keeps answering.
 */
describe('the offline VIN data on a new machine', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'vpic-unpack-'));
  const cacheDir = process.env.VPIC_CACHE_DIR;

  beforeAll(() => {
    writeFileSync(path.join(folder, 'vpic.lite.db'), 'an older release');
    writeFileSync(path.join(folder, 'vpic.lite.db-shm'), '');
    process.env.VPIC_CACHE_DIR = folder;
  });

  afterAll(() => {
    if (cacheDir === undefined) delete process.env.VPIC_CACHE_DIR;
    else process.env.VPIC_CACHE_DIR = cacheDir;
    rmSync(folder, { recursive: true, force: true });
  });

  it('keeps answering other requests while the data is unpacked and the first VIN of each make decodes', async () => {
    const server = createServer((_request, response) => response.end('ok'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    let answers = 0;
    let warming = true;
    const visitor = (async () => {
      while (warming) {
        await (await fetch(url)).text();
        answers += 1;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    const before = performance.eventLoopUtilization();
    try {
      await warmOfflineDecoder();
    } finally {
      warming = false;
      await visitor;
      await new Promise((resolve) => server.close(resolve));
    }
    const busy = performance.eventLoopUtilization(before);

    // Decoding on the server's thread kept it busy about 90% of the warm-up; on its own thread, a few percent, and
    // the visitor kept getting answers throughout.
    expect(busy.utilization).toBeLessThan(0.25);
    expect(answers).toBeGreaterThan(5);
  }, 120_000);

  it('unpacks and indexes the data once, removes the older copy, and decodes', async () => {
    await expect(decodeOffline('5YJ3E1EA6KF123456')).resolves.toMatchObject({ year: 2019, make: 'Tesla', model: 'Model 3' });
    const files = readdirSync(folder);
    expect(files).toEqual([expect.stringMatching(/^vpic-\d+-indexed\.db$/)]);

    // A VIN's patterns are read through an index: without it each first decode of a make scanned all of them.
    const db = new Database(path.join(folder, files[0]!), { readonly: true });
    try {
      const plan = db
        .prepare('EXPLAIN QUERY PLAN SELECT Keys FROM Pattern p JOIN Wmi_VinSchema w ON w.VinSchemaId = p.VinSchemaId WHERE p.VinSchemaId IN (1, 2)')
        .all() as { detail: string }[];
      expect(plan.map((step) => step.detail).join('\n')).not.toMatch(/SCAN|AUTOMATIC/);
    } finally {
      db.close();
    }
  }, 120_000);
});
