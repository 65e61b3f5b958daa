import { readKit } from '@/lib/field-kit/server/kit-data';
import type { KitVersion } from '@/lib/field-kit/types';

/** The kit's version alone: what a saved kit compares with its own before refreshing (at most 1 KB). */
export const dynamic = 'force-dynamic';

export async function GET() {
  const { version } = await readKit();
  return Response.json({ version } satisfies KitVersion, { headers: { 'Cache-Control': 'no-cache' } });
}
