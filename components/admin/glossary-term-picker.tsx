'use client';

import { X } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { fieldClass, labelClass } from '@/components/ui/field';
import type { TermOption } from '@/lib/db/types';

const SHOWN = 8;

/** A searchable single choice among the glossary terms. */
export function GlossaryTermPicker({ terms, value, onChange }: { terms: TermOption[]; value: TermOption | null; onChange: (term: TermOption | null) => void }) {
  const [query, setQuery] = useState('');
  const id = useId();
  const matches = useMemo(() => {
    const q = query.trim().toLowerCase();
    return q ? terms.filter((term) => term.term.toLowerCase().includes(q)).slice(0, SHOWN) : [];
  }, [query, terms]);

  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        Related Glossary Term
      </label>
      {value ? (
        <p className="mt-1 inline-flex items-center gap-2 rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-800">
          {value.term}
          <button type="button" onClick={() => onChange(null)} aria-label={`Remove related term ${value.term}`}>
            <X className="size-3.5" aria-hidden />
          </button>
        </p>
      ) : (
        <>
          <input
            id={id}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="Search glossary terms..."
            className={fieldClass}
            aria-controls={`${id}-results`}
          />
          <ul id={`${id}-results`} className="mt-1 max-h-48 overflow-y-auto rounded-md ring-1 ring-slate-200 empty:hidden dark:ring-slate-700">
            {matches.map((term) => (
              <li key={term.id}>
                <button
                  type="button"
                  onClick={() => {
                    onChange(term);
                    setQuery('');
                  }}
                  className="w-full px-3 py-2 text-left text-sm hover:bg-slate-100 focus:bg-slate-100 focus:outline-none dark:hover:bg-slate-800 dark:focus:bg-slate-800"
                >
                  {term.term}
                </button>
              </li>
            ))}
          </ul>
          {query.trim() && matches.length === 0 && <p className="mt-1 text-sm text-slate-500">No matching terms</p>}
        </>
      )}
    </div>
  );
}
