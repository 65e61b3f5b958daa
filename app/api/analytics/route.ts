import { NextResponse } from 'next/server';
import { isBot } from '@/lib/analytics/bots';
import { ANALYTICS_LIMITS } from '@/lib/analytics/events';
import { utcDay, visitorKey } from '@/lib/analytics/server/visitor';
import { crossSiteResponse, isCrossSiteRequest } from '@/lib/auth/origin';
import { clientAddressSource, clientKey, trustedClientAddress, UNKNOWN_CLIENT } from '@/lib/client-key';
import { dailySalt, recordAnalyticsEvents, type StoredEvent } from '@/lib/db/analytics';
import { hitRateLimit, withinAnalyticsCap } from '@/lib/db/rate-limits';
import { analyticsBatchSchema, toolUsageSchema } from '@/lib/analytics/report';
import { env } from '@/lib/env';

export const dynamic = 'force-dynamic';

const refuse = (status: number, error: string) => NextResponse.json({ error }, { status });
const accepted = () => new NextResponse(null, { status: 204 });

class TooLarge extends Error {}

/** Reads the body up to the limit; a longer body is refused without reading the rest into memory. */
async function readBody(request: Request): Promise<string> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > ANALYTICS_LIMITS.maxBodyBytes) throw new TooLarge();
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > ANALYTICS_LIMITS.maxBodyBytes) {
      await reader.cancel();
      throw new TooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The site's analytics events, in batches from the site's client ({ e: [...] }), plus the calculators'
 * tool-usage event. Stored without personal data: the address and user agent only feed the day's visitor
 * key and are never written. Obvious bots are answered like everyone else but not counted.
 */
export async function POST(request: Request) {
  // A page on another site would be inflating our numbers with its visitors' browsers.
  if (isCrossSiteRequest(request, env().NEXT_PUBLIC_SITE_URL)) return crossSiteResponse();
  let body: unknown;
  try {
    body = JSON.parse(await readBody(request));
  } catch (error) {
    return error instanceof TooLarge ? refuse(413, 'The batch is too large') : refuse(400, 'Invalid JSON');
  }

  let events: StoredEvent[];
  const isToolUsage = typeof body === 'object' && body !== null && 'tool' in body;
  if (isToolUsage) {
    const parsed = toolUsageSchema.safeParse(body);
    if (!parsed.success) return refuse(400, 'Invalid event');
    const { tool, action, vehicle, vehicleId, shared, inputs } = parsed.data;
    events = [
      {
        name: 'tool_usage',
        path: `/${tool.replace('_', '-')}`,
        label: tool,
        value: shared ? 1 : 0,
        properties: { tool, action, vehicle, vehicle_id: vehicleId ?? null, shared: shared ?? false, inputs: inputs ?? {} },
      },
    ];
  } else {
    const parsed = analyticsBatchSchema.safeParse(body);
    if (!parsed.success) return refuse(400, 'Invalid events');
    events = parsed.data.e
      // The back office is not part of the site's audience.
      .filter((event) => !event.p.startsWith('/admin'))
      .map((event) => ({
        name: event.n,
        path: event.p,
        label: 'l' in event ? (event.l ?? null) : null,
        value: 'v' in event ? event.v : null,
      }));
  }

  const userAgent = request.headers.get('user-agent');
  if (isBot(userAgent) || events.length === 0) return accepted();

  try {
    const limit = await hitRateLimit('analytics', await clientKey(), ANALYTICS_LIMITS.batchesPerHour, 3600);
    if (!limit.allowed) return new NextResponse(null, { status: 429 });
    if (!(await withinAnalyticsCap(events.length))) return new NextResponse(null, { status: 429 });
    const salt = await dailySalt(utcDay(new Date()));
    const key = visitorKey(
      salt,
      trustedClientAddress(request.headers, clientAddressSource()) ?? UNKNOWN_CLIENT,
      userAgent ?? '',
      request.headers.get('host') ?? '',
    );
    await recordAnalyticsEvents(events.map((event) => ({ ...event, visitorKey: key })));
    return accepted();
  } catch (error) {
    console.error('analytics events failed', error);
    return refuse(500, 'Failed to record the events');
  }
}
