'use client';

import { useId, useRef, useState } from 'react';
import { toast } from 'sonner';

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

  /** A field's frame (its id, its asterisk and required state, its problem) and the mark `show` focuses it by. */
  const field = (name: string) => ({
    id: `${id}-${name}`,
    error: problem?.field === name ? problem.message : undefined,
    marked: required.has(name),
    'data-field': name,
  });

  return { id, formRef, problem, setProblem, show, field };
}
