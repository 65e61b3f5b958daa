'use client';

import { CategoryTermsView, type CategoryTermsProps } from '@/components/categories/category-terms-view';
import { ListSearchMore } from '@/components/content/list-search-more';
import { useOnDemandSearch } from '@/components/content/on-demand-search';

export type { CategoryTermItem } from '@/components/categories/category-terms-view';

const loadLive = () => import('@/components/categories/category-terms-live').then((module) => module.LiveCategoryTerms);

const unfiltered = { q: '', topic: '' };

/**
 * The category's terms with their search (the database finds terms whose term or explanation contains the
 * query); choosing one hands its id to the glossary, which opens it. The terms are the static page's; the
 * search, with its query in the address, loads when the visitor reaches for it or arrives with ?q=
 * (`useOnDemandSearch`).
 */
export function CategoryTerms(props: CategoryTermsProps) {
  const search = useOnDemandSearch(loadLive, unfiltered);
  if (search.Live) return <search.Live {...props} {...search.live} />;
  return <CategoryTermsView {...props} shown={props.items} query="" result={{ status: 'all' }} Notices={ListSearchMore} field={{ defaultValue: '', status: null, ...search.field }} />;
}
