/**
 * @jest-environment node
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { decodeOffline, warmOfflineDecoder } from '@/lib/vin/server/offline';

/**
 * The offline VIN decoder on its own thread: while the first VIN of each make reads its patterns from disk, the
 * server's thread keeps answering requests; callers at the same time each get their own vehicle back.
 */
describe('offline VIN decoding on its own thread', () => {
  it('fails a decode whose data cannot be opened, and opens it again on the next call', async () => {
    const cacheDir = process.env.VPIC_CACHE_DIR;
    // A folder inside a file cannot be created: the thread cannot unpack the data there.
    process.env.VPIC_CACHE_DIR = '/dev/null/vpic';
    try {
      await expect(decodeOffline('5YJ3E1EA6KF123456')).rejects.toThrow();
    } finally {
      if (cacheDir === undefined) delete process.env.VPIC_CACHE_DIR;
      else process.env.VPIC_CACHE_DIR = cacheDir;
    }
    await expect(decodeOffline('JN1CF0BB9PM123456')).resolves.toMatchObject({ year: 2023, make: 'Nissan' });
  }, 120_000);

  it("keeps answering other requests while the first VIN of each make decodes, then decodes each caller's VIN", async () => {
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

    const decoded = await Promise.all(
      ['5YJ3E1EA6KF123456', 'KNDC34AA6RA123456', '1FTVW1EL0NW123456'].map((vin) => decodeOffline(vin)),
    );
    expect(decoded).toEqual([
      expect.objectContaining({ year: 2019, make: 'Tesla', model: 'Model 3', electric: true }),
      expect.objectContaining({ year: 2024, make: 'Kia', model: 'EV6' }),
      expect.objectContaining({ year: 2022, make: 'Ford', model: 'F-150' }),
    ]);
  }, 120_000);
});
