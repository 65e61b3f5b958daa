'use client';

import type { FieldProblem } from '@/components/admin/field-problems';
import { SelectField, TextAreaField, TextField } from '@/components/ui/field';
import type { SourceOption } from '@/lib/db/types';
import { NEW_SOURCE } from '@/lib/admin/table';

export interface SourceValues {
  sourceId: string;
  newSourceName: string;
  newSourceUrl: string;
  newSourceDescription: string;
}

export const EMPTY_SOURCE: SourceValues = { sourceId: '', newSourceName: '', newSourceUrl: '', newSourceDescription: '' };

interface SourceFieldsProps {
  idPrefix: string;
  sources: SourceOption[];
  values: SourceValues;
  onChange: (values: SourceValues) => void;
  /** The form's current problem: shown here when it is about the source. */
  problem?: FieldProblem | null;
}

/** Where the row's figures come from: a listed page, a new page named here, or nothing recorded. */
export function SourceFields({ idPrefix, sources, values, onChange, problem }: SourceFieldsProps) {
  // The problem is said under the control it is about, which the form focuses by its data-field.
  const errorOf = (field: keyof SourceValues) => (problem?.field === field ? problem.message : undefined);
  const bind = (field: keyof SourceValues) => ({
    'data-field': field,
    value: values[field],
    error: errorOf(field),
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      onChange({ ...values, [field]: event.target.value }),
  });
  return (
    <fieldset className="rounded-lg border border-slate-200 p-4 dark:border-slate-700">
      <legend className="px-1 text-sm font-medium">Source of these figures</legend>
      <SelectField
        id={`${idPrefix}-source`}
        label="Source"
        hint="The public tire and vehicle pages link the page their figures come from."
        {...bind('sourceId')}
        placeholder="No source recorded"
        options={[{ value: NEW_SOURCE, label: 'Add a new source…' }, ...sources.map((source) => ({ value: source.id, label: source.name }))]}
      />
      {values.sourceId === NEW_SOURCE && (
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          <TextField id={`${idPrefix}-source-name`} label="Source name" {...bind('newSourceName')} placeholder="Maker's product page" />
          <TextField id={`${idPrefix}-source-url`} label="Source address" type="url" {...bind('newSourceUrl')} placeholder="https://" />
          <TextAreaField
            id={`${idPrefix}-source-description`}
            label="What the page states (optional)"
            {...bind('newSourceDescription')}
            rows={2}
            className="sm:col-span-2"
          />
        </div>
      )}
    </fieldset>
  );
}
