'use client';

import { Sparkles, Wand2, X } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { toast } from 'sonner';
import { showResult } from '@/components/admin/action-feedback';
import type { CategoryActions, CategoryEntryItem, CategoryItem } from '@/components/admin/categories/types';
import { fieldClass } from '@/components/ui/field';
import { Button } from '@/components/ui/button';
import { assignCompletedMessage, assignProgressMessage, CATEGORY_MESSAGES } from '@/lib/admin/glossary';

interface CategoryEntriesProps {
  /** The category shown, or null for the uncategorized entries. */
  categoryId: string | null;
  entries: CategoryEntryItem[];
  /** Entries in this view (all pages). */
  total: number;
  categories: CategoryItem[];
  actions: Pick<CategoryActions, 'setEntryCategory' | 'autoAssignEntry' | 'autoAssignBatch'>;
}

const PROGRESS_TOAST = 'auto-assign-progress';

/**
 * The right column: the entries of the selected category (each with 'Remove'), or the uncategorized
 * ones (each with 'Assign to category...' and 'Auto', and 'Auto-Assign All' for the lot).
 */
export function CategoryEntries({ categoryId, entries, total, categories, actions }: CategoryEntriesProps) {
  const router = useRouter();
  const [busy, start] = useTransition();
  const [progress, setProgress] = useState<string | null>(null);
  const [assigning, setAssigning] = useState(false);
  const names = new Map(categories.map((category) => [category.id, category.name]));
  const uncategorized = categoryId === null;

  const run = (work: () => Promise<Parameters<typeof showResult>[0]>) =>
    start(async () => {
      try {
        if (showResult(await work(), router)) router.refresh();
      } catch {
        toast.error(CATEGORY_MESSAGES.entryUpdateFailed);
      }
    });

  /** Walks the uncategorized entries a batch of 10 per request, showing how far it got after each. */
  const autoAssignAll = async () => {
    setAssigning(true);
    let afterId = 0;
    let done = 0;
    let planned: number | undefined;
    try {
      for (;;) {
        const result = await actions.autoAssignBatch({ afterId });
        if (!result.ok || !result.data) {
          if (result.ok || !result.reason) toast.error(CATEGORY_MESSAGES.bulkFailed, { id: PROGRESS_TOAST });
          else showResult(result, router);
          return;
        }
        const step = result.data;
        planned ??= step.processed + step.remaining;
        done += step.assigned;
        afterId = step.lastId;
        const text = assignProgressMessage(done, planned);
        setProgress(text);
        toast.loading(text, { id: PROGRESS_TOAST });
        if (step.processed === 0 || step.remaining === 0) break;
      }
      const completed = assignCompletedMessage(done);
      setProgress(completed);
      toast.success(completed, { id: PROGRESS_TOAST });
    } catch {
      toast.error(CATEGORY_MESSAGES.bulkFailed, { id: PROGRESS_TOAST });
    } finally {
      setAssigning(false);
      router.refresh();
    }
  };

  return (
    <div className="space-y-3">
      {uncategorized && total > 0 && (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {total} uncategorized {total === 1 ? 'entry' : 'entries'}. Auto-assign files each under the category whose keywords
            its term and explanation mention most.
          </p>
          <Button onClick={autoAssignAll} disabled={assigning || busy || categories.length === 0}>
            <Wand2 className="size-4" aria-hidden />
            {assigning ? 'Assigning...' : 'Auto-Assign All'}
          </Button>
        </div>
      )}
      <p role="status" aria-live="polite" data-testid="auto-assign-progress" className="text-sm font-medium text-brand-700 dark:text-brand-500">
        {progress}
      </p>
      {entries.length === 0 ? (
        <p className="rounded-xl bg-slate-50 p-8 text-center text-slate-600 dark:bg-slate-800 dark:text-slate-400">
          {uncategorized ? 'All entries have been categorized!' : 'No entries in this category yet'}
        </p>
      ) : (
        <ul className="divide-y divide-slate-200 dark:divide-slate-700" aria-busy={busy || assigning}>
          {entries.map((entry) => (
            <li key={entry.id} data-testid="category-entry" className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between">
              <div className="min-w-0 flex-1">
                <h3 className="font-medium">{entry.term}</h3>
                <p className="line-clamp-2 text-sm text-slate-600 dark:text-slate-400">{entry.excerpt}</p>
                {uncategorized && entry.suggestedId && (
                  <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">Suggested: {names.get(entry.suggestedId) ?? entry.suggestedId}</p>
                )}
              </div>
              {uncategorized ? (
                <div className="flex shrink-0 items-center gap-2">
                  <select
                    aria-label={`Assign ${entry.term} to a category`}
                    value=""
                    disabled={busy || assigning || categories.length === 0}
                    onChange={(event) => {
                      const chosen = event.target.value;
                      if (chosen) run(() => actions.setEntryCategory({ entryId: entry.id, categoryId: chosen }));
                    }}
                    className={`${fieldClass} mt-0 w-auto py-1.5 text-sm`}
                  >
                    <option value="">Assign to category...</option>
                    {categories.map((category) => (
                      <option key={category.id} value={category.id}>
                        {category.name}
                      </option>
                    ))}
                  </select>
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={busy || assigning || categories.length === 0}
                    onClick={() => run(() => actions.autoAssignEntry(entry.id))}
                    aria-label={`Auto-assign ${entry.term}`}
                    title={entry.suggestedId ? `Assign to ${names.get(entry.suggestedId) ?? entry.suggestedId}` : undefined}
                  >
                    <Sparkles className="size-4" aria-hidden />
                    Auto
                  </Button>
                </div>
              ) : (
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={busy}
                  onClick={() => run(() => actions.setEntryCategory({ entryId: entry.id, categoryId: null }))}
                  aria-label={`Remove ${entry.term} from this category`}
                >
                  <X className="size-4" aria-hidden />
                  Remove
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
