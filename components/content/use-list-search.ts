'use client';

import { useEffect, useState } from 'react';
import { checkListQuery, listSearchUrl, type ListKind, type ListMatches } from '@/lib/validations/list-query';

/** Quiet time after the last keystroke before the list asks the server: one request per pause, not per key. */
export const LIST_SEARCH_DEBOUNCE_MS = 300;

export interface ListTarget {
  kind: ListKind;
  /** The category whose terms are searched (kind 'category'). */
  category?: string;
}

export type ListSearchState =
  /** No query: the whole list. */
  | { status: 'all' }
  /** The query cannot be searched (too long); `message` says why. */
  | { status: 'invalid'; message: string }
  /** Waiting for the answer; `previous` is the last answer, shown meanwhile so the list does not jump. */
  | { status: 'loading'; previous?: ListMatches }
  | ({ status: 'done' } & ListMatches)
  | { status: 'failed'; retry: () => void };

type Answer = { q: string; attempt: number } & ({ ok: true; matches: ListMatches } | { ok: false });

/**
 * The list's rows matching `query`, as the server finds them (GET /api/list-search): asked once the visitor
 * pauses typing, the answer to an older query discarded. `initial` is what the server page already found
 * for the query it was opened with, so a shared link shows its results without asking again.
 */
export function useListSearch(target: ListTarget, query: string, initial?: { q: string } & ListMatches): ListSearchState {
  const checked = checkListQuery(query);
  const q = checked.problem ? '' : checked.q;
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<Answer | undefined>(() =>
    initial ? { q: checkListQuery(initial.q).q, attempt: 0, ok: true, matches: initial } : undefined,
  );
  const [shown, setShown] = useState<ListMatches | undefined>(initial);

  const { kind, category } = target;
  const answered = answer?.q === q && answer.attempt === attempt;
  useEffect(() => {
    if (!q || answered) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(listSearchUrl({ kind, q, category }), { signal: controller.signal })
        .then(async (response) => {
          if (!response.ok) throw new Error(`list search answered ${response.status}`);
          const matches = (await response.json()) as ListMatches;
          setAnswer({ q, attempt, ok: true, matches });
          setShown(matches);
        })
        .catch(() => {
          if (!controller.signal.aborted) setAnswer({ q, attempt, ok: false });
        });
    }, LIST_SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [kind, category, q, attempt, answered]);

  if (checked.problem) return { status: 'invalid', message: checked.problem };
  if (!q) return { status: 'all' };
  if (!answered) return { status: 'loading', previous: shown };
  if (!answer.ok) return { status: 'failed', retry: () => setAttempt((n) => n + 1) };
  return { status: 'done', ...answer.matches };
}

/** The ids the server found, most relevant first (its last answer while the next one loads); none yet: undefined. */
export function foundIds(result: ListSearchState): string[] | undefined {
  return result.status === 'done' ? result.ids : result.status === 'loading' ? result.previous?.ids : undefined;
}

/** The items with these ids, in the ids' order (the server's ranking). */
export function inFoundOrder<T>(items: readonly T[], ids: readonly string[], idOf: (item: T) => string): T[] {
  const byId = new Map(items.map((item) => [idOf(item), item]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * The rows of a list of numbered items to show for the search's state: the server's matches in its order
 * (its last answer while the next one loads), none for a query that cannot be searched, and `matchesHere`
 * over the rows on the page when the server's search is out of reach.
 */
export function rowsForSearch<T extends { id: number }>(items: T[], result: ListSearchState, matchesHere: (item: T) => boolean): T[] {
  if (result.status === 'invalid') return [];
  if (result.status === 'failed') return items.filter(matchesHere);
  const found = foundIds(result);
  return found ? inFoundOrder(items, found, (item) => String(item.id)) : items;
}
