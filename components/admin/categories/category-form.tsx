'use client';

import { useRouter } from 'next/navigation';
import { useId, useState, useTransition } from 'react';
import { toast } from 'sonner';
import { showResult } from '@/components/admin/action-feedback';
import type { CategoryActions } from '@/components/admin/categories/types';
import { CategoryFields } from '@/components/admin/categories/category-fields';
import { TextField } from '@/components/ui/field';
import { Button } from '@/components/ui/button';
import { CATEGORY_MESSAGES, categoryCreateSchema, GLOSSARY_LIMITS, normalizeCategoryId } from '@/lib/admin/glossary';

interface CategoryFormProps {
  create: CategoryActions['create'];
  onCancel: () => void;
  onCreated: (id: string) => void;
}

/** 'Create New Category': the id is lower-cased with spaces turned into hyphens as it is typed. */
export function CategoryForm({ create, onCancel, onCreated }: CategoryFormProps) {
  const router = useRouter();
  const id = useId();
  const [categoryId, setCategoryId] = useState('');
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [error, setError] = useState<{ message: string; field?: string } | null>(null);
  const [busy, start] = useTransition();

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const input = { id: categoryId, name, description };
    const checked = categoryCreateSchema.safeParse(input);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      const message = issue?.message ?? CATEGORY_MESSAGES.required;
      setError({ message, field: typeof issue?.path[0] === 'string' ? issue.path[0] : undefined });
      toast.error(message);
      return;
    }
    setError(null);
    start(async () => {
      try {
        const result = await create(input);
        // A refusal is set inside the transition again: React counts an update after an await as urgent, and the message
        // would show for a commit beside the busy button. Success stays urgent: it closes the form at once.
        if (showResult(result, router)) onCreated(checked.data.id);
        else start(() => setError({ message: result.message, field: result.ok ? undefined : result.field }));
      } catch {
        toast.error(CATEGORY_MESSAGES.createFailed);
      }
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <TextField
        id={`${id}-id`}
        label="Category ID"
        hint={`Lowercase letters, numbers and hyphens only. It becomes the address /category/${categoryId.trim() || 'id'}.`}
        value={categoryId}
        onChange={(event) => setCategoryId(normalizeCategoryId(event.target.value))}
        maxLength={GLOSSARY_LIMITS.categoryId}
        placeholder="e.g. thermal-management"
        autoCapitalize="none"
        spellCheck={false}
        aria-invalid={error?.field === 'id'}
      />
      <CategoryFields
        id={id}
        nameLabel="Category Name"
        name={name}
        description={description}
        onName={setName}
        onDescription={setDescription}
        nameInvalid={error?.field === 'name'}
      />
      {error && (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {error.message}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? 'Creating...' : 'Create'}
        </Button>
      </div>
    </form>
  );
}
