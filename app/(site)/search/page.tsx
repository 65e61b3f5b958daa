import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { EmptyState } from '@/components/content/empty-state';
import { LoadError } from '@/components/content/load-error';
import { listLoadMessage } from '@/components/content/load-message';
import { SearchBox } from '@/components/content/search-box';
import { SearchResults } from '@/components/search/search-results';
import { searchSite, type SearchResult } from '@/lib/db/search';
import { SEARCH_PAGE_SIZE, normalizeQuery, searchHref, searchPage } from '@/lib/search/query';

type Props = { searchParams: Promise<{ q?: string | string[]; page?: string | string[] }> };

const SEARCH_FAILED = 'Search failed. Please try again.';

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const params = await searchParams;
  const query = normalizeQuery(params.q);
  const page = searchPage(params.page);
  return {
    title: query ? `Search results for “${query}”${page > 1 ? `, page ${page}` : ''}` : 'Search',
    description: 'Search the glossary, repair articles, videos, charger-install guides, tires and vehicles.',
    alternates: { canonical: query ? searchHref(query, page) : '/search' },
  };
}

export default async function SearchPage({ searchParams }: Props) {
  const params = await searchParams;
  const query = normalizeQuery(params.q);
  const page = searchPage(params.page);
  let result: SearchResult | undefined;
  let failure: string | undefined;
  if (query) {
    try {
      result = await searchSite(query, SEARCH_PAGE_SIZE, (page - 1) * SEARCH_PAGE_SIZE);
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
        ) : !result ? null : result.total === 0 ? (
          <NoResults query={query} suggestions={result.suggestions} />
        ) : (
          <>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {result.total === 1 ? '1 result' : `${result.total.toLocaleString('en-US')} results`} for “{query}”
              {lastPage(result.total) > 1 && result.hits.length > 0 && (
                <>
                  {' '}
                  (showing {((page - 1) * SEARCH_PAGE_SIZE + 1).toLocaleString('en-US')}–
                  {((page - 1) * SEARCH_PAGE_SIZE + result.hits.length).toLocaleString('en-US')})
                </>
              )}
            </p>
            {result.hits.length > 0 ? (
              <SearchResults hits={result.hits} />
            ) : (
              <p className="mt-4">
                Page {page} is past the last page of results.{' '}
                <Link href={searchHref(query, lastPage(result.total))} className="text-brand-700 underline dark:text-brand-300">
                  Go to the last page
                </Link>
              </p>
            )}
            <Pages query={query} page={page} last={lastPage(result.total)} />
          </>
        )}
      </div>
    </div>
  );
}

const lastPage = (total: number) => Math.max(1, Math.ceil(total / SEARCH_PAGE_SIZE));

const pageLink =
  'inline-flex min-h-10 min-w-10 items-center justify-center rounded-md border border-slate-300 px-3 text-sm hover:bg-slate-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:border-slate-700 dark:hover:bg-slate-900';

/** Links to the other pages of results: plain addresses, so they work without JavaScript and can be shared. */
function Pages({ query, page, last }: { query: string; page: number; last: number }) {
  if (last <= 1) return null;
  // The first, the last and the pages around this one; a gap stands for the rest.
  const numbers = [...new Set([1, page - 1, page, page + 1, last])].filter((n) => n >= 1 && n <= last).sort((a, b) => a - b);
  return (
    <nav aria-label="Result pages" className="mt-8">
      <ul className="flex flex-wrap items-center gap-2">
        {page > 1 && page <= last && (
          <li>
            <Link href={searchHref(query, page - 1)} rel="prev" className={pageLink}>
              Previous
            </Link>
          </li>
        )}
        {numbers.map((n, i) => (
          <li key={n} className="flex items-center gap-2">
            {i > 0 && n - numbers[i - 1]! > 1 && <span aria-hidden="true">…</span>}
            {n === page ? (
              <span aria-current="page" className={`${pageLink} border-brand-600 bg-brand-600 font-semibold text-white hover:bg-brand-600`}>
                <span className="sr-only">Page </span>
                {n}
              </span>
            ) : (
              <Link href={searchHref(query, n)} className={pageLink} aria-label={`Page ${n}`}>
                {n}
              </Link>
            )}
          </li>
        ))}
        {page < last && (
          <li>
            <Link href={searchHref(query, page + 1)} rel="next" className={pageLink}>
              Next
            </Link>
          </li>
        )}
      </ul>
    </nav>
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
