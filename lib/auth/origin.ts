/**
 * Cross-site request refusal for route handlers that change something (server actions get the same check
 * from Next itself). A browser always sends Origin on a cross-site POST, PUT, PATCH or DELETE, and modern
 * ones add Sec-Fetch-Site; a request with neither comes from a script or tool, which holds no visitor's
 * cookies to abuse, so it is judged by its session like any other.
 */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const CROSS_SITE_MESSAGE = 'Cross-site requests are not allowed.';

/** The origins this site answers on: its configured URL and the host the request was addressed to. */
function ownOrigins(request: Pick<Request, 'url' | 'headers'>, siteUrl: string): Set<string> {
  const origins = new Set<string>([new URL(siteUrl).origin, new URL(request.url).origin]);
  const host = request.headers.get('x-forwarded-host')?.split(',')[0]?.trim() || request.headers.get('host');
  const proto = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() || new URL(request.url).protocol.replace(':', '');
  if (host) origins.add(`${proto}://${host}`.toLowerCase());
  return origins;
}

export function isCrossSiteRequest(request: Pick<Request, 'method' | 'url' | 'headers'>, siteUrl: string): boolean {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return false;
  const origin = request.headers.get('origin');
  if (origin) return origin === 'null' || !ownOrigins(request, siteUrl).has(origin.toLowerCase());
  const site = request.headers.get('sec-fetch-site');
  return site === 'cross-site' || site === 'same-site';
}

export const crossSiteResponse = () =>
  Response.json({ message: CROSS_SITE_MESSAGE }, { status: 403, headers: { 'Cache-Control': 'no-store' } });
