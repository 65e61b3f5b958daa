'use client';

import { AlertTriangle, ChevronLeft, ChevronRight, FolderOpen, Inbox, Plus } from 'lucide-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useMemo, useState } from 'react';
import { clsx } from 'clsx';
import { SearchBox } from '@/components/admin/list-summary';
import { CategoryEntries } from '@/components/admin/categories/category-entries';
import { CategoryForm } from '@/components/admin/categories/category-form';
import { CategoryHeader } from '@/components/admin/categories/category-header';
import type { CategoryActions, CategoryEntryItem, CategoryItem } from '@/components/admin/categories/types';
import { Button, buttonVariants } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { FEW_ENTRIES } from '@/lib/admin/glossary';

interface CategoryManagerProps {
  categories: CategoryItem[];
  uncategorized: number;
  /** The selected category's id, or null for the uncategorized entries. */
  selectedId: string | null;
  entries: CategoryEntryItem[];
  total: number;
  page: number;
  pageSize: number;
  actions: CategoryActions;
}

function viewHref(categoryId: string | null, page = 1): string {
  const params = new URLSearchParams();
  if (categoryId) params.set('category', categoryId);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `/admin/categories?${search}` : '/admin/categories';
}

/**
 * The category screen: categories with entry counts on the left (searchable), the selected category's
 * entries or the uncategorized ones on the right. The selection lives in the URL, so every view can be
 * linked and the server renders only the entries shown.
 */
export function CategoryManager({ categories, uncategorized, selectedId, entries, total, page, pageSize, actions }: CategoryManagerProps) {
  const router = useRouter();
  const [search, setSearch] = useState('');
  const [creating, setCreating] = useState(false);
  const [formKey, setFormKey] = useState(0);
  const selected = categories.find((category) => category.id === selectedId);
  const few = categories.filter((category) => category.entryCount <= FEW_ENTRIES);
  const lastPage = Math.max(1, Math.ceil(total / pageSize));

  const shown = useMemo(() => {
    const q = search.trim().toLowerCase();
    if (!q) return categories;
    return categories.filter((category) =>
      [category.name, category.id, category.description ?? ''].some((text) => text.toLowerCase().includes(q)),
    );
  }, [categories, search]);

  const itemClass = (active: boolean) =>
    clsx(
      'flex w-full items-center justify-between gap-2 rounded-md px-3 py-2 text-left text-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
      active ? 'bg-brand-50 font-semibold text-brand-800 dark:bg-slate-800 dark:text-brand-500' : 'hover:bg-slate-100 dark:hover:bg-slate-800',
    );

  return (
    <div className="mt-6 space-y-4">
      <div className="flex justify-end">
        <Button
          onClick={() => {
            setFormKey((key) => key + 1);
            setCreating(true);
          }}
        >
          <Plus className="size-4" aria-hidden />
          New Category
        </Button>
      </div>

      {few.length > 0 && (
        <div role="status" data-testid="few-entries-warning" className="flex gap-3 rounded-xl bg-yellow-50 p-4 text-sm text-yellow-900 ring-1 ring-yellow-300 dark:bg-yellow-950/40 dark:text-yellow-100 dark:ring-yellow-800">
          <AlertTriangle className="mt-0.5 size-5 shrink-0 text-yellow-600" aria-hidden />
          <div>
            <p className="font-semibold">
              {few.length === 1 ? '1 category has' : `${few.length} categories have`} few entries ({FEW_ENTRIES} or fewer)
            </p>
            <ul className="mt-1 flex flex-wrap gap-x-3 gap-y-1">
              {few.map((category) => (
                <li key={category.id}>
                  <Link href={viewHref(category.id)} className="underline underline-offset-2 hover:no-underline">
                    {category.name}
                  </Link>{' '}
                  ({category.entryCount})
                </li>
              ))}
            </ul>
          </div>
        </div>
      )}

      <div className="grid gap-6 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
        <nav aria-label="Categories" className="h-fit space-y-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
          <SearchBox plural="categories" value={search} onChange={setSearch} className="" />
          <ul className="space-y-1">
            {shown.map((category) => (
              <li key={category.id}>
                <Link href={viewHref(category.id)} aria-current={category.id === selectedId ? 'page' : undefined} className={itemClass(category.id === selectedId)}>
                  <span className="flex min-w-0 items-center gap-2">
                    <FolderOpen className="size-4 shrink-0 text-slate-400" aria-hidden />
                    <span className="truncate">{category.name}</span>
                  </span>
                  <span className="shrink-0 rounded-full bg-slate-100 px-2 py-0.5 text-xs tabular-nums dark:bg-slate-700" aria-label={`${category.entryCount} entries`}>
                    {category.entryCount}
                  </span>
                </Link>
              </li>
            ))}
            {shown.length === 0 && <li className="px-3 py-2 text-sm text-slate-500">No categories match your search.</li>}
          </ul>
          <div className="border-t border-slate-200 pt-2 dark:border-slate-700">
            <Link href={viewHref(null)} aria-current={selectedId === null ? 'page' : undefined} className={itemClass(selectedId === null)}>
              <span className="flex items-center gap-2">
                <Inbox className="size-4 text-slate-400" aria-hidden />
                Uncategorized Entries
              </span>
              <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs tabular-nums dark:bg-slate-700" aria-label={`${uncategorized} entries`}>
                {uncategorized}
              </span>
            </Link>
          </div>
        </nav>

        <section aria-label={selected ? selected.name : 'Uncategorized Entries'} className="min-w-0 space-y-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
          {selected ? (
            <CategoryHeader key={`header-${selected.id}`} category={selected} actions={actions} onDeleted={() => router.replace(viewHref(null))} />
          ) : (
            <div className="border-b border-slate-200 pb-4 dark:border-slate-700">
              <h2 className="text-lg font-semibold">Uncategorized Entries</h2>
              <p className="text-xs text-slate-500 dark:text-slate-400">Entries without a category appear on no category page.</p>
            </div>
          )}
          <CategoryEntries key={`entries-${selectedId ?? ''}`} categoryId={selectedId} entries={entries} total={total} categories={categories} actions={actions} />
          {lastPage > 1 && (
            <nav aria-label="Pages" className="flex items-center justify-between gap-3">
              {page > 1 ? (
                <Link href={viewHref(selectedId, page - 1)} className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
                  <ChevronLeft className="size-4" aria-hidden />
                  Previous
                </Link>
              ) : (
                <span />
              )}
              <span className="text-sm text-slate-600 dark:text-slate-400">
                Page {page} of {lastPage}
              </span>
              {page < lastPage ? (
                <Link href={viewHref(selectedId, page + 1)} className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
                  Next
                  <ChevronRight className="size-4" aria-hidden />
                </Link>
              ) : (
                <span />
              )}
            </nav>
          )}
        </section>
      </div>

      <Modal open={creating} onClose={() => setCreating(false)} title="Create New Category" size="lg">
        <CategoryForm
          key={formKey}
          create={actions.create}
          onCancel={() => setCreating(false)}
          onCreated={(id) => {
            setCreating(false);
            router.push(viewHref(id));
          }}
        />
      </Modal>
    </div>
  );
}
