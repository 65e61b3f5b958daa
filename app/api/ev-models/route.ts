import { NextResponse } from 'next/server';
import { getEvOptions } from '@/lib/db/ev-models';
import { CALCULATOR_MESSAGES, CALCULATOR_PARAMS } from '@/lib/calculators/forms/params';

export const dynamic = 'force-dynamic';

/**
 * The calculators' year → make → model options, one step at a time, so that a tool page never carries the
 * whole EV table: `?year=2025` adds that year's makes, `&make=Volkswagen` that make's models.
 */
export async function GET(request: Request) {
  const params = new URL(request.url).searchParams;
  const yearText = params.get('year');
  const year = yearText === null ? null : CALCULATOR_PARAMS.year.parse(yearText);
  const make = params.get('make') === null ? null : CALCULATOR_PARAMS.make.parse(params.get('make')!);
  if (yearText !== null && year === null) {
    return NextResponse.json({ error: CALCULATOR_MESSAGES.year }, { status: 400 });
  }
  try {
    const options = await getEvOptions(year ?? undefined, make ?? undefined);
    // Public reference data: a shared cache may keep an answer for an hour.
    return NextResponse.json(options, {
      headers: { 'cache-control': 'public, max-age=300, s-maxage=3600, stale-while-revalidate=86400' },
    });
  } catch (error) {
    console.error('EV options failed', error);
    return NextResponse.json({ error: CALCULATOR_MESSAGES.loadFailed }, { status: 503 });
  }
}
