'use client';

import { useCallback, useEffect, useRef, useState, type ComponentType, type RefObject } from 'react';

/** What the visitor did in the plain form before the live search took its place. */
export interface SearchHandoff {
  /** The text typed into the plain field (absent when untouched: the address's query then stands). */
  q?: string;
  /** A topic link chosen, and whether it had the focus (the live link takes it over). */
  topic?: string;
  topicFocused?: boolean;
}

/** The plain field's caret as the live field took its place, when the plain field had the focus. */
export type FieldSnapshot = { start: number | null; end: number | null } | undefined;

/** What the live part of a list search receives from the plain form it replaces. */
export interface LiveSearchProps {
  handoff: SearchHandoff;
  field: RefObject<FieldSnapshot>;
}

const report = (error: unknown) => console.error('list search failed to load', error);

/**
 * The live part of a list search (nuqs's URL state, the requests to /api/list-search) loads only when the
 * visitor reaches for the search: a press on or focus in the field, a topic link, or an address whose filter
 * the server did not render (a glossary link with ?q=, Back to a query typed earlier). `now` loads it as the
 * page arrives. Until then the page shows the server's list and a plain GET form; what the visitor typed or
 * chose meanwhile, and the field's focus and caret, carry over to the live part.
 */
export function useOnDemandSearch<P>(
  load: () => Promise<ComponentType<P & LiveSearchProps>>,
  rendered: { q: string; topic: string },
  now = false,
) {
  const [Live, setLive] = useState<ComponentType<P & LiveSearchProps>>();
  const [handoff, setHandoff] = useState<SearchHandoff>({});
  const loading = useRef<Promise<void> | undefined>(undefined);
  const field = useRef<FieldSnapshot>(undefined);

  const start = useCallback(() => {
    loading.current ??= load().then(
      (component) => setLive(() => component),
      (error: unknown) => {
        // A later press tries again (the network may be back).
        loading.current = undefined;
        throw error;
      },
    );
    return loading.current;
  }, [load]);
  const prepare = useCallback(() => void start().catch(report), [start]);
  // Fetches the live part without putting it in place: a press on a link must not replace the link before its click.
  const prefetch = useCallback(() => void load().catch(report), [load]);

  useEffect(() => {
    const address = new URLSearchParams(window.location.search);
    const differs = (key: 'q' | 'topic') => (address.get(key) ?? '').trim() !== rendered[key].trim();
    if (now || differs('q') || differs('topic')) prepare();
    // Read once, as the page arrives: later changes of the address go through the live part.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const fieldRef = useCallback((input: HTMLInputElement | null) => {
    if (!input) return;
    // Runs as the plain field leaves the page (still attached): the live field takes over its focus and caret.
    return () => {
      field.current = document.activeElement === input ? { start: input.selectionStart, end: input.selectionEnd } : undefined;
    };
  }, []);

  return {
    /** The live list search once loaded. */
    Live,
    live: { handoff, field } satisfies LiveSearchProps,
    /** Props for the plain field. */
    field: {
      inputRef: fieldRef,
      onFocus: prepare,
      onPointerDown: prefetch,
      onChange: (q: string) => setHandoff((previous) => ({ ...previous, q })),
    },
    /** Fetches the live part ahead of a click (a press or focus on a topic link). */
    prefetch,
    /** A topic link clicked before the live part is there: shown at once, put in the address once it loads. */
    chooseTopic: (topic: string, href: string, focused: boolean) => {
      setHandoff((previous) => ({ ...previous, topic, topicFocused: focused }));
      start().catch((error: unknown) => {
        report(error);
        window.location.assign(href);
      });
    },
  };
}
