import { Clock as ClockNode } from 'lucide';
import { Link } from '@/components/ui/site-link';
import { byline } from '@/components/articles/byline';
import { PinnedBadge, TagList } from '@/components/content/tag-list';
import type { ArticleSummary } from '@/lib/db/types';
import { lucideIcon } from '@/components/ui/icon';

const Clock = lucideIcon(ClockNode);

export function ArticleCard({ article, siteName }: { article: ArticleSummary; siteName: string }) {
  return (
    <article className="group relative flex h-full flex-col rounded-xl border border-slate-200 p-5 transition hover:border-brand-500 hover:shadow-md dark:border-slate-800">
      <div className="flex items-start justify-between gap-3">
        <h2 className="text-lg leading-snug font-semibold">
          <Link href={`/article/${article.id}`} className="after:absolute after:inset-0 group-hover:text-brand-700 dark:group-hover:text-brand-500">
            {article.title}
          </Link>
        </h2>
        {article.pinned && <PinnedBadge />}
      </div>
      <p className="mt-2 line-clamp-3 text-sm text-slate-600 dark:text-slate-400">{article.excerpt}</p>
      <div className="mt-auto pt-4">
        <TagList tags={article.tags.slice(0, 4)} />
        <p className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-500">
          <span>{byline(article.author, article.publishedAt, siteName)}</span>
          <span className="inline-flex items-center gap-1">
            <Clock className="size-3.5" aria-hidden />
            {article.readingTime} min read
          </span>
        </p>
      </div>
    </article>
  );
}
