'use client';

import { parseAsString, useQueryStates } from 'nuqs';
import { useLayoutEffect, useRef, useState } from 'react';
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

const toAddress = (filter: Partial<ListFilter>) => ({
  ...(filter.q !== undefined && { q: filter.q || null }),
  ...(filter.topic !== undefined && { topic: filter.topic || null }),
});

/**
 * The list's filter, kept in the address through nuqs (replaced while typing, pushed for a topic, so Back
 * undoes a topic). It starts from what the visitor typed or chose in the plain form, and the field gets the
 * plain field's focus and caret back, both before paint, so no key is lost in the change.
 */
export function useListFilter({ handoff, field }: LiveSearchProps) {
  const [address, setAddress] = useQueryStates(filterKeys, { history: 'replace' });
  // What the visitor asked for and the address does not show yet: nuqs listens for its own updates only once
  // its effects have run, which can be after the first keys reach the live field.
  const [pending, setPending] = useState<ListFilter | undefined>(() =>
    handoff.q !== undefined || handoff.topic !== undefined ? { q: handoff.q ?? address.q, topic: handoff.topic ?? address.topic } : undefined,
  );
  const inputRef = useRef<HTMLInputElement>(null);

  useLayoutEffect(() => {
    // Before any later key: the hand-over reaches the address first, the visitor's next keys after it.
    if (handoff.q !== undefined || handoff.topic !== undefined) {
      void setAddress(toAddress(handoff), { history: handoff.topic === undefined ? 'replace' : 'push' });
    }
    const caret = field.current;
    if (caret && inputRef.current) {
      inputRef.current.focus();
      inputRef.current.setSelectionRange(caret.start, caret.end);
    }
    // Once, as the live part takes over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const filter: ListFilter = pending ?? address;
  // The address has caught up: from now on it alone is the filter (Back, Forward).
  if (pending && pending.q === address.q && pending.topic === address.topic) setPending(undefined);

  const setFilter = (next: Partial<ListFilter>, history: 'replace' | 'push' = 'replace') => {
    setPending({ ...filter, ...next });
    void setAddress(toAddress(next), { history });
  };

  return { filter, setFilter, inputRef };
}
