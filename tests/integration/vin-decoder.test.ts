import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { POST, VIN_RATE_LIMIT } from '@/app/api/vin/route';
import { decodeVin, VIN_MESSAGES, type VinDecodeResponse } from '@/lib/vin/decode';
import { decodeWithNhtsa } from '@/lib/vin/nhtsa';

const sql = () => globalThis.testDb.sql;

/** A stand-in for NHTSA vPIC that answers DecodeVinValues like the real service. */
async function standIn(handler: (request: IncomingMessage, response: ServerResponse) => void) {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}/api` };
}

const close = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

function vpic(values: Record<string, string>) {
  return JSON.stringify({ Count: 1, Message: 'Results returned successfully', Results: [values] });
}

// A port with nothing listening: connection refused at once, like an unreachable vPIC.
let closedUrl = '';
let modelThreeId = 0;

beforeAll(async () => {
  const { server, url } = await standIn(() => undefined);
  await close(server);
  closedUrl = url;
  const rows = await sql()<{ id: number }[]>`
    insert into vehicles (year, make, model, trim, oem_tire_size, load_index_min, speed_rating_min)
    values (2019, 'Tesla', 'Model 3', 'Long Range AWD 18-inch', '235/45R18', 98, 'V'),
           (2019, 'Tesla', 'Model 3', 'Standard Range Plus RWD 18-inch', '235/45R18', 98, 'V'),
           (2020, 'Porsche', 'Taycan', '4S 20-inch', '245/45R20', 103, 'Y')
    returning id`;
  modelThreeId = rows[0]!.id;
});

describe('offline decoding (vPIC unreachable)', () => {
  it('decodes a seeded Tesla from the WMI table and finds it in the database', async () => {
    const result = await decodeVin('5yj3e1ea6kf123456', { nhtsaUrl: closedUrl });
    expect(result).toEqual({
      success: true,
      message: 'Found 2019 Tesla Model 3',
      data: { year: 2019, make: 'Tesla', model: 'Model 3' },
      vehicleExists: true,
      vehicleId: modelThreeId,
      source: 'offline',
    });
  });

  it('says a decoded vehicle is not in the tire database yet', async () => {
    // A 2023 Model Y: decodable, but no such row here.
    const result = await decodeVin('7SAYGDEE8PF123456', { nhtsaUrl: closedUrl });
    expect(result).toMatchObject({
      success: true,
      message: VIN_MESSAGES.notInDatabase,
      data: { year: 2023, make: 'Tesla', model: 'Model Y' },
      vehicleExists: false,
      vehicleId: null,
      source: 'offline',
    });
  });

  it('gives the make alone when the model codes are not in the table', async () => {
    const result = await decodeVin('50EA1GBA2NA123456', { nhtsaUrl: closedUrl });
    expect(result).toMatchObject({
      success: true,
      vehicleExists: false,
      data: { year: 2022, make: 'Lucid', model: null },
    });
    expect(result.message).toContain('Try searching manually');
  });

  it('fails honestly for a maker it does not know', async () => {
    const result = await decodeVin('1M8GDM9AXKP042788', { nhtsaUrl: closedUrl });
    expect(result).toMatchObject({
      success: false,
      message: VIN_MESSAGES.unknownMaker,
      vehicleExists: false,
    });
  });

  it('reports a check-digit mismatch and forbidden letters without decoding', async () => {
    const mismatch = await decodeVin('5YJ3E1EA0KF123456', { nhtsaUrl: closedUrl });
    expect(mismatch).toMatchObject({ success: false, data: null });
    expect(mismatch.message).toBe(VIN_MESSAGES.checkDigit('6', '0'));
    expect((await decodeVin('5YJ3E1EA6KF12345O')).message).toBe(VIN_MESSAGES.forbidden);
    expect((await decodeVin('5YJ3E1EA')).message).toBe('Please enter a valid 17-character VIN');
  });
});

describe('NHTSA vPIC client against a stand-in server', () => {
  it('uses vPIC when it answers, and says so', async () => {
    const requests: string[] = [];
    const { server, url } = await standIn((request, response) => {
      requests.push(request.url ?? '');
      response.setHeader('content-type', 'application/json');
      response.end(vpic({ ModelYear: '2020', Make: 'PORSCHE', Model: 'Taycan', ErrorCode: '0' }));
    });
    try {
      // A Taycan VIN: vPIC's answer (capital make) is matched to our spelling.
      const result = await decodeVin('WP0AA2Y15LS123456', { nhtsaUrl: url });
      expect(requests).toEqual(['/api/vehicles/DecodeVinValues/WP0AA2Y15LS123456?format=json']);
      expect(result).toMatchObject({
        success: true,
        source: 'NHTSA vPIC',
        vehicleExists: true,
        data: { year: 2020, make: 'Porsche', model: 'Taycan' },
      });
    } finally {
      await close(server);
    }
  });

  it('falls back to offline decoding when vPIC is slower than the timeout', async () => {
    const { server, url } = await standIn((_request, response) => {
      setTimeout(() => response.end(vpic({ ModelYear: '2019', Make: 'TESLA', Model: 'Model 3' })), 3000);
    });
    try {
      const direct = decodeWithNhtsa('5YJ3E1EA6KF123456', { baseUrl: url, timeoutMs: 200 });
      await expect(direct).resolves.toEqual({ ok: false, reason: 'timeout' });
      const started = Date.now();
      const result = await decodeVin('5YJ3E1EA6KF123456', { nhtsaUrl: url, nhtsaTimeoutMs: 200 });
      expect(Date.now() - started).toBeLessThan(1500);
      expect(result).toMatchObject({ success: true, source: 'offline', vehicleId: modelThreeId });
    } finally {
      await close(server);
    }
  });

  it('treats an error status or an empty result as no answer', async () => {
    let mode: 'error' | 'empty' = 'error';
    const { server, url } = await standIn((_request, response) => {
      if (mode === 'error') {
        response.statusCode = 503;
        response.end('down');
      } else {
        response.end(vpic({ ModelYear: '', Make: '', Model: '', ErrorCode: '7' }));
      }
    });
    try {
      expect(await decodeWithNhtsa('5YJ3E1EA6KF123456', { baseUrl: url })).toEqual({
        ok: false,
        reason: 'http',
      });
      mode = 'empty';
      expect(await decodeWithNhtsa('5YJ3E1EA6KF123456', { baseUrl: url })).toEqual({
        ok: false,
        reason: 'no-result',
      });
      expect((await decodeVin('5YJ3E1EA6KF123456', { nhtsaUrl: url })).source).toBe('offline');
    } finally {
      await close(server);
    }
  });
});

describe('VIN route handler', () => {
  const post = (body: unknown) =>
    POST(
      new Request('http://localhost/api/vin', {
        method: 'POST',
        body: JSON.stringify(body),
        headers: { 'content-type': 'application/json' },
      }),
    );

  it('answers in the spec shape and rate-limits each client', async () => {
    process.env.NHTSA_API_URL = closedUrl;
    const response = await post({ vin: '5YJ3E1EA6KF123456' });
    expect(response.status).toBe(200);
    const body = (await response.json()) as VinDecodeResponse;
    expect(body).toMatchObject({
      success: true,
      vehicleExists: true,
      vehicleId: modelThreeId,
      source: 'offline',
    });
    expect(Object.keys(body).sort()).toEqual([
      'data',
      'message',
      'source',
      'success',
      'vehicleExists',
      'vehicleId',
    ]);

    const bad = await post({});
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as VinDecodeResponse).message).toBe('Please enter a valid 17-character VIN');

    for (let index = 1; index < VIN_RATE_LIMIT.limit; index += 1) await post({ vin: 'SHORT' });
    const limited = await post({ vin: '5YJ3E1EA6KF123456' });
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as VinDecodeResponse).message).toBe(
      'Too many requests. Please try again in a few minutes.',
    );
  });
});
