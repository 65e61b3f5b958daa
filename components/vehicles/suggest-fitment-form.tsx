'use client';

import { useEffect, useRef, useState, useTransition, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormProblem, TextAreaField, TextField } from '@/components/ui/field';
import type { ActionResult } from '@/lib/actions/result';
import type { FitmentSubmissionInput } from '@/lib/tires/fitment-submission';
import { checkFitmentForm, type FitmentFormErrors } from '@/lib/tires/fitment-submission-form';
import { FITMENT_SUBMISSION_MESSAGES } from '@/lib/tires/fitment-submission-messages';

type FieldName = keyof FitmentSubmissionInput;

export interface SuggestFitmentFormProps {
  /** The vehicle the page is about; none where the search was by size. */
  vehicle?: { year: number; make: string; model: string; trim: string };
  /** The size searched for, where the search was by size. */
  tireSize?: string;
  /** The suggestFitment server action, passed down by the vehicle page. */
  suggest: (input: FitmentSubmissionInput) => Promise<ActionResult>;
}

const FIELDS: { name: FieldName; label: string; required?: boolean; placeholder?: string; wide?: boolean }[] =
  [
    { name: 'vehicleYear', label: 'Year', required: true },
    { name: 'vehicleMake', label: 'Make', required: true },
    { name: 'vehicleModel', label: 'Model', required: true },
    { name: 'vehicleTrim', label: 'Trim' },
    { name: 'tireBrand', label: 'Tire brand', required: true },
    { name: 'tireModel', label: 'Tire model', required: true },
    { name: 'tireSize', label: 'Tire size', required: true, placeholder: '235/45R18' },
    { name: 'contactEmail', label: 'Your email (optional, only if we may ask you about it)', wide: true },
  ];

/** Every field a message can belong to, in the order of the form. */
const NAMES: FieldName[] = [...FIELDS.map((field) => field.name), 'comments'];

const fieldId = (name: FieldName) => `suggest-${name}`;

const valuesOf = (form: HTMLFormElement) =>
  Object.fromEntries(new FormData(form)) as unknown as FitmentSubmissionInput;

/**
 * Public 'Suggest a fitment': files a pending suggestion for the administrator to review. The fields are
 * plain uncontrolled inputs checked by `checkFitmentForm` on submit, and again as they change once a submit
 * has found something to fix; the server action parses with the full schema. A form library would have
 * been the largest script of the vehicle page (12 KB gzip) for eight text fields. It loads when the visitor
 * opens it (SuggestFitmentOpener), and takes the focus to the first field the visitor fills in.
 */
export function SuggestFitmentForm({ vehicle, tireSize, suggest }: SuggestFitmentFormProps) {
  const [done, setDone] = useState<string | null>(null);
  const [errors, setErrors] = useState<FitmentFormErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [isSubmitting, startSubmit] = useTransition();
  const first = useRef<HTMLInputElement>(null);

  useEffect(() => first.current?.focus(), []);

  const recheck = (event: FormEvent<HTMLFormElement>) => {
    if (submitted) setErrors(checkFitmentForm(valuesOf(event.currentTarget)).errors ?? {});
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setSubmitted(true);
    const check = checkFitmentForm(valuesOf(form));
    if (check.errors) {
      setErrors(check.errors);
      const first = NAMES.find((name) => check.errors[name]);
      if (first) form.querySelector<HTMLElement>(`#${fieldId(first)}`)?.focus();
      return;
    }
    setErrors({});
    setProblem(null);
    startSubmit(async () => {
      const result = await suggest(check.values).catch(() => undefined);
      // React counts updates made after an await as urgent unless they are wrapped again: wrapped, the answer and
      // the button's "Send Suggestion" show in one commit, never the answer beside "Sending...".
      startSubmit(() => {
        if (!result) {
          setProblem(FITMENT_SUBMISSION_MESSAGES.failure);
        } else if (result.ok) {
          setDone(result.message);
          setSubmitted(false);
          form.reset();
        } else if (NAMES.includes(result.field as FieldName)) {
          setErrors({ [result.field as FieldName]: result.message });
          form.querySelector<HTMLElement>(`#${fieldId(result.field as FieldName)}`)?.focus();
        } else {
          setProblem(result.message);
        }
      });
    });
  };

  const defaults: Partial<Record<FieldName, string | number>> = {
    vehicleYear: vehicle?.year,
    vehicleMake: vehicle?.make,
    vehicleModel: vehicle?.model,
    vehicleTrim: vehicle?.trim,
    tireSize,
  };
  return done ? (
    <p
      role="status"
      className="mt-4 rounded-md bg-brand-50 p-3 text-sm text-brand-800 dark:bg-brand-800/30 dark:text-brand-100"
    >
      {done}
    </p>
  ) : (
    <form onSubmit={submit} onChange={recheck} noValidate className="mt-4 grid gap-4 sm:grid-cols-2">
      {FIELDS.map((field) => (
        <TextField
          key={field.name}
          id={fieldId(field.name)}
          label={field.label}
          error={errors[field.name]}
          marked={field.required}
          className={field.wide ? 'sm:col-span-2' : undefined}
          type={field.name === 'vehicleYear' ? 'number' : field.name === 'contactEmail' ? 'email' : 'text'}
          placeholder={field.placeholder}
          name={field.name}
          ref={field.name === 'tireBrand' ? first : undefined}
          defaultValue={defaults[field.name]}
        />
      ))}
      <TextAreaField
        id={fieldId('comments')}
        label="Comments"
        error={errors.comments}
        className="sm:col-span-2"
        name="comments"
        rows={3}
      />
      {/* Hidden from people and assistive technology; bots fill it in. */}
      <div className="absolute -left-[9999px]" aria-hidden>
        <label htmlFor="suggest-website">Website</label>
        <input id="suggest-website" name="website" tabIndex={-1} autoComplete="off" />
      </div>
      <div className="space-y-3 sm:col-span-2">
        <FormProblem message={problem} />
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Sending...' : 'Send Suggestion'}
        </Button>
      </div>
    </form>
  );
}
