'use client';

import type { ReactNode } from 'react';
import { SearchBox } from '@/components/admin/list-summary';
import { TagFilter } from '@/components/admin/tag-filter';
import type { Library } from '@/components/admin/use-library';

/** A library's search box and its add button, with the tag chips under them. */
export function LibraryToolbar({ library, plural, children }: { library: Library; plural: string; children: ReactNode }) {
  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        <SearchBox plural={plural} value={library.query} onChange={library.setQuery} />
        {children}
      </div>
      <TagFilter tags={library.tags} active={library.tag} onChange={library.setTag} />
    </>
  );
}
