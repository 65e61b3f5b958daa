'use client';

import { Link } from '@/components/ui/link';
import { useParams, useRouter } from 'next/navigation';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { AdSlot } from '@/components/ads/ad-slot';
import { groupByLetter, matchesQuery } from '@/components/glossary/group-by-letter';
import { SearchField } from '@/components/content/search-box';
import { loadSearchTexts, type SearchTexts } from '@/components/content/search-texts';
import { takeSelectedTerm } from '@/components/glossary/term-handoff';
import { interleaveAds } from '@/lib/ads';

export interface GlossaryListItem {
  id: number;
  term: string;
  /** The start of the explanation's plain text; the whole explanation lives on /glossary/{id}. */
  summary: string;
}

/**
 * Where the list fetches every explanation's plain text, the first time a visitor searches: the spec
 * searches explanations too, and the page itself carries only their first words.
 */
export const GLOSSARY_SEARCH_TEXT_URL = '/glossary/search-text';

// One banner ad after every few letter groups keeps the list readable.
const GROUPS_PER_AD = 3;

/** The searchable, letter-grouped term list. Opening a term is a navigation to /glossary/{id}. */
export function GlossaryBrowser({ items }: { items: GlossaryListItem[] }) {
  const router = useRouter();
  const params = useParams<{ id?: string }>();
  const activeId = params.id ? Number(params.id) : undefined;
  const [query, setQuery] = useState('');
  const [texts, setTexts] = useState<SearchTexts | undefined>();
  const deferredQuery = useDeferredValue(query);

  useEffect(() => {
    const handedOver = takeSelectedTerm();
    if (handedOver !== undefined && handedOver !== activeId) router.replace(`/glossary/${handedOver}`, { scroll: false });
    // Only the first render matters: the stored id is consumed once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const wantTexts = () => {
    if (!texts) void loadSearchTexts(GLOSSARY_SEARCH_TEXT_URL).then((loaded) => loaded && setTexts(loaded));
  };

  const groups = useMemo(
    () =>
      groupByLetter(
        items.filter((item) => matchesQuery({ term: item.term, text: texts?.[item.id] ?? item.summary }, deferredQuery)),
      ),
    [items, texts, deferredQuery],
  );

  return (
    <div data-glossary-list>
      <div className="relative">
        <SearchField
          id="glossary-search"
          label="Search terms"
          name="q"
          value={query}
          onFocus={wantTexts}
          onChange={(value) => {
            wantTexts();
            setQuery(value);
          }}
          placeholder="Search terms..."
        />
      </div>
      {groups.length === 0 ? (
        <p role="status" className="mt-8 text-center text-slate-600 dark:text-slate-400">
          No terms found matching &quot;{deferredQuery}&quot;
        </p>
      ) : (
        <div className="mt-6">
          {interleaveAds(groups, GROUPS_PER_AD).map((entry) =>
            entry.kind === 'ad' ? (
              <AdSlot key={entry.key} format="banner" />
            ) : (
              <section key={entry.item.letter} aria-labelledby={`letter-${entry.item.letter}`} className="mb-6">
                <h2
                  id={`letter-${entry.item.letter}`}
                  className="sticky top-16 z-10 border-b border-slate-200 bg-white/95 py-2 text-xl font-bold text-brand-700 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95 dark:text-brand-500"
                >
                  {entry.item.letter}
                </h2>
                <ul className="term-list mt-2 divide-y divide-slate-100 dark:divide-slate-800">
                  {entry.item.items.map((item) => (
                    <li key={item.id}>
                      <Link
                        id={`term-${item.id}`}
                        href={`/glossary/${item.id}`}
                        scroll={false}
                        prefetch={false}
                        aria-current={item.id === activeId ? 'true' : undefined}
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
        </div>
      )}
    </div>
  );
}
