import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { EmptyState } from '@/components/content/empty-state';
import { LoadError } from '@/components/content/load-error';
import { listLoadMessage } from '@/components/content/load-message';
import { SearchBox } from '@/components/content/search-box';
import { SearchResults } from '@/components/search/search-results';
import { searchSite, type SearchResult } from '@/lib/db/search';
import { normalizeQuery } from '@/lib/search/query';

type Props = { searchParams: Promise<{ q?: string | string[] }> };

const SEARCH_FAILED = 'Search failed. Please try again.';

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const query = normalizeQuery((await searchParams).q);
  return {
    title: query ? `Search results for “${query}”` : 'Search',
    description: 'Search the glossary, repair articles, videos, charger-install guides, tires and vehicles.',
    alternates: { canonical: query ? `/search?q=${encodeURIComponent(query)}` : '/search' },
  };
}

export default async function SearchPage({ searchParams }: Props) {
  const query = normalizeQuery((await searchParams).q);
  let result: SearchResult | undefined;
  let failure: string | undefined;
  if (query) {
    try {
      result = await searchSite(query);
    } catch (error) {
      console.error('search failed', error);
      failure = listLoadMessage(error, SEARCH_FAILED);
    }
  }

  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold">Search</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">
        One search over glossary terms, repair articles, videos, charger-install guides, tires and vehicles.
        Misspellings and abbreviations such as BMS, SOC or NACS are understood.
      </p>
      <div className="mt-6">
        <SearchBox
          placeholder="Search terms, articles, tires, vehicles..."
          label="Search the site"
          query={query}
        />
      </div>
      <div className="mt-6" aria-live="polite">
        {failure !== undefined ? (
          <LoadError message={failure} />
        ) : !result ? null : result.hits.length === 0 ? (
          <NoResults query={query} suggestions={result.suggestions} />
        ) : (
          <>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {result.hits.length === 1 ? '1 result' : `${result.hits.length} results`} for “{query}”
            </p>
            <SearchResults hits={result.hits} />
          </>
        )}
      </div>
    </div>
  );
}

function NoResults({ query, suggestions }: { query: string; suggestions: string[] }) {
  return (
    <div>
      <EmptyState message={`No results for "${query}"`} />
      <div className="mt-6 text-sm">
        {suggestions.length > 0 && (
          <>
            <h2 className="font-semibold">Did you mean</h2>
            <ul className="mt-2 flex flex-wrap gap-2">
              {suggestions.map((term) => (
                <li key={term}>
                  <Link
                    href={`/search?q=${encodeURIComponent(term)}`}
                    className="inline-block rounded-full bg-slate-100 px-3 py-1 hover:bg-slate-200 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:bg-slate-800 dark:hover:bg-slate-700"
                  >
                    {term}
                  </Link>
                </li>
              ))}
            </ul>
          </>
        )}
        <p className="mt-4 text-slate-600 dark:text-slate-400">
          Try fewer words, or browse the{' '}
          <Link href="/glossary" className="text-brand-700 underline dark:text-brand-300">
            glossary
          </Link>
          , the{' '}
          <Link href="/articles" className="text-brand-700 underline dark:text-brand-300">
            repair articles
          </Link>{' '}
          or the{' '}
          <Link href="/tire-fitment" className="text-brand-700 underline dark:text-brand-300">
            tire fitment directory
          </Link>
          .
        </p>
      </div>
    </div>
  );
}
