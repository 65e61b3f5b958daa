'use client';

import type { FieldProblem } from '@/components/admin/field-problems';
import { fieldClass } from '@/components/ui/field';
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

const SOURCE_FIELDS = ['sourceId', 'newSourceName', 'newSourceUrl'];

/** Where the row's figures come from: a listed page, a new page named here, or nothing recorded. */
export function SourceFields({ idPrefix, sources, values, onChange, problem }: SourceFieldsProps) {
  const invalidField = problem?.field;
  const set = (field: keyof SourceValues) => (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
    onChange({ ...values, [field]: event.target.value });
  return (
    <fieldset className="rounded-lg border border-slate-200 p-4 dark:border-slate-700">
      <legend className="px-1 text-sm font-medium">Source of these figures</legend>
      <label htmlFor={`${idPrefix}-source`} className="block text-sm">
        Source
      </label>
      <select
        id={`${idPrefix}-source`}
        value={values.sourceId}
        onChange={set('sourceId')}
        aria-invalid={invalidField === 'sourceId' || undefined}
        className={fieldClass}
      >
        <option value="">No source recorded</option>
        <option value={NEW_SOURCE}>Add a new source…</option>
        {sources.map((source) => (
          <option key={source.id} value={source.id}>
            {source.name}
          </option>
        ))}
      </select>
      <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
        The public tire and vehicle pages link the page their figures come from.
      </p>
      {values.sourceId === NEW_SOURCE && (
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          <div>
            <label htmlFor={`${idPrefix}-source-name`} className="block text-sm">
              Source name
            </label>
            <input
              id={`${idPrefix}-source-name`}
              value={values.newSourceName}
              onChange={set('newSourceName')}
              aria-invalid={invalidField === 'newSourceName' || undefined}
              placeholder="Maker's product page"
              className={fieldClass}
            />
          </div>
          <div>
            <label htmlFor={`${idPrefix}-source-url`} className="block text-sm">
              Source address
            </label>
            <input
              id={`${idPrefix}-source-url`}
              type="url"
              value={values.newSourceUrl}
              onChange={set('newSourceUrl')}
              aria-invalid={invalidField === 'newSourceUrl' || undefined}
              placeholder="https://"
              className={fieldClass}
            />
          </div>
          <div className="sm:col-span-2">
            <label htmlFor={`${idPrefix}-source-description`} className="block text-sm">
              What the page states (optional)
            </label>
            <textarea
              id={`${idPrefix}-source-description`}
              value={values.newSourceDescription}
              onChange={set('newSourceDescription')}
              rows={2}
              className={fieldClass}
            />
          </div>
        </div>
      )}
      {problem && SOURCE_FIELDS.includes(problem.field) && <p className="mt-2 text-sm text-red-600 dark:text-red-400">{problem.message}</p>}
    </fieldset>
  );
}
