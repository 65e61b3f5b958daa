'use client';

import { useRouter } from 'next/navigation';
import { useMemo, useState, useTransition } from 'react';
import { toast } from 'sonner';
import { showResult } from '@/components/admin/action-feedback';
import { allTags } from '@/components/admin/tag-filter';

/**
 * A back-office library (articles, videos): the rows matching the search box and the chosen tag, and `run`
 * for a row's action, whose answer is toasted and whose success reloads the rows.
 */
export function useLibrary<Item extends { tags: string[] }>(items: Item[], searched: (item: Item) => (string | null)[]) {
  const router = useRouter();
  const [query, setQuery] = useState('');
  const [tag, setTag] = useState<string | null>(null);
  const [busy, start] = useTransition();
  const tags = useMemo(() => allTags(items), [items]);
  const shown = useMemo(() => {
    const q = query.trim().toLowerCase();
    return items.filter(
      (item) => (!tag || item.tags.includes(tag)) && (!q || searched(item).some((text) => (text ?? '').toLowerCase().includes(q))),
    );
  }, [items, query, tag, searched]);

  const run = (work: () => Promise<Parameters<typeof showResult>[0]>, failure: string, after?: () => void) =>
    start(async () => {
      try {
        if (showResult(await work(), router)) {
          after?.();
          router.refresh();
        }
      } catch {
        toast.error(failure);
      }
    });

  return { router, query, setQuery, tag, setTag, tags, shown, busy, run };
}

export type Library = ReturnType<typeof useLibrary>;
