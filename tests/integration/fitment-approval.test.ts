import { approveSubmission, listSubmissions, rejectSubmission } from '@/lib/db/admin-fitment-submissions';
import { insertFitmentSubmission } from '@/lib/db/fitment-submissions';
import { APPROVAL_DEFAULTS } from '@/lib/admin/fitment-submissions';

// Whole transactions against a real database, on a machine that may be busy.
jest.setTimeout(60_000);

const sql = () => globalThis.testDb.sql;

let serial = 0;
/** A visitor's suggestion through the public form's own insert; each test names its own make so rows never mix. */
async function suggest(overrides: Partial<Parameters<typeof insertFitmentSubmission>[0]> = {}) {
  serial += 1;
  return insertFitmentSubmission({
    vehicleYear: 2024,
    vehicleMake: `Make${serial}`,
    vehicleModel: 'Hatch',
    vehicleTrim: 'Long Range',
    tireBrand: 'Brand',
    tireModel: `Model ${serial}`,
    tireSize: '245/40R21',
    ...overrides,
  });
}

async function counts(make: string, tireModel: string) {
  const [row] = await sql()<{ vehicles: number; tires: number; fitments: number }[]>`
    select (select count(*)::int from vehicles where lower(make) = lower(${make})) as vehicles,
           (select count(*)::int from tires where lower(model) = lower(${tireModel})) as tires,
           (select count(*)::int from fitments f join vehicles v on v.id = f.vehicle_id where lower(v.make) = lower(${make})) as fitments`;
  return row!;
}

const status = async (id: number) =>
  (await sql()<{ status: string; vehicle_id: number | null; tire_id: number | null }[]>`
    select status, vehicle_id, tire_id from user_submissions where id = ${id}`)[0]!;

