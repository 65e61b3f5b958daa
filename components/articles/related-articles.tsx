import { Link } from '@/components/ui/site-link';
import { formatDate } from '@/components/content/format-date';
import type { ArticleSummary } from '@/lib/db/types';

export function RelatedArticles({ articles }: { articles: ArticleSummary[] }) {
  if (articles.length === 0) return null;
  return (
    <section aria-labelledby="related-articles" className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
      <h2 id="related-articles" className="font-semibold">
        Related Articles
      </h2>
      <ul className="mt-3 space-y-3">
        {articles.map((article) => (
          <li key={article.id}>
            <Link href={`/article/${article.id}`} className="block rounded-md p-2 hover:bg-slate-50 dark:hover:bg-slate-900">
              <span className="block text-sm font-medium">{article.title}</span>
              <span className="mt-0.5 block text-xs text-slate-500">{formatDate(article.publishedAt)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
