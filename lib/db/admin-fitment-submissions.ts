import 'server-only';
import type { TransactionSql } from 'postgres';
import { db } from '@/lib/db/client';
import type { AdminSubmission, SubmissionStatus } from '@/lib/db/types';

interface SubmissionRow {
  id: number;
  status: SubmissionStatus;
  submission_date: Date;
  vehicle_make: string;
  vehicle_model: string;
  vehicle_year: number;
  vehicle_trim: string | null;
  tire_brand: string;
  tire_model: string;
  tire_size: string;
  comments: string | null;
  contact_email: string | null;
  vehicle_id: number | null;
  tire_id: number | null;
  reviewed_at: Date | null;
}

const toSubmission = (row: SubmissionRow): AdminSubmission => ({
  id: row.id,
  status: row.status,
  submissionDate: row.submission_date.toISOString(),
  vehicleMake: row.vehicle_make,
  vehicleModel: row.vehicle_model,
  vehicleYear: row.vehicle_year,
  vehicleTrim: row.vehicle_trim,
  tireBrand: row.tire_brand,
  tireModel: row.tire_model,
  tireSize: row.tire_size,
  comments: row.comments,
  contactEmail: row.contact_email,
  vehicleId: row.vehicle_id,
  tireId: row.tire_id,
  reviewedAt: row.reviewed_at ? row.reviewed_at.toISOString() : null,
});

/** getAllSubmissions: newest first. */
export async function listSubmissions(): Promise<AdminSubmission[]> {
  const rows = await db()<SubmissionRow[]>`
    select id, status, submission_date, vehicle_make, vehicle_model, vehicle_year, vehicle_trim, tire_brand, tire_model,
           tire_size, comments, contact_email, vehicle_id, tire_id, reviewed_at
    from user_submissions order by submission_date desc, id desc`;
  return rows.map(toSubmission);
}

/** The site's defaults for what approving creates. */
interface ApprovalDefaults {
  loadIndex: number;
  speedRating: string;
  wheelSizeMin: number;
  wheelSizeMax: number;
  tireSize: string;
  trim: string;
}

type ApprovalOutcome =
  | { status: 'approved'; vehicleId: number; tireId: number; createdVehicle: boolean; createdTire: boolean; createdFitment: boolean }
  | { status: 'missing' }
  | { status: 'already'; current: SubmissionStatus }
  | { status: 'incomplete' }
  | { status: 'ambiguous-trim' }
  | { status: 'year-out-of-range' };

const blank = (value: string | null | undefined) => !value || value.trim() === '';
const VEHICLE_YEARS = { min: 2010, max: 2100 };

async function findOrCreateVehicle(
  tx: TransactionSql,
  submission: SubmissionRow,
  defaults: ApprovalDefaults,
): Promise<{ id: number; created: boolean } | 'ambiguous-trim' | 'year-out-of-range'> {
  const make = submission.vehicle_make.trim();
  const model = submission.vehicle_model.trim();
  const year = submission.vehicle_year;
  let trim = submission.vehicle_trim?.trim() ?? '';
  if (!trim) {
    const trims = await tx<{ id: number }[]>`
      select id from vehicles where year = ${year} and lower(make) = lower(${make}) and lower(model) = lower(${model})
      order by trim, id`;
    if (trims.length === 1) return { id: trims[0]!.id, created: false };
    if (trims.length > 1) return 'ambiguous-trim';
    trim = defaults.trim;
  }
  // The same lock as the vehicle form's: two approvals (or an approval and a save) of one vehicle spelled
  // differently cannot both miss it and both create it.
  await tx`select pg_advisory_xact_lock(hashtext('vehicle:' || vehicle_natural_key(${year}::int, ${make}, ${model}, ${trim})))`;
  const [found] = await tx<{ id: number }[]>`
    select id from vehicles
    where vehicle_natural_key(year, make, model, trim) = vehicle_natural_key(${year}::int, ${make}, ${model}, ${trim})
    order by id limit 1`;
  if (found) return { id: found.id, created: false };
  if (year < VEHICLE_YEARS.min || year > VEHICLE_YEARS.max) return 'year-out-of-range';
  const size = submission.tire_size || defaults.tireSize;
  // The range must hold the wheel the submitted tire is for, or the vehicle page would not list the tire.
  const rim = Number(/R(\d{2})$/.exec(size)?.[1] ?? defaults.wheelSizeMin);
  const [created] = await tx<{ id: number }[]>`
    insert into vehicles (year, make, model, trim, oem_tire_size, load_index_min, speed_rating_min, wheel_size_min,
                          wheel_size_max)
    values (${year}, ${make}, ${model}, ${trim}, ${size}, ${defaults.loadIndex}, ${defaults.speedRating},
            ${Math.min(defaults.wheelSizeMin, rim)}, ${Math.max(defaults.wheelSizeMax, rim)})
    on conflict (year, make, model, trim) do nothing
    returning id`;
  if (created) return { id: created.id, created: true };
  const [raced] = await tx<{ id: number }[]>`
    select id from vehicles where year = ${year} and make = ${make} and model = ${model} and trim = ${trim}`;
  return { id: raced!.id, created: false };
}

