'use client';

import type { LucideIcon } from 'lucide-react';
import { SearchBox } from '@/components/admin/list-summary';
import { primaryButton } from '@/components/admin/styles';
import { TagFilter } from '@/components/admin/tag-filter';
import type { Library } from '@/components/admin/use-library';

interface LibraryToolbarProps {
  library: Library;
  plural: string;
  /** The button that opens the form for a new row. */
  add: { label: string; icon: LucideIcon; onClick: () => void };
}

/** A library's search box and its add button, with the tag chips under them. */
export function LibraryToolbar({ library, plural, add: { label, icon: Icon, onClick } }: LibraryToolbarProps) {
  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        <SearchBox plural={plural} value={library.query} onChange={library.setQuery} />
        <button type="button" className={primaryButton} onClick={onClick}>
          <Icon className="size-4" aria-hidden />
          {label}
        </button>
      </div>
      <TagFilter tags={library.tags} active={library.tag} onChange={library.setTag} />
    </>
  );
}
