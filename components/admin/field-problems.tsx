'use client';

import { useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { fieldClass } from '@/components/ui/field';

export interface FieldProblem {
  field: string;
  message: string;
}

/**
 * One problem at a time for a back-office form: the message is toasted, written under its field and tied to
 * it for screen readers, and the field takes focus so the operator lands where the fix is.
 */
export function useFieldProblems(required: ReadonlySet<string>) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [problem, setProblem] = useState<FieldProblem | null>(null);

  const show = (field: string | undefined, message: string) => {
    setProblem(field ? { field, message } : null);
    toast.error(message);
    if (field) formRef.current?.querySelector<HTMLElement>(`[data-field="${field}"]`)?.focus();
  };

  const errorFor = (field: string) =>
    problem?.field === field ? (
      <p id={`${id}-${field}-error`} className="mt-1 text-sm text-red-600 dark:text-red-400">
        {problem.message}
      </p>
    ) : null;

  const control = (field: string) => ({
    id: `${id}-${field}`,
    'data-field': field,
    'aria-required': required.has(field) || undefined,
    'aria-invalid': problem?.field === field || undefined,
    'aria-describedby': problem?.field === field ? `${id}-${field}-error` : undefined,
    className: fieldClass,
  });

  const label = (field: string, text: string, isRequired = false) => (
    <label htmlFor={`${id}-${field}`} className="block text-sm font-medium">
      {text}
      {isRequired && (
        <span className="text-red-600" aria-hidden>
          {' '}
          *
        </span>
      )}
    </label>
  );

  return { id, formRef, problem, setProblem, show, errorFor, control, label };
}
