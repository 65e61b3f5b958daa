'use client';

import { useParams, useRouter } from 'next/navigation';
import { useEffect, type ReactNode } from 'react';
import { useOnDemandSearch } from '@/components/content/on-demand-search';
import { GlossaryListView, type GlossaryListItem } from '@/components/glossary/glossary-list-view';
import { takeSelectedTerm } from '@/components/glossary/term-handoff';

export type { GlossaryListItem } from '@/components/glossary/glossary-list-view';

const loadLive = () => import('@/components/glossary/glossary-browser-live').then((module) => module.LiveGlossaryList);

const unfiltered = { q: '', topic: '' };

// The whole list, before any search: nothing to say beside it.
const NoNotice = () => null;

/**
 * The searchable, letter-grouped term list with its A–Z index. Opening a term is a navigation to
 * /glossary/{id}. The list is the static page's (no query); the search, with its query in the address, loads
 * when the visitor reaches for it or arrives with ?q= (`useOnDemandSearch`). `index` is the whole list's A–Z
 * index (`WholeGlossaryIndex`), rendered on the server for the static list.
 */
export function GlossaryBrowser({ items, index }: { items: GlossaryListItem[]; index: ReactNode }) {
  const router = useRouter();
  const params = useParams<{ id?: string }>();
  const activeId = params.id ? Number(params.id) : undefined;
  const search = useOnDemandSearch(loadLive, unfiltered);

  useEffect(() => {
    const handedOver = takeSelectedTerm();
    if (handedOver !== undefined && handedOver !== activeId) router.replace(`/glossary/${handedOver}`, { scroll: false });
    // Only the first render matters: the stored id is consumed once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (search.Live) return <search.Live items={items} activeId={activeId} {...search.live} />;
  return (
    <GlossaryListView
      items={items}
      activeId={activeId}
      query=""
      result={{ status: 'all' }}
      Notices={NoNotice}
      index={() => index}
      field={{ defaultValue: '', status: null, ...search.field }}
    />
  );
}
