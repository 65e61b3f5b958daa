import {
  getTire,
  getTireFilterOptions,
  listTireIds,
  searchTires,
  getTiresByIds,
  TIRE_PAGE_SIZE,
} from '@/lib/db/tires';
import { getVehicleDataStats } from '@/lib/db/vehicle-data';
import {
  getCompatibleTires,
  listTrims,
  getVehicle,
  listVehiclesForTire,
} from '@/lib/db/vehicles';
import { applyVehicleFilters } from '@/lib/tires/filters';

const sql = () => globalThis.testDb.sql;

let ids: Record<string, number> = {};

beforeAll(async () => {
  const vehicles = await sql()<{ id: number; trim: string }[]>`
    insert into vehicles (year, make, model, trim, oem_tire_size, load_index_min, speed_rating_min, wheel_size_min, wheel_size_max)
    values (2022, 'Tesla', 'Model 3', 'RWD 18-inch', '235/45R18', 98, 'V', 18, 20),
           (2022, 'Tesla', 'Model 3', 'Performance 20-inch', '235/35ZR20', 92, 'Y', 18, 20),
           (2021, 'Ford', 'Mustang Mach-E', 'Select RWD', '225/60R18', 100, 'H', 18, 20)
    returning id, trim`;
  const tires = await sql()<{ id: number; model: string }[]>`
    insert into tires (brand, model, size, load_index, speed_rating, rolling_resistance, noise_level_db, is_ev_rated, image_url, oem_certifications)
    values ('Michelin', 'Primacy MXM4', '235/45R18', 98, 'V', null, null, false, null, '{T1}'),
           ('Michelin', 'CrossClimate2', '235/45R18', 98, 'W', null, null, false, 'javascript:alert(1)', '{}'),
           ('Pirelli', 'P Zero Elect', '235/45R18', 98, 'Y', 'B', 69, true, 'https://example.com/pz.png', '{}'),
           ('Continental', 'ProContact RX', '235/40R19', 96, 'W', null, null, true, null, '{}'),
           ('Goodyear', 'Eagle Touring', '225/60R18', 100, 'H', null, null, false, null, '{}')
    returning id, model`;
  ids = Object.fromEntries([...vehicles.map((v) => [v.trim, v.id]), ...tires.map((t) => [t.model, t.id])]);
  await sql()`
    insert into fitments (vehicle_id, tire_id, approved) values
      (${ids['RWD 18-inch']!}, ${ids['Primacy MXM4']!}, true),
      (${ids['RWD 18-inch']!}, ${ids['CrossClimate2']!}, false),
      (${ids['RWD 18-inch']!}, ${ids['P Zero Elect']!}, false),
      (${ids['RWD 18-inch']!}, ${ids['ProContact RX']!}, false),
      (${ids['Select RWD']!}, ${ids['Eagle Touring']!}, true)`;
});

describe('vehicle readers', () => {
  it('reads a vehicle with its wheel range, and nothing for an unknown id', async () => {
    const vehicle = await getVehicle(ids['RWD 18-inch']!);
    expect(vehicle).toEqual({
      id: ids['RWD 18-inch'],
      year: 2022,
      make: 'Tesla',
      model: 'Model 3',
      trim: 'RWD 18-inch',
      oemTireSize: '235/45R18',
      loadIndexMin: 98,
      speedRatingMin: 'V',
      wheelSizeRange: { min: 18, max: 20 },
    });
    expect(await getVehicle(999_999)).toBeUndefined();
  });

  it('lists trims of the same make, model and year', async () => {
    const trims = await listTrims('Tesla', 'Model 3', 2022);
    expect(trims.map((trim) => trim.trim)).toEqual(['Performance 20-inch', 'RWD 18-inch']);
  });
});

describe('compatible tires (search_tires_by_vehicle)', () => {
  it('lists OEM-approved first, then EV-rated, only on the OE wheel diameter', async () => {
    const tires = await getCompatibleTires(ids['RWD 18-inch']!, '235/45R18');
    expect(tires.map((tire) => tire.model)).toEqual(['Primacy MXM4', 'P Zero Elect', 'CrossClimate2']);
    expect(tires[0]).toMatchObject({
      isApproved: true,
      oemCertifications: ['T1'],
      rollingResistance: null,
      noiseLevelDb: null,
    });
    expect(tires[1]).toMatchObject({ isEvRated: true, rollingResistance: 'B', noiseLevelDb: 69 });
  });

  it('drops image urls that are not http(s)', async () => {
    const tires = await getCompatibleTires(ids['RWD 18-inch']!, '235/45R18');
    expect(tires.find((tire) => tire.model === 'CrossClimate2')?.imageUrl).toBeNull();
    expect(tires.find((tire) => tire.model === 'P Zero Elect')?.imageUrl).toBe('https://example.com/pz.png');
  });

  it('applies the brand, EV-rated and OEM filters', async () => {
    const tires = await getCompatibleTires(ids['RWD 18-inch']!, '235/45R18');
    expect(applyVehicleFilters(tires, { brand: ['Michelin'], ev: false, oem: false })).toHaveLength(2);
    expect(applyVehicleFilters(tires, { brand: [], ev: true, oem: false }).map((t) => t.model)).toEqual([
      'P Zero Elect',
    ]);
    expect(applyVehicleFilters(tires, { brand: [], ev: false, oem: true }).map((t) => t.model)).toEqual([
      'Primacy MXM4',
    ]);
    expect(applyVehicleFilters(tires, { brand: ['Goodyear'], ev: false, oem: false })).toEqual([]);
  });
});

