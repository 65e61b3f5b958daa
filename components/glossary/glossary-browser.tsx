'use client';

import { useParams, useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { AdSlot } from '@/components/ads/ad-slot';
import { ListSearch } from '@/components/content/list-search';
import { GlossaryIndex } from '@/components/glossary/glossary-index';
import { groupByLetter } from '@/components/glossary/group-by-letter';
import { takeSelectedTerm } from '@/components/glossary/term-handoff';
import { Link } from '@/components/ui/site-link';
import { interleaveAds } from '@/lib/ads';

export interface GlossaryListItem {
  id: number;
  term: string;
  /** The start of the explanation's plain text; the whole explanation lives on /glossary/{id}. */
  summary: string;
}

// One banner ad after every few letter groups keeps the list readable.
const GROUPS_PER_AD = 3;

const noTerms = (q: string) => (
  <p role="status" className="mt-8 text-center text-slate-600 dark:text-slate-400">
    No terms found matching &quot;{q}&quot;
  </p>
);

/**
 * The searchable, letter-grouped term list with its A–Z index. Opening a term is a navigation to
 * /glossary/{id} that keeps the search, so closing it comes back to the same list. The page is static: a
 * query in the address is searched once the script runs.
 */
export function GlossaryBrowser({ items }: { items: GlossaryListItem[] }) {
  const router = useRouter();
  const params = useParams<{ id?: string }>();
  const activeId = params.id ? Number(params.id) : undefined;
  const letters = groupByLetter(items).map((group) => group.letter);

  useEffect(() => {
    const handedOver = takeSelectedTerm();
    if (handedOver !== undefined && handedOver !== activeId) router.replace(`/glossary/${handedOver}`, { scroll: false });
    // Only the first render matters: the stored id is consumed once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div data-glossary-list>
      <ListSearch
        path="/glossary"
        kind="glossary"
        items={items.map((item) => ({ ...item, id: String(item.id), text: [item.term, item.summary] }))}
        label="Search terms"
        placeholder="Search terms..."
        empty={noTerms('')}
        noMatches={noTerms}
      >
        {(shown, { q }) => {
          // A search's terms come most relevant first: the letters in the order of their best term, each letter's terms in rank order.
          const groups = groupByLetter(shown);
          const search = q ? `?${new URLSearchParams({ q }).toString()}` : '';
          return (
            <>
              <GlossaryIndex letters={letters} withTerms={groups.map((group) => group.letter)} />
              {interleaveAds(groups, GROUPS_PER_AD).map((entry) =>
                entry.kind === 'ad' ? (
                  <AdSlot key={entry.key} format="banner" />
                ) : (
                  // Letters below the fold are laid out and painted only as they near the screen: the whole list
                  // is in the page for search engines and find-in-page, but a phone lays out only what it shows.
                  <section
                    key={entry.item.letter}
                    aria-labelledby={`letter-${entry.item.letter}`}
                    className="mb-6 [contain-intrinsic-size:auto_30rem] [content-visibility:auto]"
                  >
                    <h2
                      id={`letter-${entry.item.letter}`}
                      className="sticky top-16 z-10 scroll-mt-16 border-b border-slate-200 bg-white py-2 text-xl font-bold text-brand-700 dark:border-slate-800 dark:bg-slate-950 dark:text-brand-500"
                    >
                      {entry.item.letter}
                    </h2>
                    <ul className="term-list mt-2 divide-y divide-slate-100 dark:divide-slate-800">
                      {entry.item.items.map((item) => (
                        <li key={item.id}>
                          {/* A site link, not a Link: several hundred of those put as many components into the page's
                              hydration (docs/decisions/0442); the page's LinkRouter opens the term in place. */}
                          <Link
                            id={`term-${item.id}`}
                            href={`/glossary/${item.id}${search}`}
                            scroll={false}
                            prefetch={false}
                            aria-current={Number(item.id) === activeId ? 'true' : undefined}
                          >
                            <span>{item.term}</span>
                            <span>{item.summary}</span>
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </section>
                ),
              )}
            </>
          );
        }}
      </ListSearch>
    </div>
  );
}
