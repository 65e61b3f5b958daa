'use client';

import { useState, useSyncExternalStore } from 'react';

// Filtering loads a new page, and Reset Filters shows the static unfiltered one: the panel's state is
// carried across them for the visit.
const OPEN_KEY = 'installer-filters-open';
const noSubscribe = () => () => {};

/**
 * The filter panel: a native <details> (keyboard and screen-reader friendly). Open at first when a filter is
 * active; after that the visitor's choice holds, so applying or clearing a filter never snaps it shut.
 */
export function CollapsibleFilters({
  defaultOpen,
  summary,
  children,
}: {
  defaultOpen: boolean;
  summary: React.ReactNode;
  children: React.ReactNode;
}) {
  const [choice, setChoice] = useState<boolean | undefined>();
  // False on the server and while hydrating, so the server HTML and the first render agree.
  const remembered = useSyncExternalStore(noSubscribe, () => sessionStorage.getItem(OPEN_KEY) === '1', () => false);
  const open = choice ?? (defaultOpen || remembered);
  return (
    <details
      open={open}
      onToggle={(event) => {
        const next = event.currentTarget.open;
        setChoice(next);
        sessionStorage.setItem(OPEN_KEY, next ? '1' : '0');
      }}
      className="rounded-xl border border-slate-200 dark:border-slate-800"
    >
      <summary className="cursor-pointer px-5 py-3 font-semibold select-none">{summary}</summary>
      {children}
    </details>
  );
}
