import { getTireSources, getVehicleSources } from '@/lib/db/sources';

const sql = () => globalThis.testDb.sql;

let tireId = 0;
let bareTireId = 0;
let vehicleId = 0;
let confirmedVehicleId = 0;

beforeAll(async () => {
  await sql()`
    insert into data_sources (id, name, url, description, data_provided)
    values ('size-guide', 'Zeta fitment guide', 'https://example.org/guide', 'Sizes', 'size'),
           ('eu-label', 'Alpha EU label sheet', 'https://example.org/label', 'Label', 'rolling resistance, noise'),
           ('manual', 'Beta owner’s manual', 'https://example.org/manual', 'Sizes', 'size'),
           ('unused', 'Unused page', 'https://example.org/unused', 'Nothing', 'nothing')`;
  const [tire] = await sql()<{ id: number }[]>`
    insert into tires (brand, model, size, load_index, speed_rating, rolling_resistance, noise_level_db, source_id, other_source_ids)
    values ('Bridgestone', 'Ecopia EP500', '155/60R20', 80, 'Q', 'C', 69, 'size-guide', '{eu-label}') returning id`;
  const [bare] = await sql()<{ id: number }[]>`
    insert into tires (brand, model, size, load_index, speed_rating) values ('Hankook', 'Kinergy GT', '215/55R17', 94, 'V')
    returning id`;
  const [vehicle] = await sql()<{ id: number }[]>`
    insert into vehicles (year, make, model, trim, oem_tire_size, load_index_min, speed_rating_min, wheel_size_min, wheel_size_max, source_id)
    values (2019, 'BMW', 'i3', '120 Ah', '155/70R19', 84, 'Q', 19, 20, 'size-guide') returning id`;
  const [confirmed] = await sql()<{ id: number }[]>`
    insert into vehicles (year, make, model, trim, oem_tire_size, load_index_min, speed_rating_min, wheel_size_min,
                          wheel_size_max, source_id, other_source_ids)
    values (2020, 'BMW', 'i3', '120 Ah', '155/70R19', 84, 'Q', 19, 20, 'size-guide', '{manual}') returning id`;
  [tireId, bareTireId, vehicleId, confirmedVehicleId] = [tire!.id, bare!.id, vehicle!.id, confirmed!.id];
});

describe('sources shown on tire and vehicle pages', () => {
  it('lists a tire’s main source first, then the pages behind its other figures', async () => {
    expect(await getTireSources(tireId)).toEqual([
      { name: 'Zeta fitment guide', url: 'https://example.org/guide' },
      { name: 'Alpha EU label sheet', url: 'https://example.org/label' },
    ]);
  });

  it('lists nothing for a row without a recorded source, and the vehicle’s own source', async () => {
    expect(await getTireSources(bareTireId)).toEqual([]);
    expect(await getVehicleSources(vehicleId)).toEqual([{ name: 'Zeta fitment guide', url: 'https://example.org/guide' }]);
  });

  it('lists a vehicle’s main source first, then the page that confirmed its size', async () => {
    expect(await getVehicleSources(confirmedVehicleId)).toEqual([
      { name: 'Zeta fitment guide', url: 'https://example.org/guide' },
      { name: 'Beta owner’s manual', url: 'https://example.org/manual' },
    ]);
  });
});
