'use client';

import { useRouter } from 'next/navigation';
import { useId, useMemo, useState, useTransition } from 'react';
import { toast } from 'sonner';
import { showResult } from '@/components/admin/action-feedback';
import { ExplanationPreview } from '@/components/admin/glossary/explanation-preview';
import type { CategoryOption, TermName } from '@/components/admin/glossary/types';
import { fieldClass } from '@/components/ui/field';
import { Button } from '@/components/ui/button';
import type { ActionResult } from '@/lib/actions/result';
import { GLOSSARY_LIMITS, GLOSSARY_MESSAGES, glossaryEntrySchema, termKey, type GlossaryEntryInput } from '@/lib/admin/glossary';

interface EntryFormProps {
  /** The entry being edited; absent when adding. */
  entry?: { id: number; term: string; explanation: string; categoryId: string | null };
  categories: readonly CategoryOption[];
  terms: readonly TermName[] | undefined;
  submit: (input: GlossaryEntryInput) => Promise<ActionResult<{ id: number }>>;
  onSaved: () => void;
}

/** The single-entry form, for 'Add Term' and for editing, with the live preview beside it. */
export function EntryForm({ entry, categories, terms, submit, onSaved }: EntryFormProps) {
  const router = useRouter();
  const id = useId();
  const [term, setTerm] = useState(entry?.term ?? '');
  const [explanation, setExplanation] = useState(entry?.explanation ?? '');
  const [categoryId, setCategoryId] = useState(entry?.categoryId ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, start] = useTransition();
  const editing = entry !== undefined;

  const existing = useMemo(() => {
    const key = termKey(term);
    return key ? terms?.find((other) => other.id !== entry?.id && termKey(other.term) === key) : undefined;
  }, [term, terms, entry?.id]);

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const input: GlossaryEntryInput = { ...(editing ? { id: entry.id } : {}), term, explanation, categoryId: categoryId || null };
    const checked = glossaryEntrySchema.safeParse(input);
    if (!checked.success) {
      const message = checked.error.issues[0]?.message ?? GLOSSARY_MESSAGES.required;
      setError(message);
      toast.error(message);
      return;
    }
    setError(null);
    start(async () => {
      try {
        const result = await submit(input);
        if (showResult(result, router)) onSaved();
        else setError(result.message);
      } catch {
        toast.error(editing ? GLOSSARY_MESSAGES.updateFailed : GLOSSARY_MESSAGES.addFailed);
      }
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6 md:grid-cols-2">
      <div className="space-y-4">
        <div>
          <label htmlFor={`${id}-term`} className="block text-sm font-medium">
            Term
          </label>
          <input
            id={`${id}-term`}
            value={term}
            onChange={(event) => setTerm(event.target.value)}
            maxLength={GLOSSARY_LIMITS.term}
            required
            aria-invalid={error !== null && !term.trim()}
            aria-describedby={existing ? `${id}-exists` : undefined}
            className={fieldClass}
          />
          {existing && (
            <p id={`${id}-exists`} className="mt-1 text-sm text-amber-700 dark:text-amber-300">
              “{existing.term}” is already in the glossary; saving adds a duplicate.
            </p>
          )}
        </div>
        <div>
          <label htmlFor={`${id}-explanation`} className="block text-sm font-medium">
            Explanation
          </label>
          <textarea
            id={`${id}-explanation`}
            value={explanation}
            onChange={(event) => setExplanation(event.target.value)}
            rows={10}
            maxLength={GLOSSARY_LIMITS.explanation}
            required
            aria-invalid={error !== null && !explanation.trim()}
            aria-describedby={`${id}-explanation-hint`}
            className={`${fieldClass} font-mono text-sm`}
          />
          <p id={`${id}-explanation-hint`} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
            Plain text (a blank line starts a new paragraph) or HTML with paragraphs, bold, italics, lists and links.
            Other glossary terms are linked automatically.
          </p>
        </div>
        <div>
          <label htmlFor={`${id}-category`} className="block text-sm font-medium">
            Category <span className="font-normal text-slate-500">(optional)</span>
          </label>
          <select id={`${id}-category`} value={categoryId} onChange={(event) => setCategoryId(event.target.value)} className={fieldClass}>
            <option value="">Uncategorized</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </select>
        </div>
        {error && (
          <p role="alert" className="text-sm text-red-600 dark:text-red-400">
            {error}
          </p>
        )}
        <Button type="submit" disabled={busy}>
          {editing ? (busy ? 'Saving...' : 'Save Changes') : busy ? 'Adding...' : 'Add Term'}
        </Button>
      </div>
      <ExplanationPreview term={term} explanation={explanation} terms={terms} selfId={entry?.id} />
    </form>
  );
}
