'use client';

import { useRouter } from 'next/navigation';
import { useId, useMemo, useState, useTransition } from 'react';
import { toast } from 'sonner';
import { showResult } from '@/components/admin/action-feedback';
import { ExplanationPreview } from '@/components/admin/glossary/explanation-preview';
import type { CategoryOption, TermName } from '@/components/admin/glossary/types';
import { SelectField, TextAreaField, TextField } from '@/components/ui/field';
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
        // A refusal is set inside the transition again: React counts an update after an await as urgent, and the message
        // would show for a commit beside the busy button. Success stays urgent: it closes the form at once.
        if (showResult(result, router)) onSaved();
        else start(() => setError(result.message));
      } catch {
        toast.error(editing ? GLOSSARY_MESSAGES.updateFailed : GLOSSARY_MESSAGES.addFailed);
      }
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6 md:grid-cols-2">
      <div className="space-y-4">
        <TextField
          id={`${id}-term`}
          label="Term"
          hint={
            existing && (
              <span className="text-amber-700 dark:text-amber-300">
                “{existing.term}” is already in the glossary; saving adds a duplicate.
              </span>
            )
          }
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          maxLength={GLOSSARY_LIMITS.term}
          required
          aria-invalid={error !== null && !term.trim()}
        />
        <TextAreaField
          id={`${id}-explanation`}
          label="Explanation"
          hint="Plain text (a blank line starts a new paragraph) or HTML with paragraphs, bold, italics, lists and links. Other glossary terms are linked automatically."
          value={explanation}
          onChange={(event) => setExplanation(event.target.value)}
          rows={10}
          maxLength={GLOSSARY_LIMITS.explanation}
          required
          aria-invalid={error !== null && !explanation.trim()}
          controlClassName="font-mono"
        />
        <SelectField
          id={`${id}-category`}
          label={
            <>
              Category <span className="font-normal text-slate-500">(optional)</span>
            </>
          }
          value={categoryId}
          onChange={(event) => setCategoryId(event.target.value)}
          placeholder="Uncategorized"
          options={categories.map((category) => ({ value: category.id, label: category.name }))}
        />
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
