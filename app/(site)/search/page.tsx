import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { Link } from '@/components/ui/site-link';
import { EmptyState } from '@/components/content/empty-state';
import { LoadError } from '@/components/content/load-error';
import { listLoadMessage } from '@/components/content/load-message';
import { SearchBox } from '@/components/content/search-box';
import { KIND_LABELS, SearchResults } from '@/components/search/search-results';
import { CodeFormatAnswer } from '@/components/fault-codes/code-format-answer';
import { getFaultCode } from '@/lib/db/fault-codes';
import { searchGroups, searchKind, type GroupedSearchResult, type SearchResult } from '@/lib/db/search';
import { readCodeFormat } from '@/lib/fault-codes/format';
import { SEARCH_PAGE_SIZE, kindEntry, normalizeQuery, searchHref, searchKindParam, searchPage } from '@/lib/search/query';
import type { SearchKind } from '@/lib/search/types';

type Props = { searchParams: Promise<{ q?: string | string[]; page?: string | string[]; kind?: string | string[] }> };

const SEARCH_FAILED = 'Search failed. Please try again.';

const linkClass = 'text-brand-700 underline dark:text-brand-300';

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const params = await searchParams;
  const query = normalizeQuery(params.q);
  const kind = searchKindParam(params.kind);
  const page = kind ? searchPage(params.page) : 1;
  return {
    title: query
      ? `${kind ? `${kindEntry(kind).plural}: s` : 'S'}earch results for “${query}”${page > 1 ? `, page ${page}` : ''}`
      : 'Search',
    description: 'Search the glossary, repair articles, videos, charger-install guides, fault codes, tires and vehicles.',
    alternates: { canonical: query ? searchHref(query, page, kind) : '/search' },
  };
}

export default async function SearchPage({ searchParams }: Props) {
  const params = await searchParams;
  const query = normalizeQuery(params.q);
  const kind = searchKindParam(params.kind);
  const page = kind ? searchPage(params.page) : 1;
  // A code typed whole opens its page when the site lists it; otherwise its format answers (docs/product/search.md § Codes).
  const format = readCodeFormat(query);
  if (format.kind === 'code' && (await getFaultCode(format.code))) redirect(`/fault-codes/${format.code}`);
  const answer = format.kind === 'code' || format.kind === 'not-a-code' ? format : undefined;
  let result: SearchResult | GroupedSearchResult | undefined;
  let failure: string | undefined;
  if (query) {
    try {
      result = kind ? await searchKind(query, kind, SEARCH_PAGE_SIZE, (page - 1) * SEARCH_PAGE_SIZE) : await searchGroups(query);
    } catch (error) {
      console.error('search failed', error);
      failure = listLoadMessage(error, SEARCH_FAILED);
    }
  }

  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold">Search</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">
        One search over glossary terms, repair articles, videos, charger-install guides, fault codes, tires and vehicles.
        Misspellings and abbreviations such as BMS, SOC or NACS are understood.
      </p>
      <div className="mt-6">
        <SearchBox
          placeholder="Search terms, articles, tires, vehicles..."
          label="Search the site"
          query={query}
          keep={{ kind: kind ? kindEntry(kind).param : undefined }}
        />
      </div>
      {answer && (
        <div className="mt-6">
          <CodeFormatAnswer format={answer} more />
        </div>
      )}
      <div className="mt-6" aria-live="polite">
        {failure !== undefined ? (
          <LoadError message={failure} />
        ) : !result ? null : result.total === 0 ? (
          answer ? null : <NoResults query={query} suggestions={result.suggestions} />
        ) : 'groups' in result ? (
          <Groups query={query} result={result} />
        ) : (
          <OneKind query={query} kind={kind!} page={page} result={result} />
        )}
      </div>
    </div>
  );
}

