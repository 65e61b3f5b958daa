'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useId, useState, useTransition } from 'react';
import { SearchField } from '@/components/content/search-field';
import { SearchSpinner } from '@/components/content/search-spinner';

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
      <SearchField id={id} label={label} name={param} value={value} onChange={setValue} placeholder={placeholder} status={<SearchSpinner searching={pending} />} />
    </form>
  );
}
