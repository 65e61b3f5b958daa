import { ARTICLES_METADATA, ArticlesView } from '@/app/(site)/articles/articles-view';
import { normalizeQuery } from '@/lib/search/query';

export const metadata = ARTICLES_METADATA;

/** /articles?q=…, rewritten here by the proxy so that /articles itself stays a static page. */
export default async function ArticlesSearchPage({ searchParams }: { searchParams: Promise<{ q?: string | string[] }> }) {
  const { q } = await searchParams;
  return <ArticlesView query={normalizeQuery(q)} />;
}
