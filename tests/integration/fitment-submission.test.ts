import { suggestFitment } from '@/app/(site)/tire-fitment/actions';
import { FITMENT_SUBMISSION_MESSAGES } from '@/lib/tires/fitment-submission';
import { clearOfWindowEnd } from '../fixtures/rate-limit-window';

const sql = () => globalThis.testDb.sql;

const valid = {
  vehicleYear: '2022',
  vehicleMake: 'Tesla',
  vehicleModel: 'Model Y',
  vehicleTrim: 'Long Range AWD 19-inch',
  tireBrand: 'Michelin',
  tireModel: 'CrossClimate2',
  tireSize: '255/45r19',
  comments: 'Running these for two winters.',
  contactEmail: '',
  website: '',
};

const rows = () =>
  sql()<
    {
      status: string;
      vehicle_year: number;
      tire_size: string;
      contact_email: string | null;
      vehicle_id: number | null;
    }[]
  >`
    select status, vehicle_year, tire_size, contact_email, vehicle_id from user_submissions order by id`;

describe('Suggest a fitment', () => {
  it('files a pending suggestion with the size normalized', async () => {
    const result = await suggestFitment(valid);
    expect(result).toEqual({ ok: true, message: FITMENT_SUBMISSION_MESSAGES.success });
    expect(await rows()).toEqual([
      {
        status: 'pending',
        vehicle_year: 2022,
        tire_size: '255/45R19',
        contact_email: null,
        vehicle_id: null,
      },
    ]);
  });

  it('refuses a missing field or an unreadable size with the message and stores nothing', async () => {
    const before = (await rows()).length;
    expect(await suggestFitment({ ...valid, tireBrand: '  ' })).toEqual({
      ok: false,
      field: 'tireBrand',
      message: 'Please fill in all required fields',
    });
    expect(await suggestFitment({ ...valid, tireSize: '255-45-19' })).toEqual({
      ok: false,
      field: 'tireSize',
      message: FITMENT_SUBMISSION_MESSAGES.size,
    });
    expect((await rows()).length).toBe(before);
  });

  it('answers a filled honeypot like a success but stores nothing', async () => {
    const before = (await rows()).length;
    expect((await suggestFitment({ ...valid, website: 'http://spam.example' })).ok).toBe(true);
    expect((await rows()).length).toBe(before);
  });

  it('limits one client to five suggestions an hour', async () => {
    await sql()`delete from rate_limits`;
    await clearOfWindowEnd(3600);
    for (let index = 0; index < 5; index += 1) expect((await suggestFitment(valid)).ok).toBe(true);
    expect(await suggestFitment(valid)).toEqual({
      ok: false,
      message: 'Too many requests. Please try again in a few minutes.',
    });
  });
});
