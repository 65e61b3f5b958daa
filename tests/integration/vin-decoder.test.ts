import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { POST } from '@/app/api/vin/route';
import { decodeVin, VIN_MESSAGES, type VinDecodeResponse } from '@/lib/vin/server/decode';
import { decodeWithNhtsa } from '@/lib/vin/server/nhtsa';
import { clearOfWindowEnd } from '../fixtures/rate-limit-window';

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
let konaId = 0;
let machEPremiumId = 0;
let kiaEv6Ids: number[] = [];
let teslaEvId = 0;

beforeAll(async () => {
  const { server, url } = await standIn(() => undefined);
  await close(server);
  closedUrl = url;
  const rows = await sql()<{ id: number }[]>`
    insert into vehicles (year, make, model, trim, oem_tire_size, load_index_min, speed_rating_min)
    values (2019, 'Tesla', 'Model 3', 'Long Range AWD 18-inch', '235/45R18', 98, 'V'),
           (2019, 'Tesla', 'Model 3', 'Standard Range Plus RWD 18-inch', '235/45R18', 98, 'V'),
           (2020, 'Porsche', 'Taycan', '4S 20-inch', '245/45R20', 103, 'Y'),
           (2023, 'Hyundai', 'Kona Electric', 'SEL 17-inch', '215/55R17', 94, 'V'),
           (2021, 'Ford', 'Mustang Mach-E', 'Select 18-inch', '225/60R18', 100, 'H'),
           (2021, 'Ford', 'Mustang Mach-E', 'Premium 19-inch', '225/55R19', 99, 'H')
    returning id`;
  await sql()`
    insert into data_sources (id, name, url, description, data_provided)
    values ('epa-fixture', 'fueleconomy.gov', 'https://www.fueleconomy.gov/', 'EPA', 'range')`;
  const evs = await sql()<{ id: number }[]>`
    insert into ev_models (epa_id, year, make, model, base_model, size_class, vehicle_type, epa_range, efficiency,
                           source_id)
    values (48001, 2024, 'Kia', 'EV6 Long Range RWD', 'EV6', 'Small Sport Utility Vehicle 2WD', 'suv', 310, 29, 'epa-fixture'),
           (48002, 2024, 'Kia', 'EV6 GT AWD', 'EV6', 'Small Sport Utility Vehicle 4WD', 'suv', 218, 37, 'epa-fixture'),
           (48003, 2024, 'Kia', 'EV9 Light RWD', 'EV9', 'Standard Sport Utility Vehicle 2WD', 'suv', 230, 41, 'epa-fixture'),
           (40001, 2019, 'Tesla', 'Model 3 Long Range', 'Model 3', 'Midsize Cars', 'car', 310, 26, 'epa-fixture')
    returning id`;
  [kiaEv6Ids, teslaEvId] = [[evs[0]!.id, evs[1]!.id], evs[3]!.id];
  modelThreeId = rows[0]!.id;
  konaId = rows[3]!.id;
  machEPremiumId = rows[5]!.id;
});

/**
 * VINs built on the makers' VIN schemes as filed with NHTSA (WMI, model pattern, check digit, year code),
 * one or two per make the fitment data covers; each line is what NHTSA's data says the VIN is.
 */
