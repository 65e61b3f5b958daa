/**
 * @jest-environment node
 */
import { decodeOffline, offlineDecoder } from '@/lib/vin/server/offline';

/**
 * The offline VIN decoder on its own thread: a thread that cannot open the data, or leaves a decode unanswered, is
 * replaced on the next call, and callers at the same time each get their own vehicle back.
 * tests/unit/vin-data-unpack.test.ts shows the server's thread answering while a new machine unpacks the data and
 * decodes the first VIN of each make.
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

  it('fails a decode the thread leaves unanswered for 5 s, and decodes on a new thread at the next call', async () => {
    const thread = await offlineDecoder();
    await thread.decode('5YJ3E1EA6KF123456');
    // Only the timers are faked: the thread's answers still arrive through the event loop.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate', 'Date', 'hrtime', 'performance'] });
    try {
      const stuck = thread.decode('JN1CF0BB9PM123456');
      // The clock passes the bound before the thread can answer: to the caller, a thread that hangs.
      jest.advanceTimersByTime(5_000);
      await expect(stuck).rejects.toThrow('did not answer within 5 s');
    } finally {
      jest.useRealTimers();
    }
    expect(await offlineDecoder()).not.toBe(thread);
    await expect(decodeOffline('JN1CF0BB9PM123456')).resolves.toMatchObject({ year: 2023, make: 'Nissan' });
  }, 120_000);

  it("decodes each caller's VIN when several ask at once", async () => {
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
