/**
 * One page file per route, and a bare page that stays prerendered: a page whose results depend on its query
 * string lives in an optional catch-all segment (`/range-tool/[[...q]]`). The bare address renders the segment
 * with no parts, prerendered and cached; the proxy rewrites an address with a query into the same route with
 * the query carried in the path (`/range-tool/_q/<query>`), which renders on its first request and is then
 * cached like any other page (docs/decisions/0300). Visitors and links use the address with `?…`; the path form is the
 * site's own (its canonical address is the page's), and the proxy does not see it again.
 *
 * Pure: the proxy encodes with it, the pages decode with it.
 */
import { BATTERY_URL, RANGE_URL, TIRE_URL } from '@/lib/calculators/forms/params';
import { PANEL_URL } from '@/lib/calculators/forms/panel-check';
import { compareQuerySchema, directoryQuerySchema } from '@/lib/tires/queries';
import { QUERY_ROUTE_PATHS, type QueryRoutePath } from '@/lib/query-route-paths';

export { queryRouteOf } from '@/lib/query-route-paths';

/** The marker segment that says the next segment is a query. */
export const QUERY_SEGMENT = '_q';

// Exported for its unit test: the rule is the contract.
/**
 * The pages served this way and the query parameters each reads. A parameter a page does not read is dropped
 * before the rewrite, so a tracking tag on a shared link does not render and cache a copy of its own.
 */
export const QUERY_ROUTES: Readonly<Record<QueryRoutePath, readonly string[]>> = {
  '/articles': ['q'],
  '/videos': ['q'],
  '/charger-install': ['q', 'topic'],
  // The installer filters (components/installers/installer-filters.ts).
  '/installers': ['q', 'state', 'cert', 'type'],
  '/tire-fitment': Object.keys(directoryQuerySchema.shape),
  '/tire-fitment/compare': Object.keys(compareQuerySchema.shape),
  '/range-tool': Object.keys(RANGE_URL),
  '/battery-degradation': Object.keys(BATTERY_URL),
  '/tire-calculator': Object.keys(TIRE_URL),
  '/panel-check': Object.keys(PANEL_URL),
  '/fault-codes': ['q', 'system'],
};

/** Longest query carried in a path: far above any link the site writes, well below what servers accept. */
const MAX_QUERY_BYTES = 2000;

const toBase64Url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

/**
 * The path segment for a request's query on one of `QUERY_ROUTES`: only the parameters the page reads, in a
 * fixed order (so the same link written two ways is one cache entry), base64url-encoded (no character a path
 * would decode differently). Null when nothing the page reads is left: the bare page answers.
 */
export function encodeRouteQuery(route: QueryRoutePath, search: URLSearchParams): string | null {
  const names = QUERY_ROUTES[route];
  const kept = new URLSearchParams();
  for (const name of names) for (const value of search.getAll(name)) kept.append(name, value);
  const text = kept.toString();
  if (text === '' || text.length > MAX_QUERY_BYTES) return null;
  return toBase64Url(text);
}

/**
 * For an address in the path form (`<route>/_q/…`): whether it is exactly what `encodeRouteQuery` writes for the
 * query it carries (the parameters the page reads, in their fixed order, within the length cap). Null for any
 * other address. The proxy answers every such address it would not write with the site's 404 page, so a made-up
 * segment is never rendered nor stored (docs/decisions/0490).
 */
export function isWrittenQueryPath(pathname: string): boolean | null {
  const route = QUERY_ROUTE_PATHS.find((path) => pathname === `${path}/${QUERY_SEGMENT}` || pathname.startsWith(`${path}/${QUERY_SEGMENT}/`));
  if (!route) return null;
  const rest = pathname.slice(route.length + QUERY_SEGMENT.length + 2);
  if (!/^[\w-]+$/.test(rest)) return false;
  return encodeRouteQuery(route, new URLSearchParams(Buffer.from(rest, 'base64url').toString('utf8'))) === rest;
}

export type RouteSearchParams = Record<string, string | string[]>;

/**
 * The query a catch-all segment carries, shaped like Next's `searchParams`: `{}` for the bare page, null for
 * any other segment (the page answers 404).
 */
export function decodeRouteQuery(segments: readonly string[] | undefined): RouteSearchParams | null {
  if (!segments || segments.length === 0) return {};
  const [marker, encoded] = segments;
  if (segments.length !== 2 || marker !== QUERY_SEGMENT || !encoded || !/^[\w-]+$/.test(encoded)) return null;
  const out: RouteSearchParams = {};
  for (const [name, value] of new URLSearchParams(Buffer.from(encoded, 'base64url').toString('utf8'))) {
    const previous = out[name];
    out[name] = previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value];
  }
  return out;
}
