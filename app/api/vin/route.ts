import { NextResponse } from 'next/server';
import { clientKey } from '@/lib/client-key';
import { RATE_LIMITED_MESSAGE } from '@/lib/errors';
import { hitRateLimit } from '@/lib/db/rate-limits';
import { env } from '@/lib/env';
import { OUTAGE_MESSAGE, unlessDatabaseDown } from '@/lib/outage';
import { decodeVin, VIN_MESSAGES, type VinDecodeResponse } from '@/lib/vin/server/decode';

export const dynamic = 'force-dynamic';

/** Decodes lookups per client per window: vPIC is a shared public service and each call is a DB query. */
const VIN_RATE_LIMIT = { limit: 30, windowSeconds: 600 } as const;

const failure = (message: string): VinDecodeResponse => ({
  success: false,
  message,
  data: null,
  vehicleExists: false,
  vehicleId: null,
  source: null,
  evModels: [],
});

export async function POST(request: Request) {
  let vin: unknown;
  try {
    vin = ((await request.json()) as { vin?: unknown } | null)?.vin;
  } catch {
    vin = undefined;
  }
  if (typeof vin !== 'string') return NextResponse.json(failure(VIN_MESSAGES.invalid), { status: 400 });
  try {
    return await unlessDatabaseDown(failure(OUTAGE_MESSAGE), () => decodeFor(vin));
  } catch (error) {
    console.error('VIN decode failed', error);
    return NextResponse.json(failure(VIN_MESSAGES.failed), { status: 500 });
  }
}

/** The decode itself: its rate limit and the vehicles it looks up are rows of the database. */
async function decodeFor(vin: string): Promise<Response> {
  const limit = await hitRateLimit(
    'vin-decode',
    await clientKey(),
    VIN_RATE_LIMIT.limit,
    VIN_RATE_LIMIT.windowSeconds,
  );
  if (!limit.allowed) {
    return NextResponse.json(failure(RATE_LIMITED_MESSAGE), {
      status: 429,
      headers: { 'retry-after': String(Math.ceil((limit.resetAt.getTime() - Date.now()) / 1000)) },
    });
  }
  const result = await decodeVin(vin, { nhtsaUrl: env().NHTSA_API_URL });
  return NextResponse.json(result, { status: 200 });
}
