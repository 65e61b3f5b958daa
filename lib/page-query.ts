import { notFound } from 'next/navigation';
import { decodeRouteQuery, type RouteSearchParams } from '@/lib/query-route';

/** What a page with results per query exports besides itself (lib/query-route.ts). */
export type QueryPageProps = { params: Promise<{ q?: string[] }> };

/** The bare page is the one prerendered at build; each query renders on its first request, then is cached. */
export const queryPageStaticParams = () => [{ q: [] }];

/** The page's query, as `searchParams` would give it; any segment the proxy did not write answers 404. */
export async function pageQuery(params: QueryPageProps['params']): Promise<RouteSearchParams> {
  const query = decodeRouteQuery((await params).q);
  if (!query) notFound();
  return query;
}
