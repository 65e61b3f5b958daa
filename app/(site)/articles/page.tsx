import { ARTICLES_METADATA, ArticlesView } from '@/app/(site)/articles/articles-view';
import { normalizeQuery } from '@/lib/search/query';

export const metadata = ARTICLES_METADATA;

export default async function ArticlesPage({ searchParams }: { searchParams: Promise<{ q?: string | string[] }> }) {
  const { q } = await searchParams;
  return <ArticlesView query={normalizeQuery(q)} />;
}