describe('approving a fitment submission', () => {
  it('creates the vehicle and tire with the site’s defaults, a non-OEM fitment, and records the ids', async () => {
    const id = await suggest({ vehicleMake: 'Approva', tireModel: 'Fresh One', tireSize: '255/35R21' });
    const outcome = await approveSubmission(id, APPROVAL_DEFAULTS);
    expect(outcome).toMatchObject({ status: 'approved', createdVehicle: true, createdTire: true, createdFitment: true });
    if (outcome.status !== 'approved') return;

    const [vehicle] = await sql()`
      select year, make, model, trim, oem_tire_size, load_index_min, speed_rating_min, wheel_size_min, wheel_size_max
      from vehicles where id = ${outcome.vehicleId}`;
    // The range grows to the submitted 21-inch wheel so that the vehicle page lists the tire.
    expect(vehicle).toEqual({
      year: 2024, make: 'Approva', model: 'Hatch', trim: 'Long Range', oem_tire_size: '255/35R21',
      load_index_min: 95, speed_rating_min: 'H', wheel_size_min: 18, wheel_size_max: 21,
    });
    const [tire] = await sql()`select brand, model, size, load_index, speed_rating from tires where id = ${outcome.tireId}`;
    expect(tire).toEqual({ brand: 'Brand', model: 'Fresh One', size: '255/35R21', load_index: 95, speed_rating: 'H' });
    expect(await status(id)).toEqual({ status: 'approved', vehicle_id: outcome.vehicleId, tire_id: outcome.tireId });

    // What the vehicle page reads: the tire is listed, as a reported fitment rather than an OEM approval.
    const listed = await sql()<{ tire_id: number; is_approved: boolean }[]>`
      select tire_id, is_approved from search_tires_by_vehicle(${outcome.vehicleId}, 21)`;
    expect(listed).toEqual([{ tire_id: outcome.tireId, is_approved: false }]);
    expect((await listSubmissions()).find((s) => s.id === id)).toMatchObject({ status: 'approved', vehicleId: outcome.vehicleId });
  });

  it('reuses a listed vehicle and tire whatever their spelling, and keeps an existing OEM approval', async () => {
    const [vehicle] = await sql()<{ id: number }[]>`
      insert into vehicles (year, make, model, trim, oem_tire_size, load_index_min, speed_rating_min)
      values (2023, 'Reusa', 'Crossover', 'AWD', '235/55R19', 101, 'V') returning id`;
    const [tire] = await sql()<{ id: number }[]>`
      insert into tires (brand, model, size, load_index, speed_rating) values ('Hankook', 'iON evo AS', '235/55R19', 105, 'V') returning id`;
    await sql()`insert into fitments (vehicle_id, tire_id, approved) values (${vehicle!.id}, ${tire!.id}, true)`;

    const id = await suggest({ vehicleYear: 2023, vehicleMake: 'REUSA', vehicleModel: 'crossover', vehicleTrim: 'awd', tireBrand: 'hankook', tireModel: 'ION EVO AS', tireSize: '235/55R19' });
    const outcome = await approveSubmission(id, APPROVAL_DEFAULTS);
    expect(outcome).toEqual({ status: 'approved', vehicleId: vehicle!.id, tireId: tire!.id, createdVehicle: false, createdTire: false, createdFitment: false });
    expect(await counts('Reusa', 'iON evo AS')).toEqual({ vehicles: 1, tires: 1, fitments: 1 });
    const [fitment] = await sql()`select approved from fitments where vehicle_id = ${vehicle!.id} and tire_id = ${tire!.id}`;
    expect(fitment).toEqual({ approved: true });
  });

  it('without a trim: uses the only trim, creates "Base" when there is none, and refuses to guess between several', async () => {
    const [only] = await sql()<{ id: number }[]>`
      insert into vehicles (year, make, model, trim, oem_tire_size, load_index_min, speed_rating_min)
      values (2022, 'Solo', 'One', 'Standard', '215/55R17', 94, 'H') returning id`;
    const single = await approveSubmission(await suggest({ vehicleYear: 2022, vehicleMake: 'Solo', vehicleModel: 'One', vehicleTrim: undefined }), APPROVAL_DEFAULTS);
    expect(single).toMatchObject({ status: 'approved', vehicleId: only!.id, createdVehicle: false });

    const fresh = await approveSubmission(await suggest({ vehicleMake: 'Nova', vehicleTrim: undefined }), APPROVAL_DEFAULTS);
    expect(fresh).toMatchObject({ status: 'approved', createdVehicle: true });
    const [created] = await sql()`select trim from vehicles where make = 'Nova'`;
    expect(created).toEqual({ trim: 'Base' });

    await sql()`
      insert into vehicles (year, make, model, trim, oem_tire_size, load_index_min, speed_rating_min)
      values (2022, 'Duo', 'Two', 'RWD', '215/55R17', 94, 'H'), (2022, 'Duo', 'Two', 'AWD', '235/45R18', 98, 'V')`;
    const id = await suggest({ vehicleYear: 2022, vehicleMake: 'Duo', vehicleModel: 'Two', vehicleTrim: undefined, tireModel: 'Unwritten' });
    expect(await approveSubmission(id, APPROVAL_DEFAULTS)).toEqual({ status: 'ambiguous-trim' });
    expect(await status(id)).toEqual({ status: 'pending', vehicle_id: null, tire_id: null });
    expect(await counts('Duo', 'Unwritten')).toEqual({ vehicles: 2, tires: 0, fitments: 0 });
  });

  it('refuses a model year the directory does not cover, writing nothing', async () => {
    const id = await suggest({ vehicleYear: 2005, vehicleMake: 'Oldie', tireModel: 'Vintage' });
    expect(await approveSubmission(id, APPROVAL_DEFAULTS)).toEqual({ status: 'year-out-of-range' });
    expect(await counts('Oldie', 'Vintage')).toEqual({ vehicles: 0, tires: 0, fitments: 0 });
    expect((await status(id)).status).toBe('pending');
  });

  it('runs in one transaction: a failure after the vehicle and tire were created leaves no trace', async () => {
    // A database-side failure on the last insert (the fitment), to prove the earlier inserts roll back with it.
    await sql()`
      create function refuse_doomed_fitment() returns trigger language plpgsql as $$
      begin
        if exists (select 1 from tires where id = new.tire_id and model = 'Doomed') then
          raise exception 'refused for the test';
        end if;
        return new;
      end $$`;
    await sql()`create trigger refuse_doomed before insert on fitments for each row execute function refuse_doomed_fitment()`;
    try {
      const id = await suggest({ vehicleMake: 'Atomica', tireModel: 'Doomed' });
      await expect(approveSubmission(id, APPROVAL_DEFAULTS)).rejects.toThrow('refused for the test');
      expect(await counts('Atomica', 'Doomed')).toEqual({ vehicles: 0, tires: 0, fitments: 0 });
      expect(await status(id)).toEqual({ status: 'pending', vehicle_id: null, tire_id: null });
    } finally {
      await sql()`drop trigger refuse_doomed on fitments`;
      await sql()`drop function refuse_doomed_fitment()`;
    }
  });

  it('two admins approving the same submission at once create one vehicle, one tire and one fitment', async () => {
    const id = await suggest({ vehicleMake: 'Twinclick', tireModel: 'Raced' });
    const outcomes = await Promise.all(Array.from({ length: 4 }, () => approveSubmission(id, APPROVAL_DEFAULTS)));
    expect(outcomes.filter((outcome) => outcome.status === 'approved')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome.status === 'already')).toEqual(
      Array.from({ length: 3 }, () => ({ status: 'already', current: 'approved' })),
    );
    expect(await counts('Twinclick', 'Raced')).toEqual({ vehicles: 1, tires: 1, fitments: 1 });
  });

  it('two different suggestions of the same new fitment approved at once share one vehicle and tire', async () => {
    const first = await suggest({ vehicleMake: 'Pairwise', tireModel: 'Shared' });
    const second = await suggest({ vehicleMake: 'pairwise', tireModel: 'SHARED' });
    const [a, b] = await Promise.all([approveSubmission(first, APPROVAL_DEFAULTS), approveSubmission(second, APPROVAL_DEFAULTS)]);
    expect(a.status).toBe('approved');
    expect(b.status).toBe('approved');
    expect(await counts('Pairwise', 'Shared')).toEqual({ vehicles: 1, tires: 1, fitments: 1 });
  });
});

describe('rejecting a fitment submission', () => {
  it('rejects a pending submission once, and a reviewed one can be neither approved nor rejected again', async () => {
    const id = await suggest({ vehicleMake: 'Rejecta', tireModel: 'Nope' });
    expect(await rejectSubmission(id)).toEqual({ status: 'rejected' });
    expect(await rejectSubmission(id)).toEqual({ status: 'already', current: 'rejected' });
    expect(await approveSubmission(id, APPROVAL_DEFAULTS)).toEqual({ status: 'already', current: 'rejected' });
    expect(await counts('Rejecta', 'Nope')).toEqual({ vehicles: 0, tires: 0, fitments: 0 });
    expect(await rejectSubmission(999_999)).toEqual({ status: 'missing' });
  });
});