/** The first screen of all results: each kind's best few under its name and count, and a link to the rest. */
function Groups({ query, result }: { query: string; result: GroupedSearchResult }) {
  return (
    <>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {result.total === 1 ? '1 result' : `${result.total.toLocaleString('en-US')} results`} for “{query}”
      </p>
      <nav aria-label="Results by kind" className="mt-3">
        <ul className="flex flex-wrap gap-2 text-sm">
          {result.groups.map((group) => (
            <li key={group.kind}>
              <Link href={searchHref(query, 1, group.kind)} className={kindLink}>
                {kindEntry(group.kind).plural} ({group.total.toLocaleString('en-US')})
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {result.groups.map((group) => {
        const { plural } = kindEntry(group.kind);
        const rest = group.total - group.hits.length;
        return (
          <section key={group.kind} aria-labelledby={`results-${group.kind}`} className="mt-8">
            <h2 id={`results-${group.kind}`} className="text-xl font-semibold">
              {plural} <span className="font-normal text-slate-600 dark:text-slate-400">({group.total.toLocaleString('en-US')})</span>
            </h2>
            <SearchResults hits={group.hits} label={plural} grouped />
            {rest > 0 && (
              <p className="mt-2">
                <Link href={searchHref(query, 1, group.kind)} className={linkClass}>
                  {rest.toLocaleString('en-US')} more {(rest === 1 ? KIND_LABELS[group.kind] : plural).toLowerCase()}
                </Link>
              </p>
            )}
          </section>
        );
      })}
    </>
  );
}

const kindLink =
  'inline-block rounded-full bg-slate-100 px-3 py-1 hover:bg-slate-200 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:bg-slate-800 dark:hover:bg-slate-700';

/** One kind's results, counted and paged on their own. */
function OneKind({ query, kind, page, result }: { query: string; kind: SearchKind; page: number; result: SearchResult }) {
  const { plural } = kindEntry(kind);
  return (
    <>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {result.total === 1 ? '1 result' : `${result.total.toLocaleString('en-US')} results`} for “{query}” in {plural.toLowerCase()}
        {lastPage(result.total) > 1 && result.hits.length > 0 && (
          <>
            {' '}
            (showing {((page - 1) * SEARCH_PAGE_SIZE + 1).toLocaleString('en-US')}–
            {((page - 1) * SEARCH_PAGE_SIZE + result.hits.length).toLocaleString('en-US')})
          </>
        )}
      </p>
      <p className="mt-2 text-sm">
        <Link href={searchHref(query)} className={linkClass}>
          All results for “{query}”
        </Link>
      </p>
      {result.hits.length > 0 ? (
        <SearchResults hits={result.hits} label={plural} />
      ) : (
        <p className="mt-4">
          Page {page} is past the last page of results.{' '}
          <Link href={searchHref(query, lastPage(result.total), kind)} className={linkClass}>
            Go to the last page
          </Link>
        </p>
      )}
      <Pages query={query} kind={kind} page={page} last={lastPage(result.total)} />
    </>
  );
}

const lastPage = (total: number) => Math.max(1, Math.ceil(total / SEARCH_PAGE_SIZE));

const pageLink =
  'inline-flex min-h-10 min-w-10 items-center justify-center rounded-md border border-slate-300 px-3 text-sm hover:bg-slate-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:border-slate-700 dark:hover:bg-slate-900';

/** Links to the other pages of results: plain addresses, so they work without JavaScript and can be shared. */
function Pages({ query, kind, page, last }: { query: string; kind: SearchKind; page: number; last: number }) {
  if (last <= 1) return null;
  // The first, the last and the pages around this one; a gap stands for the rest.
  const numbers = [...new Set([1, page - 1, page, page + 1, last])].filter((n) => n >= 1 && n <= last).sort((a, b) => a - b);
  return (
    <nav aria-label="Result pages" className="mt-8">
      <ul className="flex flex-wrap items-center gap-2">
        {page > 1 && page <= last && (
          <li>
            <Link href={searchHref(query, page - 1, kind)} rel="prev" className={pageLink}>
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
              <Link href={searchHref(query, n, kind)} className={pageLink} aria-label={`Page ${n}`}>
                {n}
              </Link>
            )}
          </li>
        ))}
        {page < last && (
          <li>
            <Link href={searchHref(query, page + 1, kind)} rel="next" className={pageLink}>
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
