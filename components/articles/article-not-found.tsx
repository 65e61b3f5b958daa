import { FileQuestion } from 'lucide-react';
import Link from 'next/link';
import { ARTICLE_MESSAGES } from '@/components/articles/messages';

/** The spec's 'Article Not Found' screen, with both of its buttons leading back to the list. */
export function ArticleNotFound({ message = ARTICLE_MESSAGES.notFound, children }: { message?: string; children?: React.ReactNode }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <FileQuestion className="size-10 text-slate-400" aria-hidden />
      <h1 className="mt-4 text-3xl font-bold">{ARTICLE_MESSAGES.notFoundTitle}</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-400">{message || ARTICLE_MESSAGES.notFoundFallback}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link href="/articles" className="rounded-md bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700">
          Back to Articles
        </Link>
        <Link
          href="/articles"
          className="rounded-md border border-slate-300 px-4 py-2 font-medium hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-900"
        >
          Return to Articles
        </Link>
        {children}
      </div>
    </section>
  );
}
