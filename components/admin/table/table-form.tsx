'use client';

import { useRouter } from 'next/navigation';
import { useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { showResult } from '@/components/admin/action-feedback';
import { useFieldProblems } from '@/components/admin/field-problems';
import { EMPTY_SOURCE, SourceFields, type SourceValues } from '@/components/admin/table/source-fields';
import { Button } from '@/components/ui/button';
import { SelectField, TextAreaField, TextField } from '@/components/ui/field';
import type { ActionResult } from '@/lib/actions/result';
import type { SourceOption } from '@/lib/db/types';
import type { Issue, Parsed } from '@/lib/admin/table';

type FieldValues = Record<string, string | boolean>;

/** One control of a table's form, in the order the form shows them. */
export type FormField<F extends FieldValues> = {
  field: keyof F & string;
  label: string;
  required?: boolean;
  placeholder?: string;
  /** A line under the control, read out with it. */
  hint?: string;
  /** Spans both columns of the form. */
  wide?: boolean;
} & (
  | { kind: 'text' | 'number' }
  | { kind: 'textarea'; rows: number; maxLength: number }
  | { kind: 'select'; empty: string; options: readonly { value: string; label: string }[] }
  | { kind: 'checkbox' }
);

/** What a form's own extra section (a tire's image) may use: the values and the form's labelled controls. */
export interface FormSection<F extends FieldValues> {
  fields: F;
  setField: (field: keyof F & string, value: string) => void;
  problems: ReturnType<typeof useFieldProblems>;
}

export type SaveAction<I> = (input: I) => Promise<ActionResult<{ id: number }>>;

interface TableFormProps<F extends FieldValues, V, I> {
  singular: string;
  /** The row being edited, or undefined for a new one. */
  id?: number;
  initial: F;
  /** The source of the row's figures; a table without sourced figures (fault codes) passes neither. */
  sourceId?: string;
  sources?: SourceOption[];
  controls: readonly FormField<F>[];
  /** The table's form rules, the same the server action applies. */
  parse: (input: I) => Parsed<V>;
  save: SaveAction<I>;
  failed: { add: string; update: string };
  /** Values the rules filled in (defaults), shown back in the form so that what is saved is what is seen. */
  shownBack?: (values: V) => Partial<F>;
  /** A check of the form's own section before saving, and its work once the row is saved. */
  check?: () => Issue | null;
  afterSave?: (id: number) => Promise<void>;
  section?: (section: FormSection<F>) => ReactNode;
  onDone: () => void;
  onCancel: () => void;
}

/**
 * A back-office table's add and edit form (the site's max-4xl form): its controls, the source of its figures,
 * and the save with the table's rules checked first in the browser, then by the server action.
 */
export function TableForm<F extends FieldValues, V, I>(props: TableFormProps<F, V, I>) {
  const { singular, id: rowId, controls } = props;
  const router = useRouter();
  const [fields, setFields] = useState<F>(props.initial);
  const [source, setSource] = useState<SourceValues>({ ...EMPTY_SOURCE, sourceId: props.sourceId ?? '' });
  const [saving, setSaving] = useState(false);
  const required = new Set(controls.filter((control) => control.required).map((control) => control.field));
  const problems = useFieldProblems(required);
  const { id, formRef, problem, setProblem, show, field } = problems;

  const setField = (field: keyof F & string, value: string | boolean) => setFields((current) => ({ ...current, [field]: value }));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const input = { ...fields, ...(props.sources ? source : {}), ...(rowId ? { id: rowId } : {}) } as unknown as I;
    const parsed = props.parse(input);
    if (!parsed.ok) return show(parsed.field, parsed.message);
    const issue = props.check?.();
    if (issue) return show(issue.field, issue.message);
    if (props.shownBack) setFields((current) => ({ ...current, ...props.shownBack!(parsed.values) }));
    setProblem(null);
    setSaving(true);
    try {
      const result = await props.save(input);
      if (!result.ok && result.field) setProblem({ field: result.field, message: result.message });
      if (!showResult(result, router)) return;
      if (result.ok && result.data) await props.afterSave?.(result.data.id);
      props.onDone();
    } catch {
      toast.error(rowId ? props.failed.update : props.failed.add);
    } finally {
      setSaving(false);
    }
  };

  const input = (spec: FormField<F>) => {
    const value = fields[spec.field];
    if (spec.kind === 'checkbox') {
      return (
        <div key={spec.field} className={spec.wide ? 'flex items-end sm:col-span-2' : 'flex items-end'}>
          <label className="inline-flex items-center gap-2 text-sm font-medium">
            <input
              type="checkbox"
              checked={value === true}
              onChange={(event) => setField(spec.field, event.target.checked)}
              className="size-4 rounded border-slate-300"
            />
            {spec.label}
          </label>
        </div>
      );
    }
    const common = {
      ...field(spec.field),
      label: spec.label,
      hint: spec.hint,
      className: spec.wide ? 'sm:col-span-2' : undefined,
      value: String(value),
      onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => setField(spec.field, event.target.value),
    };
    if (spec.kind === 'textarea') return <TextAreaField key={spec.field} {...common} rows={spec.rows} maxLength={spec.maxLength} />;
    if (spec.kind === 'select') return <SelectField key={spec.field} {...common} placeholder={spec.empty} options={spec.options} />;
    return <TextField key={spec.field} {...common} placeholder={spec.placeholder} inputMode={spec.kind === 'number' ? 'numeric' : undefined} autoComplete="off" />;
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="space-y-4" aria-busy={saving}>
      <p className="text-sm text-slate-600 dark:text-slate-400">Fields marked * are required.</p>
      <div className="grid gap-4 sm:grid-cols-2">
        {controls.map(input)}
      </div>
      {props.section?.({ fields, setField, problems })}
      {props.sources && (
        <SourceFields idPrefix={`${id}-${singular.toLowerCase()}`} sources={props.sources} values={source} onChange={setSource} problem={problem} />
      )}
      <div className="flex justify-end gap-2 border-t border-slate-200 pt-4 dark:border-slate-700">
        <Button variant="secondary" onClick={props.onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : `${rowId ? 'Update' : 'Add'} ${singular}`}
        </Button>
      </div>
      <p className="sr-only" role="status">
        {saving ? 'Saving...' : ''}
      </p>
    </form>
  );
}
