import { useState } from 'react';
import { SearchField } from '@/components/content/search-field';
import { LIST_QUERY_MAX, LIST_SEARCH_MESSAGES, parseListQuery } from '@/lib/content/list-query';
import { matchList } from '@/lib/field-kit/list-match';
import type { KitData } from '@/lib/field-kit/types';

const link = 'text-brand-700 underline hover:no-underline dark:text-brand-300';

/**
 * /glossary from the kit: every term, and the list search answered in the browser with the database's rules, close
 * matches for a misspelling included (lib/field-kit/list-match.ts). The query stays in the address, as online.
 */
export function KitGlossary({ data, initialQuery }: { data: KitData; initialQuery: string }) {
  const [typed, setTyped] = useState(initialQuery);
  const checked = parseListQuery(typed);
  const q = checked.problem ? '' : checked.q;
  const matches = q ? matchList(data.glossary.map((term) => ({ id: String(term.id), search: term.search })), q) : undefined;
  const byId = new Map(data.glossary.map((term) => [String(term.id), term]));
  const shown = matches ? matches.ids.flatMap((id) => byId.get(id) ?? []) : data.glossary;
  const change = (text: string) => {
    setTyped(text);
    const search = text.trim() ? `?${new URLSearchParams({ q: text.trim() }).toString()}` : '';
    window.history.replaceState(null, '', `/glossary${search}`);
  };
  return (
    <div>
      <h1 className="text-3xl font-bold">EV Repair Glossary</h1>
      <form role="search" action="/glossary" method="get" onSubmit={(event) => event.preventDefault()} className="relative mt-6 max-w-xl">
        <SearchField id="kit-glossary-search" label="Search terms" name="q" maxLength={LIST_QUERY_MAX} value={typed} onChange={change} placeholder="Search terms..." />
      </form>
      {checked.problem && <p role="alert" className="mt-4">{checked.problem}</p>}
      {matches?.close && (
        <p role="status" className="mt-4 text-sm text-slate-600 dark:text-slate-400">
          {LIST_SEARCH_MESSAGES.close(q)}
        </p>
      )}
      {shown.length === 0 ? (
        <p role="status" className="mt-8 text-center text-slate-600 dark:text-slate-400">
          No terms found matching &quot;{q}&quot;
        </p>
      ) : (
        <ul aria-label="Terms" className="mt-6 divide-y divide-slate-100 dark:divide-slate-800">
          {shown.map((term) => (
            <li key={term.id} className="py-2">
              <a href={`/glossary/${term.id}`} className={link}>
                {term.term}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
