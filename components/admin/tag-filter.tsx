'use client';

import { clsx } from 'clsx';

/** Clickable tag chips; clicking the active one clears the filter. */
export function TagFilter({ tags, active, onChange }: { tags: string[]; active: string | null; onChange: (tag: string | null) => void }) {
  if (tags.length === 0) return null;
  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label="Filter by tag">
      {tags.map((tag) => (
        <button
          key={tag}
          type="button"
          aria-pressed={active === tag}
          onClick={() => onChange(active === tag ? null : tag)}
          className={clsx(
            'rounded-full px-3 py-1 text-sm ring-1 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
            active === tag
              ? 'bg-brand-600 text-white ring-brand-600'
              : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-100 dark:bg-slate-900 dark:text-slate-200 dark:ring-slate-700',
          )}
        >
          {tag}
        </button>
      ))}
    </div>
  );
}

export const allTags = (items: readonly { tags: readonly string[] }[]) =>
  [...new Set(items.flatMap((item) => item.tags))].sort((a, b) => a.localeCompare(b));
