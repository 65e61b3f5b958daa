import { NextResponse } from 'next/server';
import { clientKey } from '@/lib/client-key';
import { recordAnalyticsEvent } from '@/lib/db/analytics';
import { hitRateLimit, withinAnalyticsCap } from '@/lib/db/rate-limits';
import { toolUsageSchema } from '@/lib/validations/calculators';

export const dynamic = 'force-dynamic';

const LIMIT_PER_HOUR = 300;

/** Tool-usage events ('calculate' in the range, battery and tire tools) into analytics_events. */
export async function POST(request: Request) {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return NextResponse.json({ error: 'Invalid JSON' }, { status: 400 });
  }
  const parsed = toolUsageSchema.safeParse(body);
  if (!parsed.success) return NextResponse.json({ error: 'Invalid event' }, { status: 400 });
  try {
    const limit = await hitRateLimit('analytics', await clientKey(), LIMIT_PER_HOUR, 3600);
    if (!limit.allowed) return new NextResponse(null, { status: 429 });
    if (!(await withinAnalyticsCap())) return new NextResponse(null, { status: 429 });
    const { tool, action, vehicle, vehicleId, shared, inputs } = parsed.data;
    await recordAnalyticsEvent('tool_usage', `/${tool.replace('_', '-')}`, {
      tool,
      action,
      vehicle,
      vehicle_id: vehicleId ?? null,
      shared: shared ?? false,
      inputs: inputs ?? {},
    });
    return new NextResponse(null, { status: 204 });
  } catch (error) {
    console.error('analytics event failed', error);
    return NextResponse.json({ error: 'Failed to record the event' }, { status: 500 });
  }
}
