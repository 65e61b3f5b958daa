import { Link } from '@/components/ui/site-link';
import { useId } from 'react';
import type { SourceLink } from '@/lib/calculators/range';

/** The published pages behind the figures on a page, so a reader can check a number at its origin. */
export function SourceLinks({ sources }: { sources: SourceLink[] }) {
  const id = useId();
  if (sources.length === 0) return null;
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-xl border border-slate-200 p-4 text-sm dark:border-slate-800"
    >
      <h2 id={`${id}-title`} className="font-semibold">
        Sources
      </h2>
      <ul className="mt-2 space-y-2">
        {sources.map((source) => (
          <li key={source.url}>
            <a
              href={source.url}
              target="_blank"
              rel="noopener noreferrer"
              className="break-words text-brand-700 underline dark:text-brand-500"
            >
              {source.name}
            </a>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-xs text-slate-500 dark:text-slate-400">
        How the data is gathered and checked:{' '}
        <Link href="/vehicle-data-info" className="underline">
          Vehicle Database Information
        </Link>
      </p>
    </section>
  );
}
