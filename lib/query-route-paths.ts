/**
 * The addresses of the pages whose results depend on their query (lib/query-route.ts says which parameters each
 * reads). Kept apart from that module so that the site's links can ask about an address without loading the
 * pages' query schemas into every page's script.
 */
export const QUERY_ROUTE_PATHS = [
  '/articles',
  '/videos',
  '/charger-install',
  '/installers',
  '/tire-fitment',
  '/tire-fitment/compare',
  '/range-tool',
  '/battery-degradation',
  '/tire-calculator',
  '/panel-check',
  '/fault-codes',
] as const;

export type QueryRoutePath = (typeof QUERY_ROUTE_PATHS)[number];

const PATHS: ReadonlySet<string> = new Set(QUERY_ROUTE_PATHS);
/** Resolves the site's relative links; any other origin is not the site. */
const SITE = 'http://site.invalid';

/**
 * True for a link to one of these pages with no query: its prerendered bare page. The router keeps a prefetched
 * page's content for any query on the same address, and would show the bare page for `?tab=tire&page=2` when a
 * visitor follows that link before its own route has arrived (docs/decisions/0300), so the site's links never
 * prefetch a bare page. A hash or a trailing slash is the same page.
 */
export function isBareQueryPage(href: string | { pathname?: string | null; query?: unknown; search?: string | null }): boolean {
  let pathname: string;
  let hasQuery: boolean;
  if (typeof href === 'string') {
    const url = new URL(href, SITE);
    if (url.origin !== SITE) return false;
    pathname = url.pathname;
    hasQuery = url.search !== '';
  } else {
    pathname = href.pathname ?? '';
    const query = href.query;
    hasQuery =
      Boolean(href.search && href.search !== '?') ||
      (typeof query === 'string' ? query !== '' : query != null && Object.keys(query).length > 0);
  }
  return !hasQuery && queryRouteOf(pathname) !== null;
}

/** The page a request path names, when it is one of these (with or without a trailing slash). */
export function queryRouteOf(pathname: string): QueryRoutePath | null {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  return PATHS.has(path) ? (path as QueryRoutePath) : null;
}
