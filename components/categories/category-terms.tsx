'use client';

import { ListSearch } from '@/components/content/list-search';
import { storeSelectedTerm } from '@/components/glossary/term-handoff';
import { Link } from '@/components/ui/link';

interface CategoryTermItem {
  id: number;
  term: string;
  /** The start of the explanation's plain text. */
  text: string;
}

const SUMMARY_LENGTH = 220;

const status = (text: string) => (
  <p role="status" className="mt-4 text-slate-600 dark:text-slate-400">
    {text}
  </p>
);

/**
 * The category's terms with their search (the database finds terms whose term or explanation contains the
 * query); choosing one hands its id to the glossary, which opens it. The page is static: a query in the address
 * is searched once the script runs.
 */
export function CategoryTerms({ categoryId, categoryName, items }: { categoryId: string; categoryName: string; items: CategoryTermItem[] }) {
  return (
    <section aria-labelledby="terms-heading">
      <h2 id="terms-heading" className="mb-4 text-xl font-semibold">
        Terms &amp; Definitions
      </h2>
      <ListSearch
        path={`/category/${categoryId}`}
        kind="category"
        category={categoryId}
        items={items.map(({ id, term, text }) => ({ id: String(id), term, summary: text, text: [term, text] }))}
        label={`Search ${categoryName}`}
        placeholder={`Search ${categoryName}...`}
        empty={status('No entries in this category yet.')}
        noMatches={(q) => status(`No entries found for "${q}"`)}
      >
        {(shown) => (
          <ul className="mt-4 space-y-3">
            {shown.map((item) => (
              <li key={item.id}>
                <Link
                  href={`/glossary/${item.id}`}
                  prefetch={false}
                  onClick={() => storeSelectedTerm(Number(item.id))}
                  className="block rounded-xl border border-slate-200 p-4 hover:border-brand-500 dark:border-slate-800"
                >
                  <span className="block font-semibold">{item.term}</span>
                  <span className="mt-1 block text-sm text-slate-600 dark:text-slate-400">
                    {item.summary.length > SUMMARY_LENGTH ? `${item.summary.slice(0, SUMMARY_LENGTH).trimEnd()}…` : item.summary}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </ListSearch>
    </section>
  );
}
