import type { Metadata } from 'next';
import { Link } from '@/components/ui/site-link';
import { redirect } from 'next/navigation';
import { ChevronRight as ChevronRightNode } from 'lucide';
import { AdSlot } from '@/components/ads/ad-slot';
import { CategoryIcon } from '@/components/categories/category-icon';
import { CategoryTerms } from '@/components/categories/category-terms';
import { toolsForCategory } from '@/components/categories/category-tools';
import { VideoThumbnail } from '@/components/videos/video-thumbnail';
import {
  getCategory,
  listCategoryTerms,
  listCategoryIds,
  listCategoryVideos,
  type Category,
} from '@/lib/db/categories';
import { lucideIcon } from '@/components/ui/icon';

const ChevronRight = lucideIcon(ChevronRightNode);

export const revalidate = 3600;
export const dynamicParams = true;

export async function generateStaticParams() {
  return (await listCategoryIds()).map((categoryId) => ({ categoryId }));
}

type Props = { params: Promise<{ categoryId: string }> };

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

async function categoryFor(params: Props['params']): Promise<Category | undefined> {
  const { categoryId } = await params;
  return SLUG.test(categoryId) ? getCategory(categoryId) : undefined;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const category = await categoryFor(params);
  if (!category) return {};
  return {
    title: `${category.name}: EV Repair Terms`,
    description: category.description ?? `EV repair terms and definitions about ${category.name}.`,
    alternates: { canonical: `/category/${category.id}` },
  };
}

export default async function CategoryPage({ params }: Props) {
  // The product description sends a missing category back to the category grid; one that failed to load goes there from
  // the segment's error boundary, so the failure is never the cached page.
  const category = await categoryFor(params);
  if (!category) redirect('/categories');
  const [terms, videos] = await Promise.all([listCategoryTerms(category.id), listCategoryVideos(category.id)]);
  const tools = toolsForCategory(category.id);

  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <nav aria-label="Breadcrumb">
        <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-600 dark:text-slate-400">
          <li>
            <Link href="/" className="hover:underline">
              Home
            </Link>
          </li>
          <li aria-hidden>
            <ChevronRight className="size-4" />
          </li>
          <li>
            <Link href="/glossary" className="hover:underline">
              Glossary
            </Link>
          </li>
          <li aria-hidden>
            <ChevronRight className="size-4" />
          </li>
          <li aria-current="page" className="font-medium text-slate-900 dark:text-slate-100">
            {category.name}
          </li>
        </ol>
      </nav>
      <header className="mt-6 flex items-start gap-4">
        <span className="rounded-xl bg-brand-50 p-3 text-brand-700 dark:bg-slate-800 dark:text-brand-500">
          <CategoryIcon id={category.id} className="size-8" />
        </span>
        <div>
          <h1 className="text-3xl font-bold">{category.name}</h1>
          {category.description && <p className="mt-2 max-w-3xl text-slate-600 dark:text-slate-400">{category.description}</p>}
        </div>
      </header>

      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="space-y-10">
          <section aria-labelledby="tools-heading">
            <h2 id="tools-heading" className="text-xl font-semibold">
              Interactive Tools
            </h2>
            <ul className="mt-4 grid gap-3 sm:grid-cols-2">
              {tools.map((tool) => (
                <li key={tool.id}>
                  <Link href={tool.href} className="block h-full rounded-xl border border-slate-200 p-4 hover:border-brand-500 dark:border-slate-800">
                    <span className="font-semibold">{tool.name}</span>
                    <span className="mt-1 block text-sm text-slate-600 dark:text-slate-400">{tool.description}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="videos-heading">
            <h2 id="videos-heading" className="text-xl font-semibold">
              Related Videos
            </h2>
            {videos.length === 0 ? (
              <p className="mt-3 text-slate-600 dark:text-slate-400">
                No videos for this category yet.{' '}
                <Link href="/articles" className="font-medium text-brand-700 underline dark:text-brand-300">
                  Read the repair guides
                </Link>{' '}
                instead.
              </p>
            ) : (
              <ul className="mt-4 grid gap-4 sm:grid-cols-2">
                {videos.map((video) => (
                  <li key={video.id}>
                    <a
                      href={video.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="block overflow-hidden rounded-xl border border-slate-200 hover:border-brand-500 dark:border-slate-800"
                    >
                      <VideoThumbnail url={video.thumbnailUrl} />
                      <span className="block p-3 font-medium">{video.title}</span>
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </section>

          <CategoryTerms categoryId={category.id} categoryName={category.name} items={terms} />
        </div>
        <aside className="space-y-6 lg:sticky lg:top-20 lg:self-start">
          <AdSlot format="sidebar" />
        </aside>
      </div>
      <AdSlot format="banner" />
    </div>
  );
}