async function findOrCreateTire(
  tx: TransactionSql,
  submission: SubmissionRow,
  defaults: ApprovalDefaults,
): Promise<{ id: number; created: boolean }> {
  const brand = submission.tire_brand.trim();
  const model = submission.tire_model.trim();
  const size = submission.tire_size || defaults.tireSize;
  await tx`select pg_advisory_xact_lock(hashtext('tire:' || tire_natural_key(${brand}, ${model}, ${size})))`;
  const [found] = await tx<{ id: number }[]>`
    select id from tires
    where tire_natural_key(brand, model, size) = tire_natural_key(${brand}, ${model}, ${size})
    order by id limit 1`;
  if (found) return { id: found.id, created: false };
  const [created] = await tx<{ id: number }[]>`
    insert into tires (brand, model, size, load_index, speed_rating)
    values (${brand}, ${model}, ${size}, ${defaults.loadIndex}, ${defaults.speedRating})
    on conflict (brand, model, size) do nothing
    returning id`;
  if (created) return { id: created.id, created: true };
  const [raced] = await tx<{ id: number }[]>`select id from tires where brand = ${brand} and model = ${model} and size = ${size}`;
  return { id: raced!.id, created: false };
}

/**
 * approveFitment, in one transaction: the submission row is locked first, so a second approval of the same
 * submission (another tab, a double click) waits, then finds it approved and changes nothing. Then the vehicle
 * and the tire are found (case-insensitively) or created with the site's defaults, the fitment is recorded with
 * approved = false (a visitor's report, not an OEM approval), and the submission keeps the ids it led to.
 */
export async function approveSubmission(id: number, defaults: ApprovalDefaults): Promise<ApprovalOutcome> {
  return db().begin(async (tx): Promise<ApprovalOutcome> => {
    const [submission] = await tx<SubmissionRow[]>`select * from user_submissions where id = ${id} for update`;
    if (!submission) return { status: 'missing' };
    if (submission.status !== 'pending') return { status: 'already', current: submission.status };
    if (
      blank(submission.vehicle_make) ||
      blank(submission.vehicle_model) ||
      !submission.vehicle_year ||
      blank(submission.tire_brand) ||
      blank(submission.tire_model)
    ) {
      return { status: 'incomplete' };
    }
    const vehicle = await findOrCreateVehicle(tx, submission, defaults);
    if (vehicle === 'ambiguous-trim' || vehicle === 'year-out-of-range') return { status: vehicle };
    const tire = await findOrCreateTire(tx, submission, defaults);
    const fitment = await tx`
      insert into fitments (vehicle_id, tire_id, approved) values (${vehicle.id}, ${tire.id}, false)
      on conflict (vehicle_id, tire_id) do nothing
      returning vehicle_id`;
    await tx`
      update user_submissions set status = 'approved', vehicle_id = ${vehicle.id}, tire_id = ${tire.id}, reviewed_at = now()
      where id = ${id}`;
    return {
      status: 'approved',
      vehicleId: vehicle.id,
      tireId: tire.id,
      createdVehicle: vehicle.created,
      createdTire: tire.created,
      createdFitment: fitment.length > 0,
    };
  });
}

type RejectOutcome = { status: 'rejected' } | { status: 'missing' } | { status: 'already'; current: SubmissionStatus };

/** updateSubmissionStatus(id, 'rejected'), for a pending submission only: a rejection cannot be undone. */
export async function rejectSubmission(id: number): Promise<RejectOutcome> {
  return db().begin(async (tx): Promise<RejectOutcome> => {
    const [row] = await tx<{ status: SubmissionStatus }[]>`select status from user_submissions where id = ${id} for update`;
    if (!row) return { status: 'missing' };
    if (row.status !== 'pending') return { status: 'already', current: row.status };
    await tx`update user_submissions set status = 'rejected', reviewed_at = now() where id = ${id}`;
    return { status: 'rejected' };
  });
}
