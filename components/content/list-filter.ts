'use client';

import { parseAsString, useQueryStates } from 'nuqs';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { LiveSearchProps } from '@/components/content/on-demand-search';

/**
 * Loaded with the live part of a list search only. nuqs's plain-React adapter reads the address from
 * `location` (the live part never renders on the server), where useSearchParams would take the list out of
 * the static page's HTML.
 */
export { NuqsAdapter } from 'nuqs/adapters/react';

export interface ListFilter {
  q: string;
  topic: string;
}

const filterKeys = { q: parseAsString.withDefault(''), topic: parseAsString.withDefault('') };

/**
 * The list's filter, kept in the address through nuqs (replaced while typing, pushed for a topic, so Back
 * undoes a topic). It starts from what the visitor typed or chose in the plain form, shown at once and
 * written to the address on mount; the field gets the plain field's focus and caret back before paint.
 */
export function useListFilter({ handoff, field }: LiveSearchProps) {
  const [address, setAddress] = useQueryStates(filterKeys, { history: 'replace' });
  const [pending, setPending] = useState(() => (handoff.q !== undefined || handoff.topic !== undefined ? handoff : undefined));
  const inputRef = useRef<HTMLInputElement>(null);

  useLayoutEffect(() => {
    const caret = field.current;
    if (!caret || !inputRef.current) return;
    inputRef.current.focus();
    inputRef.current.setSelectionRange(caret.start, caret.end);
  }, [field]);

  useEffect(() => {
    if (!pending) return;
    void setAddress(
      {
        ...(pending.q !== undefined && { q: pending.q || null }),
        ...(pending.topic !== undefined && { topic: pending.topic || null }),
      },
      { history: pending.topic === undefined ? 'replace' : 'push' },
    );
    // Once, with what the plain form handed over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const filter: ListFilter = { q: pending?.q ?? address.q, topic: pending?.topic ?? address.topic };
  // The address has caught up with the hand-over: from now on it alone is the filter (Back, Forward).
  if (pending && filter.q === address.q && filter.topic === address.topic) setPending(undefined);

  const setFilter = useCallback(
    (next: Partial<ListFilter>, history: 'replace' | 'push' = 'replace') => {
      setPending(undefined);
      void setAddress(
        {
          ...(next.q !== undefined && { q: next.q || null }),
          ...(next.topic !== undefined && { topic: next.topic || null }),
        },
        { history },
      );
    },
    [setAddress],
  );

  return { filter, setFilter, inputRef };
}
