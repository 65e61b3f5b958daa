import { clsx } from 'clsx';
import type { ListSearchState } from '@/components/content/use-list-search';
import { LIST_SEARCH_MESSAGES } from '@/lib/validations/list-query';

export interface ListNoticeProps {
  result: ListSearchState;
  className?: string;
}

/**
 * The note that more rows matched than are shown: all a list says beside its rows before the live search
 * loads (a failed search, with its Try Again button, only happens in the live search: `ListSearchNotices`).
 */
export function ListSearchMore({ result, className }: ListNoticeProps) {
  if (result.status !== 'done' || !result.more) return null;
  return (
    <p role="status" className={clsx('text-sm text-slate-600 dark:text-slate-400', className)}>
      {LIST_SEARCH_MESSAGES.more}
    </p>
  );
}
