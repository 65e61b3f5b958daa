'use client';

import { useEffect } from 'react';
import { toast } from 'sonner';
import { ArticleNotFound } from '@/components/articles/article-not-found';
import { ARTICLE_MESSAGES } from '@/components/articles/messages';

/** A failed load shows the spec's 'Article Not Found' screen with the load message, and a toast. */
export default function ArticleError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    console.error(error);
    toast.error(ARTICLE_MESSAGES.articleLoadFailed, { id: 'article-load-failed' });
  }, [error]);
  return (
    <ArticleNotFound message={ARTICLE_MESSAGES.articleLoadFailed}>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="rounded-md border border-slate-300 px-4 py-2 font-medium hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-900"
      >
        Try Again
      </button>
    </ArticleNotFound>
  );
}
