import { Link } from '@/components/ui/site-link';
import { Newspaper as NewspaperNode, Pin as PinNode } from 'lucide';
import { CARD_SIZES, ContentImage } from '@/components/content/content-image';
import { EmptySection } from '@/components/home/empty-section';
import { SectionHeading } from '@/components/home/section-heading';
import type { HomeArticle } from '@/lib/db/types';
import { lucideIcon } from '@/components/ui/icon';

const Newspaper = lucideIcon(NewspaperNode);
const Pin = lucideIcon(PinNode);

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** 'Latest Articles': pinned first, then the newest. */
export function LatestArticles({ articles }: { articles: HomeArticle[] }) {
  return (
    <section aria-labelledby="latest-articles" data-testid="latest-articles">
      <SectionHeading id="latest-articles" title="Latest Articles" href="/articles" />
      {articles.length === 0 ? (
        <EmptySection
          text="No articles available yet"
          links={[
            { href: '/glossary', label: 'Browse the glossary' },
            { href: '/categories', label: 'Explore categories' },
          ]}
          admin={{ href: '/admin/articles', label: 'Add Articles' }}
        />
      ) : (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {articles.map((article) => (
            <li key={article.id}>
              <Link
                href={`/article/${article.id}`}
                className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 hover:border-brand-500 hover:shadow-md dark:border-slate-800"
              >
                {article.image ? (
                  <ContentImage
                    src={article.image.url}
                    alt={article.image.alt ?? ''}
                    width={1200}
                    height={675}
                    sizes={CARD_SIZES}
                    className="aspect-[16/9] w-full object-cover"
                  />
                ) : (
                  <span className="flex aspect-[16/9] items-center justify-center bg-gradient-to-br from-brand-50 to-slate-100 dark:from-slate-800 dark:to-slate-900">
                    <Newspaper className="size-10 text-brand-600" aria-hidden />
                  </span>
                )}
                <span className="flex flex-1 flex-col p-4">
                  {article.pinned && (
                    <span className="mb-2 inline-flex w-fit items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-800 dark:bg-amber-900/40 dark:text-amber-200">
                      <Pin className="size-3" aria-hidden />
                      Pinned
                    </span>
                  )}
                  <span className="font-semibold">{article.title}</span>
                  {article.excerpt && <span className="mt-2 line-clamp-3 text-sm text-slate-600 dark:text-slate-400">{article.excerpt}</span>}
                  <span className="mt-auto pt-3 text-xs text-slate-500">
                    <time dateTime={article.publishedAt}>{dateFormat.format(new Date(article.publishedAt))}</time>
                    {article.readingTime ? ` · ${article.readingTime} min read` : ''}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
