'use client';

import { useState } from 'react';

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
  const [open, setOpen] = useState(defaultOpen);
  return (
    <details
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="rounded-xl border border-slate-200 dark:border-slate-800"
    >
      <summary className="cursor-pointer px-5 py-3 font-semibold select-none">{summary}</summary>
      {children}
    </details>
  );
}
