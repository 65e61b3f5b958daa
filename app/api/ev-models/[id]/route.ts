import { NextResponse } from 'next/server';
import { getEvSelection } from '@/lib/db/ev-models';
import { CALCULATOR_MESSAGES, CALCULATOR_PARAMS } from '@/lib/calculators/forms/params';

export const dynamic = 'force-dynamic';

/** One EV's figures and its comparables, loaded when a calculator's model select changes. */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const id = CALCULATOR_PARAMS.id.parse((await params).id);
  if (id === null) return NextResponse.json({ error: CALCULATOR_MESSAGES.vehicleNotFound }, { status: 404 });
  try {
    const selection = await getEvSelection(id);
    if (!selection) return NextResponse.json({ error: CALCULATOR_MESSAGES.vehicleNotFound }, { status: 404 });
    return NextResponse.json(selection, {
      headers: { 'cache-control': 'public, max-age=300, s-maxage=3600, stale-while-revalidate=86400' },
    });
  } catch (error) {
    console.error('EV selection failed', error);
    return NextResponse.json({ error: CALCULATOR_MESSAGES.loadFailed }, { status: 503 });
  }
}