describe('tire readers', () => {
  it('reads one tire and the vehicles that list it', async () => {
    expect(await getTire(ids['Primacy MXM4']!)).toMatchObject({
      brand: 'Michelin',
      size: '235/45R18',
      loadIndex: 98,
    });
    expect(await getTire(999_999)).toBeUndefined();
    const vehicles = await listVehiclesForTire(ids['Primacy MXM4']!);
    expect(vehicles).toEqual([expect.objectContaining({ trim: 'RWD 18-inch', approved: true })]);
    expect((await listTireIds()).length).toBe(5);
  });

  it('searches by brand, size and EV-rated, ordered by brand then model', async () => {
    const all = await searchTires({});
    expect(all.total).toBe(5);
    expect(all.tires.map((tire) => `${tire.brand} ${tire.model}`)).toEqual([
      'Continental ProContact RX',
      'Goodyear Eagle Touring',
      'Michelin CrossClimate2',
      'Michelin Primacy MXM4',
      'Pirelli P Zero Elect',
    ]);
    expect((await searchTires({ brand: 'Michelin' })).tires).toHaveLength(2);
    expect((await searchTires({ size: '235/45R18', evOnly: true })).tires.map((t) => t.model)).toEqual([
      'P Zero Elect',
    ]);
    expect((await searchTires({ minLoadIndex: 100 })).tires.map((t) => t.model)).toEqual([
      'Eagle Touring',
    ]);
    expect((await searchTires({ brand: 'Nobody' })).total).toBe(0);
  });

  it('pages results and offers the filter options', async () => {
    const page = await searchTires({ page: 2 });
    expect(page).toMatchObject({ page: 2, pageCount: 1, tires: [] });
    expect(TIRE_PAGE_SIZE % 9).toBe(0);
    expect(await getTireFilterOptions()).toEqual({
      brands: ['Continental', 'Goodyear', 'Michelin', 'Pirelli'],
      sizes: ['225/60R18', '235/40R19', '235/45R18'],
    });
  });

  it('reads tires for the comparison in the order asked, skipping unknown ids', async () => {
    const tires = await getTiresByIds([ids['P Zero Elect']!, 999_999, ids['Primacy MXM4']!]);
    expect(tires.map((tire) => tire.model)).toEqual(['P Zero Elect', 'Primacy MXM4']);
  });
});

describe('vehicle data statistics', () => {
  it('counts rows, uses the default year range without EV models, and measures completeness', async () => {
    const stats = await getVehicleDataStats();
    expect(stats).toMatchObject({
      evModelCount: 0,
      iceModelCount: 0,
      vehicleCount: 3,
      tireCount: 5,
      fitmentCount: 5,
      makeCount: 2,
      yearRange: { min: 2015, max: 2025, fromData: false },
      latestSync: null,
    });
    expect(stats.manufacturers.map((item) => [item.make, item.fitmentVehicles])).toEqual([
      ['Ford', 1],
      ['Tesla', 2],
    ]);
    const row = (label: string) => stats.completeness.find((item) => item.label === label);
    expect(row('Tires: rolling resistance grade')).toEqual({
      label: 'Tires: rolling resistance grade',
      filled: 1,
      total: 5,
    });
    expect(row('Tires: OEM marking')).toMatchObject({ filled: 1, total: 5 });
    expect(row('Tires: image')).toMatchObject({ filled: 2, total: 5 });
  });

  it('reads the latest completion sync, the sources and the year range from EV models', async () => {
    await sql()`insert into data_sources (id, name, url, description, data_provided, accessed_on)
                values ('test-source', 'Test Source', 'https://example.com', 'A source', 'vehicles', '2026-01-02')`;
    await sql()`insert into ev_models (year, make, model, vehicle_type, epa_range, battery_capacity, efficiency, msrp, charging_speed_l2, source_id)
                values (2019, 'Tesla', 'Model 3', 'sedan', 250, 54, 25, 39000, 7.6, 'test-source'),
                       (2024, 'Kia', 'EV6', 'suv', 310, 77.4, 30, 42600, 10.9, 'test-source')`;
    await sql()`insert into sync_logs (type, sync_date, status) values
                ('vehicle_data_completion', '2026-03-01T00:00:00Z', 'success'),
                ('vehicle_data_completion', '2026-05-01T00:00:00Z', 'partial'),
                ('tire_data', '2026-07-01T00:00:00Z', 'success')`;
    const stats = await getVehicleDataStats();
    expect(stats.yearRange).toEqual({ min: 2019, max: 2024, fromData: true });
    expect(stats.latestSync).toEqual({ date: '2026-05-01T00:00:00.000Z', status: 'partial' });
    expect(stats.sources).toEqual([expect.objectContaining({ id: 'test-source', accessedOn: '2026-01-02' })]);
    expect(stats.manufacturers.find((item) => item.make === 'Kia')).toMatchObject({
      evModels: 1,
      fitmentVehicles: 0,
      sourceIds: ['test-source'],
    });
  });
});
