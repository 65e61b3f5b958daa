import { readKit } from '@/lib/field-kit/server/kit-data';

/**
 * The field kit's data file (docs/product/field-kit.md): every code, the glossary, the articles and the guides, read
 * from the data cache the back office's changes expire. Asked for only when a visitor saves or refreshes the kit.
 */
export const dynamic = 'force-dynamic';

export async function GET() {
  return Response.json(await readKit(), { headers: { 'Cache-Control': 'no-cache' } });
}
