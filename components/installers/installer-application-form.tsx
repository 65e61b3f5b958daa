'use client';

import { CheckCircle2 as CheckCircle2Node } from 'lucide';
import { Link } from '@/components/ui/link';
import { useEffect, useRef, useState } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { notify } from '@/components/toasts/notify';
import { Button, buttonVariants } from '@/components/ui/button';
import { FieldError, FormProblem, SelectField, TextAreaField, TextField } from '@/components/ui/field';
import type { FormInput, FormOutput } from '@/components/installers/application-resolver';
import type { ActionResult } from '@/lib/actions/result';
import type { ApplicationField } from '@/lib/installers/application';
import {
  APPLICATION_MESSAGES,
  CERTIFICATIONS,
  HONEYPOT_FIELD,
  INSTALL_TYPES,
  LISTING_TIERS,
  UPLOADS,
  US_STATES,
} from '@/lib/installers/application-fields';
import { lucideIcon } from '@/components/ui/icon';

const CheckCircle2 = lucideIcon(CheckCircle2Node);

// zod and the schema (most of this page's script) arrive when the visitor first reaches the form, not with
// the page: the same schema and messages as the server's, checked in the browser before anything is sent.
const loadResolver = () =>
  import('@/components/installers/application-resolver').then((module) => module.applicationResolver);

const resolver: Resolver<FormInput, unknown, FormOutput> = async (values, context, options) => {
  const check = await loadResolver().catch(() => undefined);
  // Should its script fail to load, the form is sent as typed and the server's check of the same schema answers.
  if (!check) return { values: values as FormOutput, errors: {} };
  return check(values, context, options);
};

/** Fields in the order they appear, so that "the first error" is the first one on screen. */
const FIELD_ORDER: ApplicationField[] = [
  'businessName',
  'contactName',
  'email',
  'phone',
  'website',
  'states',
  'installTypes',
  'certifications',
  'listingTier',
  'message',
  'logo',
  'certificationProof',
];

const fieldId = (field: ApplicationField) => `installer-${field}`;

const STATE_OPTIONS = US_STATES.map((state) => ({ value: state, label: state }));

const DEFAULTS: FormInput = {
  businessName: '',
  contactName: '',
  email: '',
  phone: '',
  website: '',
  states: [],
  installTypes: [],
  certifications: [],
  listingTier: 'free',
  message: '',
};

function scrollToFirstError(errors: Partial<Record<ApplicationField, unknown>>) {
  const first = FIELD_ORDER.find((field) => errors[field]);
  if (!first) return;
  const element = document.getElementById(fieldId(first));
  if (!element) return;
  element.scrollIntoView({ behavior: 'smooth', block: 'center' });
  element.focus({ preventScroll: true });
}

