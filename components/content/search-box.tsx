'use client';

import { Loader2, Search } from 'lucide-react';
import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useId, useState, useTransition } from 'react';

interface SearchBoxProps {
  placeholder: string;
  label: string;
  /** The current query, from the page's search params. */
  query: string;
  /** Other query parameters of the page to keep while searching (e.g. a topic filter). */
  keep?: Record<string, string | undefined>;
  param?: string;
}

const DEBOUNCE_MS = 300;

interface SearchFieldProps {
  id: string;
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  /** Whether a search is under way, for fields that report it (a spinner at the right, announced). */
  searching?: boolean;
  onFocus?: () => void;
  maxLength?: number;
}

/** The search input with its hidden label and magnifier, shared by the site's list searches. */
export function SearchField({ id, label, name, value, onChange, placeholder, searching, onFocus, maxLength }: SearchFieldProps) {
  const reports = searching !== undefined;
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" aria-hidden />
      <input
        id={id}
        type="search"
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onFocus={onFocus}
        maxLength={maxLength}
        placeholder={placeholder}
        autoComplete="off"
        className={`w-full rounded-lg border border-slate-300 bg-white py-2.5 pl-9 text-base dark:border-slate-700 dark:bg-slate-900 ${reports ? 'pr-10' : 'pr-3'}`}
      />
      {reports && (
        <span aria-live="polite" className="absolute top-1/2 right-3 -translate-y-1/2">
          {searching && (
            <>
              <Loader2 className="size-4 animate-spin text-slate-400" aria-hidden />
              <span className="sr-only">Searching…</span>
            </>
          )}
        </span>
      )}
    </>
  );
}

function hrefFor(pathname: string, values: Record<string, string | undefined>) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value?.trim()) params.set(key, value.trim());
  const search = params.toString();
  return search ? `${pathname}?${search}` : pathname;
}

/**
 * A search field that keeps its query in the URL (?q=…), so a search can be shared and the results are
 * rendered on the server. Without JavaScript it is a plain GET form.
 */
export function SearchBox({ placeholder, label, query, keep = {}, param = 'q' }: SearchBoxProps) {
  const router = useRouter();
  const pathname = usePathname();
  const id = useId();
  const [value, setValue] = useState(query);
  // The query this field last asked for, and the page's query it last saw.
  const [requested, setRequested] = useState(query);
  const [seen, setSeen] = useState(query);
  const [pending, startTransition] = useTransition();

  if (query !== seen) {
    setSeen(query);
    // A navigation the field did not start (back, forward, a topic link) replaces what it shows;
    // an answer to its own request does not, since the visitor may have typed on meanwhile.
    if (query.trim() !== requested.trim()) {
      setValue(query);
      setRequested(query);
    }
  }

  const search = (text: string) => {
    setRequested(text);
    startTransition(() => router.replace(hrefFor(pathname, { ...keep, [param]: text }), { scroll: false }));
  };

  useEffect(() => {
    if (value.trim() === requested.trim()) return;
    const timer = setTimeout(() => search(value), DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // search is rebuilt every render; the values it reads are the dependencies
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value, requested, pathname, param, JSON.stringify(keep)]);

  return (
    <form
      role="search"
      action={pathname}
      method="get"
      onSubmit={(event) => {
        event.preventDefault();
        search(value);
      }}
      className="relative"
    >
      {Object.entries(keep).map(([key, kept]) => (kept ? <input key={key} type="hidden" name={key} value={kept} /> : null))}
      <SearchField id={id} label={label} name={param} value={value} onChange={setValue} placeholder={placeholder} searching={pending} />
    </form>
  );
}