const EV_VINS: Array<[vin: string, year: number, make: string, model: string]> = [
  ['5YJ3E1EA6KF123456', 2019, 'Tesla', 'Model 3'],
  ['5YJ3E1EBXNF123456', 2022, 'Tesla', 'Model 3'],
  ['7SAYGDEE8PF123456', 2023, 'Tesla', 'Model Y'],
  ['7SAYGDEF6SF123456', 2025, 'Tesla', 'Model Y'],
  ['5YJSA1E22MF123456', 2021, 'Tesla', 'Model S'],
  ['7SAXCBE66NF123456', 2022, 'Tesla', 'Model X'],
  ['1G1FW6S05NA123456', 2022, 'Chevrolet', 'Bolt EV'],
  ['1G1FY6S09PA123456', 2023, 'Chevrolet', 'Bolt EUV'],
  ['3GNKDBRJ7RS123456', 2024, 'Chevrolet', 'Blazer EV'],
  ['1N4AZ1BV1RA123456', 2024, 'Nissan', 'Leaf'],
  ['7YAKA4AA6SA123456', 2025, 'Hyundai', 'Ioniq 5'],
  ['KMHM14AA9RA123456', 2024, 'Hyundai', 'Ioniq 6'],
  ['KM8K23AG9PA123456', 2023, 'Hyundai', 'Kona Electric'],
  ['KNDC34AA6RA123456', 2024, 'Kia', 'EV6'],
  ['KNDCR3A19PA123456', 2023, 'Kia', 'Niro EV'],
  ['KNDAE5L00S6123456', 2025, 'Kia', 'EV9'],
  ['3FMTK3SU3MM123456', 2021, 'Ford', 'Mustang Mach-E'],
  ['3FMTK1SS4PM123456', 2023, 'Ford', 'Mustang Mach-E'],
  ['1FTVW1EL0NW123456', 2022, 'Ford', 'F-150 Lightning'],
  ['1V25MPE83PA123456', 2023, 'Volkswagen', 'ID.4'],
  ['7FCTAAAA8RA123456', 2024, 'Rivian', 'R1T'],
  ['7PDSAAAA8SA123456', 2025, 'Rivian', 'R1S'],
  ['1GYKPMRL8PZ123456', 2023, 'Cadillac', 'Lyriq'],
  ['WBY43AW04RA123456', 2024, 'BMW', 'i4'],
  ['WB523CF04RA123456', 2024, 'BMW', 'iX'],
  ['WBY8P6C06LA123456', 2020, 'BMW', 'i3'],
  ['YSMAA3KA3RA123456', 2024, 'Polestar', 'Polestar 2'],
  ['WA1LAAGEXNB123456', 2022, 'Audi', 'e-tron'],
  ['WA15AAGE1RB123456', 2024, 'Audi', 'Q8 e-tron'],
  ['JTMABABA7RA123456', 2024, 'Subaru', 'Solterra'],
  ['JTMABACA9RA123456', 2024, 'Toyota', 'bZ4X'],
  ['50EA1AAA4NA123456', 2022, 'Lucid', 'Air'],
  ['WP0AA2Y17RA123456', 2024, 'Porsche', 'Taycan'],
];

