import { useId } from 'react';
import { clsx } from 'clsx';
import { HeadingLinks } from '@/components/content/heading-links';
import type { Heading } from '@/lib/content/markdown';

/**
 * Level-2 and level-3 headings (level 3 indented), rendered on the server. The links are plain anchors, so
 * they work without JavaScript; with it, the page scrolls smoothly to the heading with the site's 100 px
 * offset (HeadingLinks).
 */
export function TableOfContents({ headings, className }: { headings: Heading[]; className?: string }) {
  const titleId = useId();
  if (headings.length === 0) return null;
  return (
    <nav aria-labelledby={titleId} className={clsx('rounded-xl border border-slate-200 p-4 dark:border-slate-800', className)}>
      <h2 id={titleId} className="font-semibold">
        Table of Contents
      </h2>
      <HeadingLinks className="mt-3 space-y-1.5 text-sm">
        {headings.map((heading) => (
          <li key={heading.id} className={clsx(heading.depth === 3 && 'pl-4')}>
            <a
              href={`#${heading.id}`}
              data-depth={heading.depth}
              className="text-slate-700 hover:text-brand-700 hover:underline dark:text-slate-300 dark:hover:text-brand-500"
            >
              {heading.text}
            </a>
          </li>
        ))}
      </HeadingLinks>
    </nav>
  );
}
