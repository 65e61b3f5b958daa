'use client';

import { Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { TagFilter } from '@/components/admin/tag-filter';
import type { Library } from '@/components/admin/use-library';
import { fieldClass } from '@/components/ui/field';

/** A library's search box and its add button, with the tag chips under them. */
export function LibraryToolbar({ library, noun, children }: { library: Library; noun: string; children: ReactNode }) {
  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        <div className="relative min-w-60 flex-1">
          <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400" aria-hidden />
          <input
            type="search"
            value={library.query}
            onChange={(event) => library.setQuery(event.target.value)}
            placeholder={`Search ${noun}...`}
            aria-label={`Search ${noun}`}
            className={`${fieldClass} mt-0 pl-9`}
          />
        </div>
        {children}
      </div>
      <TagFilter tags={library.tags} active={library.tag} onChange={library.setTag} />
    </>
  );
}