describe('offline decoding with NHTSA data (vPIC unreachable)', () => {
  let fetchSpy: jest.SpyInstance;
  beforeEach(() => {
    // The network is blocked: any call out is an error the test sees.
    fetchSpy = jest
      .spyOn(globalThis, 'fetch')
      .mockRejectedValue(new TypeError('network blocked in this test'));
  });
  afterEach(() => fetchSpy.mockRestore());

  it.each(EV_VINS)('decodes %s as a %i %s %s without the network', async (vin, year, make, model) => {
    const result = await decodeVin(vin, { nhtsaUrl: closedUrl });
    expect(result).toMatchObject({ success: true, source: 'offline', data: { year, make, model } });
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('decodes a seeded Tesla, finds it in the database, and names the trim it assumed before the others', async () => {
    const result = await decodeVin('5yj3e1ea6kf123456', { nhtsaUrl: closedUrl });
    expect(result).toEqual({
      success: true,
      message: 'Found 2019 Tesla Model 3',
      data: { year: 2019, make: 'Tesla', model: 'Model 3' },
      vehicleExists: true,
      vehicleId: modelThreeId,
      source: 'offline',
      evModels: [{ id: teslaEvId, year: 2019, make: 'Tesla', model: 'Model 3 Long Range', epaRangeMiles: 310 }],
      trims: [
        { id: modelThreeId, trim: 'Long Range AWD 18-inch', oemTireSize: '235/45R18' },
        { id: expect.any(Number), trim: 'Standard Range Plus RWD 18-inch', oemTireSize: '235/45R18' },
      ],
    });
  });

  it('finds the calculators\' EPA rows of a decoded EV, every trim of its model and no other model', async () => {
    const result = await decodeVin('KNDC34AA6RA123456', { nhtsaUrl: closedUrl });
    expect(result.data).toEqual({ year: 2024, make: 'Kia', model: 'EV6' });
    expect(result.evModels.map((row) => row.id).sort()).toEqual([...kiaEv6Ids].sort());
    expect(result.evModels.map((row) => row.model)).toEqual(['EV6 GT AWD', 'EV6 Long Range RWD']);
  });

  it('decodes a Kia VIN (KND) as a Kia even where the model cannot be read, with the network blocked', async () => {
    // vPIC's packaged data files the WMI KND under Hyundai too, and answers Hyundai where it does not know the model
    const result = await decodeVin('KNDC4AAA5PA123456', { nhtsaUrl: closedUrl });
    expect(result).toMatchObject({
      success: true,
      source: 'offline',
      data: { year: 2023, make: 'Kia', model: null },
      vehicleExists: false,
      evModels: [],
    });
    expect(result.message).toBe(VIN_MESSAGES.modelUnknown(2023, 'Kia'));
    expect(result.message).not.toContain('Hyundai');
  });

  it('finds our row for an EV that NHTSA names after its gasoline sibling', async () => {
    const result = await decodeVin('KM8K23AG9PA123456', { nhtsaUrl: closedUrl });
    expect(result).toMatchObject({
      message: 'Found 2023 Hyundai Kona Electric',
      vehicleExists: true,
      vehicleId: konaId,
    });
  });

  it('prefers the trim the VIN names', async () => {
    // vPIC reads this VIN as a Mach-E Premium; two trims of that year are in the table.
    const result = await decodeVin('3FMTK3SU3MM123456', { nhtsaUrl: closedUrl });
    expect(result).toMatchObject({ vehicleExists: true, vehicleId: machEPremiumId });
  });

  it('says a decoded vehicle is not in the tire database yet', async () => {
    const result = await decodeVin('7SAYGDEE8PF123456', { nhtsaUrl: closedUrl });
    expect(result).toMatchObject({
      success: true,
      message: VIN_MESSAGES.notInDatabase,
      data: { year: 2023, make: 'Tesla', model: 'Model Y' },
      vehicleExists: false,
      vehicleId: null,
    });
  });

  it('refuses a VIN of a vehicle built for markets outside the US instead of guessing', async () => {
    const result = await decodeVin('LRW3E7FA8MC123456', { nhtsaUrl: closedUrl });
    expect(result).toMatchObject({ success: false, vehicleExists: false, data: null });
    expect(result.message).toBe(VIN_MESSAGES.outsideUs('Tesla Shanghai, China'));
  });

  it('gives the make alone when the model cannot be read offline', async () => {
    const result = await decodeVin('WP0AA2Y15LS123456', { nhtsaUrl: closedUrl });
    expect(result).toMatchObject({
      success: true,
      vehicleExists: false,
      data: { year: 2020, make: 'Porsche', model: null },
    });
    expect(result.message).toBe(VIN_MESSAGES.modelUnknown(2020, 'Porsche'));
    expect(result.message).not.toMatch(/try searching manually/i);
  });

  it('fails honestly for a maker it does not know', async () => {
    const result = await decodeVin('AAA11111111111111', { nhtsaUrl: closedUrl });
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
  it('asks vPIC when the offline data cannot name the model, and says so', async () => {
    const requests: string[] = [];
    const { server, url } = await standIn((request, response) => {
      requests.push(request.url ?? '');
      response.setHeader('content-type', 'application/json');
      response.end(vpic({ ModelYear: '2020', Make: 'PORSCHE', Model: 'Taycan', ErrorCode: '0' }));
    });
    try {
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

  it('does not ask vPIC when the offline data knows the vehicle', async () => {
    const requests: string[] = [];
    const { server, url } = await standIn((request, response) => {
      requests.push(request.url ?? '');
      response.end(vpic({ ModelYear: '2019', Make: 'TESLA', Model: 'Model 3' }));
    });
    try {
      expect(await decodeVin('5YJ3E1EA6KF123456', { nhtsaUrl: url })).toMatchObject({ source: 'offline' });
      expect(requests).toEqual([]);
    } finally {
      await close(server);
    }
  });

  it('gives up on vPIC after the timeout and answers with what the offline data knows', async () => {
    const { server, url } = await standIn((_request, response) => {
      setTimeout(() => response.end(vpic({ ModelYear: '2020', Make: 'PORSCHE', Model: 'Taycan' })), 3000);
    });
    try {
      const direct = decodeWithNhtsa('WP0AA2Y15LS123456', { baseUrl: url, timeoutMs: 200 });
      await expect(direct).resolves.toEqual({ ok: false, reason: 'timeout' });
      const started = Date.now();
      const result = await decodeVin('WP0AA2Y15LS123456', { nhtsaUrl: url, nhtsaTimeoutMs: 200 });
      expect(Date.now() - started).toBeLessThan(1500);
      expect(result).toMatchObject({
        success: true,
        source: 'offline',
        data: { make: 'Porsche', model: null },
      });
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

  it('answers in the site’s shape and rate-limits each client', async () => {
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
    // the site's shape, plus which source answered and the calculators' EPA rows for the vehicle
    expect(Object.keys(body).sort()).toEqual([
      'data',
      'evModels',
      'message',
      'source',
      'success',
      'trims',
      'vehicleExists',
      'vehicleId',
    ]);

    const bad = await post({});
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as VinDecodeResponse).message).toBe('Please enter a valid 17-character VIN');

    // docs/product/limits.md §2: 30 decodes per client per 10 minutes. The count starts from nothing: waiting out the
    // end of a window leaves the decodes above in the one before, and the boundary would move by one.
    await clearOfWindowEnd(600, 60);
    await sql()`delete from rate_limits where bucket = 'vin-decode'`;
    for (let index = 1; index <= 30; index += 1) expect((await post({ vin: 'SHORT' })).status).not.toBe(429);
    const limited = await post({ vin: '5YJ3E1EA6KF123456' });
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as VinDecodeResponse).message).toBe(
      'Too many requests. Please try again in a few minutes.',
    );
  });
});
