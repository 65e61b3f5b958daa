import 'server-only';
import { db } from '@/lib/db/client';
import type { FitmentSubmission } from '@/lib/tires/fitment-submission';

/** Files a visitor's suggestion as pending; the administrator reviews it in the back office. */
export async function insertFitmentSubmission(input: FitmentSubmission): Promise<number> {
  const [row] = await db()<{ id: number }[]>`
    insert into user_submissions
      (status, vehicle_make, vehicle_model, vehicle_year, vehicle_trim, tire_brand, tire_model, tire_size, comments, contact_email)
    values
      ('pending', ${input.vehicleMake}, ${input.vehicleModel}, ${input.vehicleYear}, ${input.vehicleTrim ?? null},
       ${input.tireBrand}, ${input.tireModel}, ${input.tireSize}, ${input.comments ?? null}, ${input.contactEmail ?? null})
    returning id`;
  return row!.id;
}
