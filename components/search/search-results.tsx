import { Link } from '@/components/ui/site-link';
import type { SearchHit, SearchKind } from '@/lib/search/types';
import { highlightSnippet } from '@/lib/search/query';

export const KIND_LABELS: Record<SearchKind, string> = {
  glossary: 'Glossary term',
  article: 'Article',
  video: 'Video',
  guide: 'Charger-install guide',
  tire: 'Tire',
  vehicle: 'Vehicle',
  'fault-code': 'Fault code',
};

/** One ranked list of results, named `label`; snippets are escaped text with our own <mark> tags only. */
export function SearchResults({ hits, label = 'Search results', grouped = false }: { hits: SearchHit[]; label?: string; grouped?: boolean }) {
  // Under a kind's own heading, each result's title is one level down.
  const Title = grouped ? 'h3' : 'h2';
  return (
    <ol className="divide-y divide-slate-200 dark:divide-slate-800" aria-label={label}>
      {hits.map((hit) => (
        <li key={`${hit.kind}-${hit.id}`} className="py-4">
          <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-300">
            {KIND_LABELS[hit.kind]}
          </p>
          <Title className="mt-1 text-lg font-semibold">
            <Link
              href={hit.href}
              className="rounded hover:underline focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
            >
              {hit.title}
            </Link>
          </Title>
          {hit.snippet && (
            <p
              className="mt-1 text-sm text-slate-600 dark:text-slate-400 [&_mark]:rounded-sm [&_mark]:bg-amber-100 [&_mark]:px-0.5 [&_mark]:text-inherit dark:[&_mark]:bg-amber-900/60"
              dangerouslySetInnerHTML={{ __html: highlightSnippet(hit.snippet) }}
            />
          )}
        </li>
      ))}
    </ol>
  );
}
