'use client';

import { Pencil, Trash2 } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useId, useState, useTransition } from 'react';
import { toast } from 'sonner';
import { showResult } from '@/components/admin/action-feedback';
import type { CategoryActions, CategoryItem } from '@/components/admin/categories/types';
import { CategoryFields } from '@/components/admin/categories/category-fields';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { CATEGORY_MESSAGES, categoryUpdateSchema } from '@/lib/admin/glossary';

interface CategoryHeaderProps {
  category: CategoryItem;
  actions: Pick<CategoryActions, 'update' | 'remove'>;
  onDeleted: () => void;
}

/** The selected category's name and description, edited in place, and its delete confirmation. */
export function CategoryHeader({ category, actions, onDeleted }: CategoryHeaderProps) {
  const router = useRouter();
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(category.name);
  const [description, setDescription] = useState(category.description ?? '');
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, start] = useTransition();

  const startEditing = () => {
    setName(category.name);
    setDescription(category.description ?? '');
    setError(null);
    setEditing(true);
  };

  const save = (event: React.FormEvent) => {
    event.preventDefault();
    const input = { id: category.id, name, description };
    const checked = categoryUpdateSchema.safeParse(input);
    if (!checked.success) {
      const message = checked.error.issues[0]?.message ?? CATEGORY_MESSAGES.updateFailed;
      setError(message);
      toast.error(message);
      return;
    }
    start(async () => {
      try {
        const result = await actions.update(input);
        // A refusal is set inside the transition again: React counts an update after an await as urgent, and the message
        // would show for a commit beside the busy button. Success stays urgent: it closes the form at once.
        if (showResult(result, router)) {
          setEditing(false);
          router.refresh();
        } else start(() => setError(result.message));
      } catch {
        toast.error(CATEGORY_MESSAGES.updateFailed);
      }
    });
  };

  const remove = () =>
    start(async () => {
      try {
        if (showResult(await actions.remove(category.id), router)) {
          setConfirming(false);
          onDeleted();
        }
      } catch {
        toast.error(CATEGORY_MESSAGES.deleteFailed);
      }
    });

  return (
    <div className="border-b border-slate-200 pb-4 dark:border-slate-700">
      {editing ? (
        <form onSubmit={save} noValidate className="space-y-3" aria-label={`Edit ${category.name}`}>
          <CategoryFields id={id} nameLabel="Name" name={name} description={description} onName={setName} onDescription={setDescription} />
          {error && (
            <p role="alert" className="text-sm text-red-600 dark:text-red-400">
              {error}
            </p>
          )}
          <div className="flex gap-2">
            <Button type="submit" size="sm" disabled={busy}>
              {busy ? 'Saving...' : 'Save'}
            </Button>
            <Button variant="secondary" size="sm" onClick={() => setEditing(false)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 className="text-lg font-semibold">{category.name}</h2>
            <p className="text-xs text-slate-500 dark:text-slate-400">
              /category/{category.id} · {category.entryCount} {category.entryCount === 1 ? 'entry' : 'entries'}
            </p>
            {category.description && <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{category.description}</p>}
          </div>
          <div className="flex gap-1">
            <Button variant="ghost" size="sm" onClick={startEditing} aria-label={`Edit ${category.name}`}>
              <Pencil className="size-4" aria-hidden />
              Edit
            </Button>
            <Button variant="ghost" size="sm" className="text-red-600 dark:text-red-400" onClick={() => setConfirming(true)} aria-label={`Delete ${category.name}`}>
              <Trash2 className="size-4" aria-hidden />
              Delete
            </Button>
          </div>
        </div>
      )}
      <Modal open={confirming} onClose={() => setConfirming(false)} title="Delete Category" size="lg">
        <div className="space-y-4">
          <p>
            Are you sure you want to delete the category “{category.name}”?
            {category.entryCount > 0 &&
              ` Its ${category.entryCount} ${category.entryCount === 1 ? 'entry stays' : 'entries stay'} in the glossary, uncategorized.`}{' '}
            This action cannot be undone.
          </p>
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button variant="danger" disabled={busy} onClick={remove}>
              {busy ? 'Deleting...' : 'Delete'}
            </Button>
          </div>
        </div>
      </Modal>
    </div>
  );
}
