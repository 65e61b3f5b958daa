/**
 * Offline VIN decoding with NHTSA's data: the first start (unpacking the packaged database), opening it,
 * the first VIN of each make (cold: its pages load from disk), then warm decodes over the same VINs, and how
 * long the server's own thread was blocked while the database opened and warmed up (a visitor's request
 * waits that long). Targets after warm-up: p50 <= 10 ms, p95 <= 100 ms.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { allowServerOnly, percentile } from './lib/support';

export const name = 'vin: offline decoding with NHTSA vPIC data (cold and warm)';

const WARM_ROUNDS = 25;
const TARGET = { p50: 10, p95: 100 };

export default async function run(): Promise<void> {
  allowServerOnly();
  const cache = mkdtempSync(path.join(tmpdir(), 'vin-bench-'));
  process.env.VPIC_CACHE_DIR = cache;
  try {
    const { decodeOffline, offlineDecoder, WARM_UP_VINS: VINS } = await import('../lib/vin/server/offline');
    const stalls = monitorEventLoopDelay({ resolution: 10 });
    const busyBefore = performance.eventLoopUtilization();
    stalls.enable();
    let started = performance.now();
    await offlineDecoder();
    console.log(`unpack + open on a new machine          ${(performance.now() - started).toFixed(0)} ms`);

    const cold: number[] = [];
    for (const vin of VINS) {
      started = performance.now();
      await decodeOffline(vin);
      cold.push(performance.now() - started);
    }
    stalls.disable();
    const busy = performance.eventLoopUtilization(busyBefore);
    cold.sort((a, b) => a - b);
    console.log(
      `first VIN of each make (cold, ${VINS.length})        p50 ${percentile(cold, 50).toFixed(1)} ms  p95 ${percentile(cold, 95).toFixed(1)} ms  max ${cold.at(-1)?.toFixed(1)} ms`,
    );

    console.log(
      `main thread during open + warm-up          busy ${busy.active.toFixed(0)} ms of ${(busy.active + busy.idle).toFixed(0)} ms, longest stall ${(stalls.max / 1e6).toFixed(0)} ms`,
    );

    const warm: number[] = [];
    for (let round = 0; round < WARM_ROUNDS; round += 1) {
      for (const vin of VINS) {
        started = performance.now();
        await decodeOffline(vin);
        warm.push(performance.now() - started);
      }
    }
    warm.sort((a, b) => a - b);
    const p50 = percentile(warm, 50);
    const p95 = percentile(warm, 95);
    const verdict =
      p50 <= TARGET.p50 && p95 <= TARGET.p95 ? 'ok' : `OVER the ${TARGET.p50}/${TARGET.p95} ms target`;
    console.log(
      `warm decodes (${warm.length})                     p50 ${p50.toFixed(2)} ms  p95 ${p95.toFixed(2)} ms  (${verdict})`,
    );
  } finally {
    rmSync(cache, { recursive: true, force: true });
  }
}
