'use client';

import { useId } from 'react';
import { clsx } from 'clsx';
import type { Heading } from '@/lib/content/markdown';

/** Headings land this far below the top of the window, clear of the fixed header. */
export const TOC_SCROLL_OFFSET_PX = 100;

/**
 * Level-2 and level-3 headings (level 3 indented). The links are plain anchors, so they work without
 * JavaScript; with it, the page scrolls smoothly to the heading with the spec's 100 px offset.
 */
export function TableOfContents({ headings, className }: { headings: Heading[]; className?: string }) {
  const titleId = useId();
  if (headings.length === 0) return null;
  return (
    <nav aria-labelledby={titleId} className={clsx('rounded-xl border border-slate-200 p-4 dark:border-slate-800', className)}>
      <h2 id={titleId} className="font-semibold">
        Table of Contents
      </h2>
      <ol className="mt-3 space-y-1.5 text-sm">
        {headings.map((heading) => (
          <li key={heading.id} className={clsx(heading.depth === 3 && 'pl-4')}>
            <a
              href={`#${heading.id}`}
              data-depth={heading.depth}
              onClick={(event) => {
                const target = document.getElementById(heading.id);
                if (!target) return;
                event.preventDefault();
                const top = target.getBoundingClientRect().top + window.scrollY - TOC_SCROLL_OFFSET_PX;
                const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
                window.scrollTo({ top, behavior: reduced ? 'auto' : 'smooth' });
                window.history.replaceState(null, '', `#${heading.id}`);
              }}
              className="text-slate-700 hover:text-brand-700 hover:underline dark:text-slate-300 dark:hover:text-brand-500"
            >
              {heading.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
