'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import type { SearchKind } from '@/lib/search/types';

interface DialogHit {
  kind: SearchKind;
  title: string;
  href: string;
  /** Escaped HTML with <mark> around matches, made by the server. */
  snippet: string;
}

const KIND_LABELS: Record<SearchKind, string> = {
  glossary: 'Glossary',
  article: 'Article',
  video: 'Video',
  guide: 'Guide',
  tire: 'Tire',
  vehicle: 'Vehicle',
  'fault-code': 'Fault code',
};

const DEBOUNCE_MS = 200;

type State = { status: 'idle' | 'loading' | 'done' | 'failed'; hits: DialogHit[]; query: string };

/**
 * Results as you type, in a native modal dialog (focus stays inside, Escape closes). The input is a
 * combobox: arrow keys move through the results, Enter opens the highlighted one or the full results page.
 */
export function SearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const router = useRouter();
  const listId = useId();
  const [query, setQuery] = useState('');
  const [state, setState] = useState<State>({ status: 'idle', hits: [], query: '' });
  const [active, setActive] = useState(-1);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      input.current?.select();
    }
    if (!open && element.open) element.close();
  }, [open]);

  useEffect(() => {
    const text = query.trim();
    if (!text) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      setState((previous) => ({ ...previous, status: 'loading' }));
      try {
        const response = await fetch(`/api/search?q=${encodeURIComponent(text)}`, {
          signal: controller.signal,
        });
        if (!response.ok) throw new Error(`search answered ${response.status}`);
        const body = (await response.json()) as { hits: DialogHit[] };
        setState({ status: 'done', hits: body.hits, query: text });
        setActive(body.hits.length > 0 ? 0 : -1);
      } catch (error) {
        if (!controller.signal.aborted) setState({ status: 'failed', hits: [], query: text });
        if (!(error instanceof DOMException)) console.error(error);
      }
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  const go = (href: string) => {
    onClose();
    router.push(href);
  };
  const fullResults = `/search?q=${encodeURIComponent(query.trim())}`;
  const hits = query.trim() ? state.hits : [];

  return (
    <dialog
      ref={dialog}
      aria-label="Search the site"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === dialog.current) onClose();
      }}
      className="mx-auto mt-[10vh] w-[min(40rem,calc(100vw-2rem))] rounded-xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-900/50 dark:bg-slate-900 dark:text-slate-100"
    >
      <form
        role="search"
        action="/search"
        onSubmit={(event) => {
          event.preventDefault();
          const chosen = hits[active];
          if (chosen) go(chosen.href);
          else if (query.trim()) go(fullResults);
        }}
        className="border-b border-slate-200 p-3 dark:border-slate-700"
      >
        <input
          ref={input}
          name="q"
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
              event.preventDefault();
              if (hits.length === 0) return;
              const step = event.key === 'ArrowDown' ? 1 : -1;
              setActive((index) => (index + step + hits.length) % hits.length);
            }
          }}
          role="combobox"
          aria-expanded={hits.length > 0}
          aria-controls={listId}
          aria-activedescendant={active >= 0 && hits[active] ? `${listId}-${active}` : undefined}
          aria-autocomplete="list"
          aria-label="Search terms, articles, tires, vehicles"
          placeholder="Search terms, articles, tires, vehicles..."
          autoComplete="off"
          maxLength={200}
          className="w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:border-slate-600 dark:bg-slate-800"
        />
      </form>
      <div className="max-h-[60vh] overflow-y-auto p-2">
        <p className="sr-only" role="status" aria-live="polite">
          {state.status === 'loading'
            ? 'Searching'
            : state.status === 'done' && query.trim()
              ? `${hits.length} results`
              : ''}
        </p>
        {state.status === 'failed' && query.trim() && (
          <p className="p-3 text-sm text-red-700 dark:text-red-400">Search failed. Please try again.</p>
        )}
        {state.status === 'done' && query.trim() && hits.length === 0 && (
          <p className="p-3 text-sm text-slate-600 dark:text-slate-400">
            No results for &ldquo;{state.query}&rdquo;
          </p>
        )}
        <ul id={listId} role="listbox" aria-label="Results">
          {hits.map((hit, index) => (
            <li
              key={hit.href}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              onMouseEnter={() => setActive(index)}
              onClick={() => go(hit.href)}
              className={`cursor-pointer rounded-md px-3 py-2 ${index === active ? 'bg-slate-100 dark:bg-slate-800' : ''}`}
            >
              <span className="text-xs font-semibold text-brand-700 uppercase dark:text-brand-300">
                {KIND_LABELS[hit.kind]}
              </span>
              <span className="block font-medium">{hit.title}</span>
              {hit.snippet && (
                <span
                  className="block truncate text-sm text-slate-600 dark:text-slate-400 [&_mark]:bg-amber-100 [&_mark]:text-inherit dark:[&_mark]:bg-amber-900/60"
                  dangerouslySetInnerHTML={{ __html: hit.snippet }}
                />
              )}
            </li>
          ))}
        </ul>
        {query.trim() && (
          <a
            href={fullResults}
            onClick={(event) => {
              event.preventDefault();
              go(fullResults);
            }}
            className="mt-1 block rounded-md px-3 py-2 text-sm font-medium text-brand-700 hover:bg-slate-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:text-brand-300 dark:hover:bg-slate-800"
          >
            See all results for &ldquo;{query.trim()}&rdquo;
          </a>
        )}
      </div>
    </dialog>
  );
}