/** The page passes its server action in; the form only knows the shape of the answer. */
export function InstallerApplicationForm({
  action,
}: {
  action: (data: FormData) => Promise<ActionResult>;
}) {
  const [submitted, setSubmitted] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver,
    defaultValues: DEFAULTS,
    // Errors are set on submit and cleared when their field is edited, not re-validated on every keystroke.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { register, formState, clearErrors, setError } = form;
  const { errors, isSubmitting } = formState;

  // The site's behaviour: a field's error goes away as soon as the visitor edits that field.
  const bind = (name: keyof FormInput) => {
    const registered = register(name);
    return {
      ...registered,
      onChange: (event: { target: unknown; type: unknown }) => {
        clearErrors(name);
        return registered.onChange(event);
      },
    };
  };

  useEffect(() => {
    if (submitted) panelRef.current?.focus();
  }, [submitted]);

  // A field's frame: its id, and its error read with it.
  const frame = (field: ApplicationField) => ({ id: fieldId(field), error: errors[field]?.message });

  const onInvalid = (invalid: FieldErrors<FormInput>) => scrollToFirstError(invalid);

  const onValid = async (_values: FormOutput, event?: React.BaseSyntheticEvent) => {
    const element = event?.target;
    if (!(element instanceof HTMLFormElement)) return;
    // The form element's own data carries the chosen files and every checked option.
    const data = new FormData(element);
    setProblem(null);
    try {
      const result = await action(data);
      if (result.ok) {
        notify.success(APPLICATION_MESSAGES.success);
        form.reset(DEFAULTS);
        setSubmitted(true);
        return;
      }
      const fieldErrors = result.fieldErrors ?? {};
      for (const [field, message] of Object.entries(fieldErrors)) {
        if (message) setError(field as keyof FormInput, { type: 'server', message });
      }
      if (Object.keys(fieldErrors).length > 0) scrollToFirstError(fieldErrors);
      else setProblem(result.message || APPLICATION_MESSAGES.failure);
    } catch {
      setProblem(APPLICATION_MESSAGES.failure);
    }
  };

  if (submitted) {
    return (
      <div
        ref={panelRef}
        tabIndex={-1}
        role="status"
        className="rounded-xl border border-brand-500 bg-brand-50 p-8 text-center dark:bg-slate-900"
      >
        <CheckCircle2 className="mx-auto size-12 text-brand-600" aria-hidden />
        <h2 className="mt-4 text-2xl font-bold">Submission Received!</h2>
        <p className="mt-2 text-slate-700 dark:text-slate-300">
          Thank you for applying. We review every application and will contact you by e-mail about your
          listing.
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link href="/installers" className={buttonVariants()}>
            Back to Installers
          </Link>
          <Button variant="secondary" onClick={() => setSubmitted(false)}>
            Submit another application
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form
      onSubmit={form.handleSubmit(onValid, onInvalid)}
      noValidate
      encType="multipart/form-data"
      onFocus={() => void loadResolver()}
      className="space-y-8"
      aria-label="Installer application"
    >
      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold">Business details</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {(
            [
              ['businessName', 'Business Name', 'text', 'organization'],
              ['contactName', 'Contact Name', 'text', 'name'],
              ['email', 'Email', 'email', 'email'],
              ['phone', 'Phone Number', 'tel', 'tel'],
              ['website', 'Website', 'url', 'url'],
            ] as const
          ).map(([field, label, type, autoComplete]) => (
            <TextField
              key={field}
              {...frame(field)}
              label={label}
              marked
              className={field === 'website' ? 'sm:col-span-2' : undefined}
              type={type}
              autoComplete={autoComplete}
              placeholder={field === 'website' ? 'www.example.com' : undefined}
              {...bind(field)}
            />
          ))}
        </div>
        {/* Hidden from people and assistive technology; bots that fill every field reveal themselves. */}
        <div aria-hidden className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label htmlFor="installer-fax">Fax (leave empty)</label>
          <input id="installer-fax" name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
        </div>
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold">Service area and services</legend>
        <SelectField
          {...frame('states')}
          label="States Served"
          marked
          hint="Hold Ctrl (Cmd on a Mac) or Shift to choose more than one; with the keyboard, use the arrow keys with Shift, or Ctrl and Space."
          multiple
          size={5}
          options={STATE_OPTIONS}
          {...bind('states')}
        />

        {(
          [
            ['installTypes', 'Installation Types', INSTALL_TYPES, true],
            ['certifications', 'Certifications', CERTIFICATIONS, false],
          ] as const
        ).map(([field, label, options, required]) => (
          <fieldset
            key={field}
            aria-invalid={errors[field] ? true : undefined}
            aria-describedby={errors[field] ? `${fieldId(field)}-error` : undefined}
          >
            <legend className="text-sm font-medium">
              {label}{' '}
              {required && (
                <span aria-hidden className="text-red-600">
                  *
                </span>
              )}
            </legend>
            <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
              {options.map((option, index) => (
                <label key={option} className="inline-flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    value={option}
                    id={index === 0 ? fieldId(field) : undefined}
                    className="size-4 accent-brand-600"
                    {...bind(field)}
                  />
                  {option}
                </label>
              ))}
            </div>
            <FieldError {...frame(field)} />
          </fieldset>
        ))}
      </fieldset>

      <fieldset>
        <legend className="text-lg font-semibold">Listing Tier</legend>
        <div className="mt-3 grid gap-4 md:grid-cols-3">
          {LISTING_TIERS.map((tier, index) => (
            <label
              key={tier.id}
              className="relative flex cursor-pointer flex-col rounded-xl border border-slate-300 p-4 has-checked:border-brand-600 has-checked:ring-2 has-checked:ring-brand-500 has-focus-visible:outline-2 has-focus-visible:outline-brand-600 dark:border-slate-700"
            >
              <span className="flex items-center gap-2">
                <input
                  type="radio"
                  value={tier.id}
                  id={index === 0 ? fieldId('listingTier') : undefined}
                  className="size-4 accent-brand-600"
                  {...bind('listingTier')}
                />
                <span className="font-semibold">{tier.name}</span>
              </span>
              <span className="mt-1 text-xl font-bold">{tier.price}</span>
              <ul className="mt-2 list-inside list-disc text-sm text-slate-600 dark:text-slate-400">
                {tier.perks.map((perk) => (
                  <li key={perk}>{perk}</li>
                ))}
              </ul>
            </label>
          ))}
        </div>
        <FieldError {...frame('listingTier')} />
      </fieldset>

      <TextAreaField {...frame('message')} label="Additional Information" rows={5} {...bind('message')} />

      <div className="grid gap-6 sm:grid-cols-2">
        {(['logo', 'certificationProof'] as const).map((field) => (
          <TextField
            key={field}
            {...frame(field)}
            label={field === 'logo' ? 'Business Logo' : 'Certification Proof'}
            hint={`${UPLOADS[field].hint}${field === 'certificationProof' ? '. Seen only by our review team, never published.' : ''}`}
            type="file"
            accept={UPLOADS[field].accept}
            {...bind(field)}
          />
        ))}
      </div>

      <FormProblem message={problem} />
      <Button type="submit" size="lg" disabled={isSubmitting} className="w-full sm:w-auto">
        {isSubmitting ? 'Submitting...' : 'Submit Application'}
      </Button>
    </form>
  );
}
