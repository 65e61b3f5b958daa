import { readKit } from '@/lib/field-kit/server/kit-data';

/**
 * The field kit's tire-pressure tables (docs/product/field-kit.md § What works offline): every EV's EPA range and
 * consumption, each state's electricity price and the placards on file, under the kit's version. The kit's tire page
 * reads it; saving the kit stores it.
 */
export const dynamic = 'force-dynamic';

export async function GET() {
  return Response.json((await readKit()).tirePressure, { headers: { 'Cache-Control': 'no-cache' } });
}
