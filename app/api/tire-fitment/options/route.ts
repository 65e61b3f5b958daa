import { NextResponse } from 'next/server';
import { getDirectoryOptions } from '@/lib/db/tire-directory';
import { DIRECTORY_MESSAGES } from '@/lib/tires/directory-messages';

export const dynamic = 'force-dynamic';

const text = (value: string | null) => (value && value.trim() ? value.trim().slice(0, 100) : undefined);

/**
 * The tire directory's cascade one step at a time: `?year=2025` gives that year's makes, `&make=Kia` the make's
 * models, `&model=EV6` the model's trims. A value the directory does not have is left out of the answer.
 */
export async function GET(request: Request) {
  const params = new URL(request.url).searchParams;
  const year = Number(params.get('year'));
  try {
    const options = await getDirectoryOptions({
      year: Number.isInteger(year) && year > 0 ? year : undefined,
      make: text(params.get('make')),
      model: text(params.get('model')),
    });
    // Public reference data: a shared cache may keep an answer for an hour.
    return NextResponse.json(options, {
      headers: { 'cache-control': 'public, max-age=300, s-maxage=3600, stale-while-revalidate=86400' },
    });
  } catch (error) {
    console.error('tire directory options failed', error);
    return NextResponse.json({ error: DIRECTORY_MESSAGES.loadFailed }, { status: 503 });
  }
}
