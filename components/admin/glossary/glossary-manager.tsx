'use client';

import { ChevronLeft, ChevronRight, Pencil, Plus, Trash2 } from 'lucide-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef, useState, useTransition } from 'react';
import { toast } from 'sonner';
import { clsx } from 'clsx';
import { SearchBox } from '@/components/admin/list-summary';
import { showResult } from '@/components/admin/action-feedback';
import { CsvImport } from '@/components/admin/glossary/csv-import';
import { DuplicateBanner } from '@/components/admin/glossary/duplicate-banner';
import { EntryForm } from '@/components/admin/glossary/entry-form';
import type { CategoryOption, GlossaryActions, GlossaryListEntry, TermName } from '@/components/admin/glossary/types';
import { Button, buttonVariants } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { GLOSSARY_MESSAGES } from '@/lib/admin/glossary';

interface GlossaryManagerProps {
  entries: GlossaryListEntry[];
  total: number;
  page: number;
  pageSize: number;
  query: string;
  duplicates: { term: string; copies: number }[];
  categories: CategoryOption[];
  actions: GlossaryActions;
}

type Dialog = { kind: 'add'; key: number } | { kind: 'edit'; entry: GlossaryListEntry } | { kind: 'delete'; entry: GlossaryListEntry } | null;

const SEARCH_DELAY_MS = 250;

function listHref(query: string, page: number): string {
  const params = new URLSearchParams();
  if (query) params.set('q', query);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `/admin/glossary?${search}` : '/admin/glossary';
}

/**
 * The glossary screen: search over term and explanation, a page of entries at a time (the glossary may
 * hold thousands), the duplicate warning, and the add, edit, import and delete dialogs. Search and page
 * live in the URL; after every change the server sends the list and the duplicate check again.
 */
