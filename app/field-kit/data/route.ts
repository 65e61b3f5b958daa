import { readKit } from '@/lib/field-kit/server/kit-data';
import type { KitData } from '@/lib/field-kit/types';

/**
 * The field kit's data file (docs/product/field-kit.md): every code, the glossary, the articles and the guides, read
 * from the data cache the back office's changes expire. Asked for only when a visitor saves or refreshes the kit.
 * The tire page's tables are a file of their own (/field-kit/tire-data).
 */
export const dynamic = 'force-dynamic';

export async function GET() {
  const { tirePressure: _tires, ...kit } = await readKit();
  return Response.json(kit satisfies KitData, { headers: { 'Cache-Control': 'no-cache' } });
}
