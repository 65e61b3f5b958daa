'use client';

import { FileText, Pencil, Plus } from 'lucide-react';
import { CardDeleteButton, CardTags, PinnedBadge, PinToggleLabel } from '@/components/admin/library-card-parts';
import { useState } from 'react';
import type { ArticleActions } from '@/components/admin/action-props';
import { ArticleForm } from '@/components/admin/article-form';
import { LibraryToolbar } from '@/components/admin/library-toolbar';
import { dangerButton, iconButton, secondaryButton } from '@/components/admin/styles';
import { useLibrary } from '@/components/admin/use-library';
import { Modal } from '@/components/ui/modal';
import type { AdminArticle } from '@/lib/db/types';
import { ARTICLE_MESSAGES } from '@/lib/admin/article';

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

const searched = (article: AdminArticle) => [article.title, article.excerpt, article.author];

type Editing = { mode: 'new'; key: number } | { mode: 'edit'; article: AdminArticle; key: number } | null;

export function ArticleLibrary({ articles, actions }: { articles: AdminArticle[]; actions: ArticleActions }) {
  const library = useLibrary(articles, searched);
  const { router, shown, busy, run } = library;
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AdminArticle | null>(null);

  const openNew = () => setEditing({ mode: 'new', key: Date.now() });

  return (
    <div className="mt-6 space-y-4">
      <LibraryToolbar library={library} plural="articles" add={{ label: 'New Article', icon: Plus, onClick: openNew }} />

      {articles.length === 0 ? (
        <div className="rounded-xl bg-white p-10 text-center ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
          <FileText className="mx-auto size-10 text-slate-400" aria-hidden />
          <h2 className="mt-3 text-lg font-semibold">No Articles Yet</h2>
          <p className="mt-1 text-slate-600 dark:text-slate-400">Write your first article, or start from a sample draft.</p>
          <button type="button" disabled={busy} className={`${secondaryButton} mt-4`} onClick={() => run(actions.createSample, ARTICLE_MESSAGES.sampleFailed)}>
            Create Sample Article
          </button>
        </div>
      ) : shown.length === 0 ? (
        <p className="rounded-xl bg-white p-10 text-center text-slate-600 ring-1 ring-slate-200 dark:bg-slate-900 dark:text-slate-400 dark:ring-slate-800">No articles match your search.</p>
      ) : (
        <ul className="space-y-4" aria-busy={busy}>
          {shown.map((article) => (
            <li key={article.id} data-testid="article-card" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <h2 className="text-lg font-semibold">{article.title}</h2>
                    {article.pinned && <PinnedBadge />}
                    <span
                      className={
                        article.status === 'published'
                          ? 'rounded-full bg-green-100 px-2 py-0.5 text-xs font-medium text-green-800'
                          : 'rounded-full bg-slate-200 px-2 py-0.5 text-xs font-medium text-slate-700'
                      }
                    >
                      {article.status}
                    </span>
                  </div>
                  {article.excerpt && <p className="mt-2 line-clamp-3 text-sm text-slate-600 dark:text-slate-400">{article.excerpt}</p>}
                  <CardTags tags={article.tags} className="mt-2" />
                  <p className="mt-2 text-xs text-slate-500">
                    Created <time dateTime={article.createdAt}>{dateFormat.format(new Date(article.createdAt))}</time> · {article.readingTime} min read
                  </p>
                </div>
                <div className="flex shrink-0 flex-wrap gap-1">
                  <button type="button" disabled={busy} className={iconButton} onClick={() => run(() => actions.togglePin({ id: article.id, pinned: !article.pinned }), ARTICLE_MESSAGES.updateFailed)}>
                    <PinToggleLabel pinned={article.pinned} />
                  </button>
                  <button type="button" className={iconButton} onClick={() => setEditing({ mode: 'edit', article, key: Date.now() })}>
                    <Pencil className="size-4" aria-hidden />
                    Edit
                  </button>
                  <CardDeleteButton onClick={() => setDeleting(article)} />
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}

      <Modal open={editing !== null} onClose={() => setEditing(null)} title={editing?.mode === 'edit' ? 'Edit Article' : 'Create New Article'} size="4xl">
        {editing && (
          <ArticleForm
            key={editing.key}
            article={editing.mode === 'edit' ? editing.article : undefined}
            actions={actions}
            onSaved={() => {
              setEditing(null);
              router.refresh();
            }}
          />
        )}
      </Modal>

      <Modal open={deleting !== null} onClose={() => setDeleting(null)} title="Delete Article" size="lg">
        {deleting && (
          <div className="space-y-4">
            <p>
              Are you sure you want to delete <strong>{deleting.title}</strong>? This action cannot be undone.
            </p>
            <div className="flex justify-end gap-3">
              <button type="button" className={secondaryButton} onClick={() => setDeleting(null)}>
                Cancel
              </button>
              <button type="button" disabled={busy} className={dangerButton} onClick={() => run(() => actions.remove(deleting.id), ARTICLE_MESSAGES.deleteFailed, () => setDeleting(null))}>
                Delete
              </button>
            </div>
          </div>
        )}
      </Modal>
    </div>
  );
}