export function GlossaryManager({ entries, total, page, pageSize, query, duplicates, categories, actions }: GlossaryManagerProps) {
  const router = useRouter();
  const [search, setSearch] = useState(query);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [terms, setTerms] = useState<TermName[] | undefined>(undefined);
  const [busy, start] = useTransition();
  const [searching, startSearch] = useTransition();
  const termsRequested = useRef(false);
  const categoryNames = new Map(categories.map((category) => [category.id, category.name]));
  const lastPage = Math.max(1, Math.ceil(total / pageSize));

  useEffect(() => {
    const wanted = search.trim();
    if (wanted === query) return;
    const timer = setTimeout(() => startSearch(() => router.replace(listHref(wanted, 1), { scroll: false })), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, query, router]);

  // The preview links other terms; the full list of terms is fetched once, when an editor first opens.
  const ensureTerms = useCallback(() => {
    if (termsRequested.current) return;
    termsRequested.current = true;
    actions
      .loadTerms()
      .then((result) => {
        if (result.ok) setTerms(result.data ?? []);
        else {
          toast.error(result.message);
          setTerms([]);
        }
      })
      .catch(() => {
        toast.error(GLOSSARY_MESSAGES.termsLoadFailed);
        setTerms([]);
      });
  }, [actions]);

  const afterChange = () => {
    // A changed glossary changes what the preview links.
    termsRequested.current = false;
    setTerms(undefined);
    router.refresh();
  };

  const openAdd = () => {
    ensureTerms();
    setDialog({ kind: 'add', key: Date.now() });
  };
  const openEdit = (entry: GlossaryListEntry) => {
    ensureTerms();
    setDialog({ kind: 'edit', entry });
  };

  const removeDuplicates = () =>
    start(async () => {
      try {
        if (showResult(await actions.removeDuplicates(), router)) afterChange();
      } catch {
        toast.error(GLOSSARY_MESSAGES.duplicatesFailed);
      }
    });

  const deleteEntry = (entry: GlossaryListEntry) =>
    start(async () => {
      try {
        if (showResult(await actions.remove(entry.id), router)) {
          setDialog(null);
          afterChange();
        }
      } catch {
        toast.error(GLOSSARY_MESSAGES.deleteFailed);
      }
    });

  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);

  return (
    <div className="mt-6 space-y-4">
      <DuplicateBanner duplicates={duplicates} busy={busy} onRemove={removeDuplicates} />
      <div className="flex flex-wrap items-center gap-3">
        <SearchBox plural="entries" value={search} onChange={setSearch} maxLength={200} />
        <Button onClick={openAdd}>
          <Plus className="size-4" aria-hidden />
          Add Entry
        </Button>
      </div>

      <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
        {searching
          ? 'Searching…'
          : total === 0
            ? ''
            : `Showing ${first.toLocaleString('en-US')}–${last.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} ${total === 1 ? 'entry' : 'entries'}${query ? ` matching “${query}”` : ''}`}
      </p>

      {entries.length === 0 ? (
        <p className="rounded-xl bg-white p-10 text-center text-slate-600 ring-1 ring-slate-200 dark:bg-slate-900 dark:text-slate-400 dark:ring-slate-800">
          No entries found
        </p>
      ) : (
        <ul className={clsx('space-y-3', searching && 'opacity-60')} aria-busy={busy || searching}>
          {entries.map((entry) => (
            <li key={entry.id} data-testid="glossary-entry" className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0 flex-1">
                  <h2 className="font-semibold">{entry.term}</h2>
                  <p className="mt-1 line-clamp-3 text-sm text-slate-700 dark:text-slate-300">{entry.text}</p>
                  <p className="mt-2 flex flex-wrap items-center gap-2 text-xs text-slate-500 dark:text-slate-400">
                    <span>
                      Last updated <time dateTime={entry.updatedAt}>{entry.updatedLabel}</time>
                    </span>
                    <span className="rounded-full bg-slate-100 px-2 py-0.5 dark:bg-slate-800">
                      {entry.categoryId ? (categoryNames.get(entry.categoryId) ?? entry.categoryId) : 'Uncategorized'}
                    </span>
                  </p>
                </div>
                <div className="flex shrink-0 gap-1">
                  <Button variant="ghost" size="sm" onClick={() => openEdit(entry)} aria-label={`Edit ${entry.term}`}>
                    <Pencil className="size-4" aria-hidden />
                    Edit
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    className="text-red-600 dark:text-red-400"
                    onClick={() => setDialog({ kind: 'delete', entry })}
                    aria-label={`Delete ${entry.term}`}
                  >
                    <Trash2 className="size-4" aria-hidden />
                    Delete
                  </Button>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}

      {lastPage > 1 && (
        <nav aria-label="Pages" className="flex items-center justify-between gap-3">
          {page > 1 ? (
            <Link href={listHref(query, page - 1)} className={buttonVariants({ variant: 'secondary' })}>
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
            <Link href={listHref(query, page + 1)} className={buttonVariants({ variant: 'secondary' })}>
              Next
              <ChevronRight className="size-4" aria-hidden />
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}

      <Modal open={dialog?.kind === 'add'} onClose={() => setDialog(null)} title="Add New Glossary Entry" size="4xl">
        {dialog?.kind === 'add' && (
          <div key={dialog.key} className="space-y-8">
            <CsvImport importCsv={actions.importCsv} onImported={afterChange} />
            <section aria-labelledby="single-entry-title" className="space-y-3 border-t border-slate-200 pt-6 dark:border-slate-700">
              <h3 id="single-entry-title" className="font-semibold">
                Add a single entry
              </h3>
              <EntryForm
                categories={categories}
                terms={terms}
                submit={actions.add}
                onSaved={() => {
                  setDialog(null);
                  afterChange();
                }}
              />
            </section>
          </div>
        )}
      </Modal>

      <Modal open={dialog?.kind === 'edit'} onClose={() => setDialog(null)} title="Edit Glossary Entry" size="4xl">
        {dialog?.kind === 'edit' && (
          <EntryForm
            key={dialog.entry.id}
            entry={dialog.entry}
            categories={categories}
            terms={terms}
            submit={(input) => actions.update({ ...input, id: dialog.entry.id })}
            onSaved={() => {
              setDialog(null);
              afterChange();
            }}
          />
        )}
      </Modal>

      <Modal open={dialog?.kind === 'delete'} onClose={() => setDialog(null)} title="Delete Entry" size="lg">
        {dialog?.kind === 'delete' && (
          <div className="space-y-4">
            <p>
              Are you sure you want to delete “{dialog.entry.term}”? It disappears from the public glossary. This action cannot be
              undone.
            </p>
            <div className="flex justify-end gap-2">
              <Button variant="secondary" onClick={() => setDialog(null)}>
                Cancel
              </Button>
              <Button variant="danger" disabled={busy} onClick={() => deleteEntry(dialog.entry)}>
                {busy ? 'Deleting...' : 'Delete'}
              </Button>
            </div>
          </div>
        )}
      </Modal>
    </div>
  );
}
