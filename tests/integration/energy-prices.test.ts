import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FALLBACK_SOURCE, isStale, readLastEnergyUpdate } from '@/lib/db/energy-prices';
import { parseEiaPrices } from '@/lib/energy/eia';
import { refreshEnergyPrices } from '@/lib/energy/refresh';
import { insertCalculatorFixtures } from './calculators-fixtures';

process.env.CRON_SECRET = 'test-cron-secret';

const sql = () => globalThis.testDb.sql;

/** A stand-in for the EIA API: answers with `body`, after `delayMs`, recording each request. */
function standIn(status: number, body: unknown, delayMs = 0) {
  const requests: IncomingMessage[] = [];
  const server: Server = createServer((request, response) => {
    requests.push(request);
    setTimeout(() => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    }, delayMs);
  });
  return new Promise<{ url: string; requests: IncomingMessage[]; close: () => Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}/v2/electricity/retail-sales/data/`,
        requests,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

const EIA_BODY = {
  response: {
    data: [
      { period: '2026-09', stateid: 'CA', sectorid: 'RES', price: '33.10' },
      { period: '2026-08', stateid: 'CA', sectorid: 'RES', price: '35.00' },
      { period: '2026-09', stateid: 'TX', sectorid: 'RES', price: 15.2 },
      { period: '2026-09', stateid: 'ZZ', sectorid: 'RES', price: 10 },
      { period: '2026-09', stateid: 'US', sectorid: 'RES', price: null },
    ],
  },
};

async function setLastUpdate(updatedAt: string, source = 'Seeded reference prices') {
  await sql()`
    insert into energy_price_updates (id, updated_at, source, record_count) values ('last_update', ${updatedAt}, ${source}, 2)
    on conflict (id) do update set updated_at = excluded.updated_at, source = excluded.source,
      last_attempt_at = null, last_result = null, last_error = null`;
}

beforeAll(async () => {
  await insertCalculatorFixtures(sql());
});

describe('energy price refresh', () => {
  const now = new Date('2026-11-22T06:00:00Z');

  it('does nothing while the last update is younger than 24 hours', async () => {
    await setLastUpdate('2026-11-21T06:00:01Z');
    const outcome = await refreshEnergyPrices({ now, apiKey: 'key', apiUrl: 'http://127.0.0.1:9/unused' });
    expect(outcome.status).toBe('fresh');
    expect((await readLastEnergyUpdate())?.source).toBe('Seeded reference prices');
  });

  it('records the fallback and its reason when no key is configured, keeping the stored prices and their date', async () => {
    await setLastUpdate('2026-11-21T06:00:00Z');
    const outcome = await refreshEnergyPrices({ now });
    expect(outcome).toMatchObject({ status: 'fallback', reason: 'no price feed key is configured' });
    const last = await readLastEnergyUpdate();
    expect(last).toEqual({
      updatedAt: '2026-11-21T06:00:00.000Z',
      source: 'Seeded reference prices',
      recordCount: 2,
      lastAttempt: { at: now.toISOString(), result: 'fallback', error: 'no price feed key is configured' },
    });
    // the prices are as old as before the attempt: still stale, and the next run tries again
    expect(isStale(last, now)).toBe(true);
    const [ca] = await sql()<
      { electricity_rate: number }[]
    >`select electricity_rate from regional_data where state_code = 'CA'`;
    expect(ca?.electricity_rate).toBe(34.74);
  });

  it('falls back when the feed fails or is too slow', async () => {
    const failing = await standIn(500, { error: 'down' });
    await setLastUpdate('2026-11-01T00:00:00Z');
    expect((await refreshEnergyPrices({ now, apiKey: 'key', apiUrl: failing.url })).status).toBe('fallback');
    await failing.close();
    expect((await readLastEnergyUpdate())?.lastAttempt).toEqual({
      at: now.toISOString(),
      result: 'fallback',
      error: 'the price feed could not be read: price feed answered 500',
    });

    const slow = await standIn(200, EIA_BODY, 2000);
    await setLastUpdate('2026-11-01T00:00:00Z');
    const started = Date.now();
    const outcome = await refreshEnergyPrices({ now, apiKey: 'key', apiUrl: slow.url, timeoutMs: 300 });
    expect(outcome.status).toBe('fallback');
    expect(Date.now() - started).toBeLessThan(1500);
    await slow.close();
    const last = await readLastEnergyUpdate();
    expect(last).toMatchObject({ updatedAt: '2026-11-01T00:00:00.000Z', source: 'Seeded reference prices' });
    expect(last?.lastAttempt).toMatchObject({ result: 'fallback', error: expect.stringMatching(/^the price feed could not be read: /) });
  });

  it('updates the states the feed reports, with the key and the residential filter in the request', async () => {
    const feed = await standIn(200, EIA_BODY);
    await setLastUpdate('2026-11-01T00:00:00Z');
    const outcome = await refreshEnergyPrices({ now, apiKey: 'secret-key', apiUrl: feed.url });
    await feed.close();
    expect(outcome).toMatchObject({ status: 'updated', update: { recordCount: 2 } });
    const requested = new URL(feed.requests[0]!.url!, 'http://stand-in');
    expect(requested.searchParams.get('api_key')).toBe('secret-key');
    expect(requested.searchParams.get('facets[sectorid][]')).toBe('RES');
    const rows = await sql()<
      { state_code: string; electricity_rate: number; electricity_as_of: string; source_ids: string[] }[]
    >`
      select state_code, electricity_rate, to_char(electricity_as_of, 'YYYY-MM-DD') as electricity_as_of, source_ids
      from regional_data order by state_code`;
    expect(rows).toEqual([
      {
        state_code: 'CA',
        electricity_rate: 33.1,
        electricity_as_of: '2026-09-30',
        source_ids: ['fixture-source', 'eia-api-v2-retail-sales'],
      },
      {
        state_code: 'TX',
        electricity_rate: 15.2,
        electricity_as_of: '2026-09-30',
        source_ids: ['fixture-source', 'eia-api-v2-retail-sales'],
      },
    ]);
    const last = await readLastEnergyUpdate();
    expect(last).toMatchObject({
      updatedAt: now.toISOString(),
      recordCount: 2,
      lastAttempt: { at: now.toISOString(), result: 'updated', error: null },
    });
    expect(last?.source).not.toBe(FALLBACK_SOURCE);
  });

  it('keeps the newest month per state and skips empty prices', () => {
    expect(parseEiaPrices(EIA_BODY)).toEqual([
      { stateCode: 'CA', centsPerKwh: 33.1, asOf: '2026-09-30' },
      { stateCode: 'TX', centsPerKwh: 15.2, asOf: '2026-09-30' },
      { stateCode: 'ZZ', centsPerKwh: 10, asOf: '2026-09-30' },
    ]);
    expect(() => parseEiaPrices({ unexpected: true })).toThrow();
  });
});

describe('/api/energy-prices', () => {
  it('reports the last update to anyone and refuses a refresh without the cron secret', async () => {
    const { GET, POST } = await import('@/app/api/energy-prices/route');
    await setLastUpdate('2026-11-20T00:00:00Z', 'Reported source');
    await sql()`
      update energy_price_updates set last_attempt_at = now(), last_result = 'fallback', last_error = 'internal detail'`;
    const report = await GET(new Request('http://site/api/energy-prices'));
    expect(report.status).toBe(200);
    const body = await report.json();
    expect(body).toMatchObject({
      lastUpdate: { source: 'Reported source', lastAttempt: { result: 'fallback' } },
      stale: true,
      feedConfigured: false,
    });
    // the refresh's error is the back office's to read, not the public's
    expect(JSON.stringify(body)).not.toContain('internal detail');

    const refused = await POST(
      new Request('http://site/api/energy-prices', {
        method: 'POST',
        headers: { authorization: 'Bearer wrong' },
      }),
    );
    expect(refused.status).toBe(401);
    expect((await readLastEnergyUpdate())?.source).toBe('Reported source');
  });

  it('refreshes on POST (and on the cron GET) with the bearer secret', async () => {
    const { GET, POST } = await import('@/app/api/energy-prices/route');
    await setLastUpdate('2020-01-01T00:00:00Z');
    const auth = { authorization: 'Bearer test-cron-secret' };
    const refreshed = await POST(
      new Request('http://site/api/energy-prices', { method: 'POST', headers: auth }),
    );
    expect(refreshed.status).toBe(200);
    expect(await refreshed.json()).toMatchObject({
      status: 'fallback',
      lastUpdate: { updatedAt: '2020-01-01T00:00:00.000Z', lastAttempt: { result: 'fallback' } },
    });

    // a fallback leaves the prices stale, so the daily job tries again rather than calling them fresh
    const cron = await GET(new Request('http://site/api/energy-prices', { headers: auth }));
    expect(await cron.json()).toMatchObject({ status: 'fallback' });

    await setLastUpdate(new Date().toISOString());
    const fresh = await GET(new Request('http://site/api/energy-prices', { headers: auth }));
    expect(await fresh.json()).toMatchObject({ status: 'fresh' });
  });

  it('counts a row a fallback wrote before the refresh kept its result as stale', async () => {
    await setLastUpdate(new Date().toISOString(), FALLBACK_SOURCE);
    expect(isStale(await readLastEnergyUpdate(), new Date())).toBe(true);
  });
});
