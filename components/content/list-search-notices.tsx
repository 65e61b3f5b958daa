'use client';

import { clsx } from 'clsx';
import { ListSearchMore, type ListNoticeProps } from '@/components/content/list-search-more';
import { Button } from '@/components/ui/button';
import { LIST_SEARCH_MESSAGES } from '@/lib/validations/list-query';

/**
 * What a list search says beside its rows: that the search failed (with Try Again), or that more rows
 * matched than are shown. The same on every list page, so a visitor meets one wording everywhere.
 */
export function ListSearchNotices({ result, query, className }: ListNoticeProps) {
  if (result.status === 'failed') {
    return (
      <div
        role="alert"
        className={clsx(
          'flex flex-wrap items-center gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-red-800 dark:border-red-900 dark:bg-red-950/40 dark:text-red-200',
          className,
        )}
      >
        <span>{LIST_SEARCH_MESSAGES.failed}</span>
        <Button type="button" variant="secondary" size="sm" onClick={result.retry}>
          Try Again
        </Button>
      </div>
    );
  }
  return <ListSearchMore result={result} query={query} className={className} />;
}
