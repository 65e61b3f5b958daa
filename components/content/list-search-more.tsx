import { clsx } from 'clsx';
import type { ListSearchState } from '@/components/content/use-list-search';
import { LIST_SEARCH_MESSAGES } from '@/lib/validations/list-query';

export interface ListNoticeProps {
  result: ListSearchState;
  /** What the visitor searched for, as typed. */
  query: string;
  className?: string;
}

/**
 * The note that more rows matched than are shown, or that nothing contains the query and the rows shown are
 * close matches: all a list says beside its rows before the live search loads (a failed search, with its
 * Try Again button, only happens in the live search: `ListSearchNotices`).
 */
export function ListSearchMore({ result, query, className }: ListNoticeProps) {
  if (result.status !== 'done' || !(result.more || result.close)) return null;
  return (
    <p role="status" className={clsx('text-sm text-slate-600 dark:text-slate-400', className)}>
      {result.close ? LIST_SEARCH_MESSAGES.close(query.trim()) : LIST_SEARCH_MESSAGES.more}
    </p>
  );
}
