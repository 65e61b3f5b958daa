import { timingSafeEqual } from 'node:crypto';
import { revalidateTag } from 'next/cache';
import { NextResponse } from 'next/server';
import { isStale, readLastEnergyUpdate } from '@/lib/db/energy-prices';
import { refreshEnergyPrices } from '@/lib/energy/refresh';
import { TAGS } from '@/lib/db/tags';
import { env } from '@/lib/env';

export const dynamic = 'force-dynamic';

/** Bearer CRON_SECRET; without a configured secret nobody may refresh. */
function authorized(request: Request): boolean {
  const secret = env().CRON_SECRET;
  if (!secret) return false;
  const given = Buffer.from(request.headers.get('authorization') ?? '');
  const expected = Buffer.from(`Bearer ${secret}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

async function refresh() {
  const outcome = await refreshEnergyPrices({ apiKey: env().ENERGY_PRICE_API_KEY });
  if (outcome.status !== 'fresh') {
    for (const tag of [TAGS.energyPrices, TAGS.regionalData]) {
      try {
        revalidateTag(tag, 'max');
      } catch (error) {
        console.error('could not revalidate', tag, error);
      }
    }
  }
  return NextResponse.json(
    {
      status: outcome.status,
      lastUpdate: outcome.update ?? null,
      reason: 'reason' in outcome ? outcome.reason : undefined,
    },
    { headers: { 'cache-control': 'no-store' } },
  );
}

/**
 * Reports the last update. Vercel Cron calls its paths with GET and the CRON_SECRET bearer, so an
 * authorized GET runs the refresh as POST does.
 */
export async function GET(request: Request) {
  try {
    if (authorized(request)) return await refresh();
    const last = await readLastEnergyUpdate();
    // The refresh's error stays in the back office; the page needs only what happened and when.
    const lastUpdate = last && {
      updatedAt: last.updatedAt,
      source: last.source,
      recordCount: last.recordCount,
      lastAttempt: last.lastAttempt ? { at: last.lastAttempt.at, result: last.lastAttempt.result } : null,
    };
    return NextResponse.json(
      {
        lastUpdate: lastUpdate ?? null,
        stale: isStale(last, new Date()),
        feedConfigured: Boolean(env().ENERGY_PRICE_API_KEY),
      },
      { headers: { 'cache-control': 'no-store' } },
    );
  } catch (error) {
    console.error('energy price status failed', error);
    return NextResponse.json({ error: 'Failed to read the last price update' }, { status: 500 });
  }
}

/** Refreshes the prices when the last update is older than 24 hours. */
export async function POST(request: Request) {
  if (!authorized(request)) return NextResponse.json({ error: 'Unauthorized' }, { status: 401 });
  try {
    return await refresh();
  } catch (error) {
    console.error('energy price refresh failed', error);
    return NextResponse.json({ error: 'Failed to refresh energy prices' }, { status: 500 });
  }
}
