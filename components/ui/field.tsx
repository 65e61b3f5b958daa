import type { ComponentPropsWithRef, ReactNode } from 'react';

/** One look for every text, number and select control of the site, public forms and back office alike. */
export const fieldClass =
  'mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 disabled:opacity-60 aria-[invalid=true]:border-red-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100';
export const labelClass = 'block text-sm font-medium text-slate-700 dark:text-slate-300';
/** A file chooser keeps the browser's own control and styles only its button. */
const fileClass =
  'mt-1 block w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-2 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:file:bg-slate-800';

/** The ids a control names in `aria-describedby`: its hint and its error, when shown. */
function describedBy(id: string, hint?: ReactNode, error?: ReactNode): string | undefined {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

interface FieldFrame {
  id: string;
  label: ReactNode;
  /** Shown under the control and read with it. */
  hint?: ReactNode;
  /** Why the value cannot be used; shown under the control, read with it, and marks it invalid. */
  error?: ReactNode;
  /** An asterisk after the label for a field the form needs; the control itself says so to assistive technology. */
  marked?: boolean;
  /** On a dark band (the installers hero): a light label. */
  inverse?: boolean;
  /** Classes of the wrapper, for its place in the form's grid. */
  className?: string;
}

/** A label, one control (`children`, which sets its own `id`, `aria-describedby` and `aria-invalid`), a hint and an error. */
export function Field({ children, ...frame }: FieldFrame & { children: ReactNode }) {
  const { id, label, hint, error, marked, inverse, className } = frame;
  return (
    <div className={className}>
      <label htmlFor={id} className={inverse ? 'block text-sm font-medium text-brand-50' : labelClass}>
        {label}
        {marked && (
          <span aria-hidden className="text-red-600">
            {' '}
            *
          </span>
        )}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      )}
      <FieldError id={id} error={error} />
    </div>
  );
}

/** A field's error under its control, or under a group of controls (a fieldset of checkboxes), as `${id}-error`. */
export function FieldError({ id, error }: { id: string; error?: ReactNode }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className="mt-1 text-xs text-red-700 dark:text-red-400">
      {error}
    </p>
  );
}

/** The wiring a control inside `Field` needs: its id, whether it is required, its hint and error for screen readers, and the site's look. */
export function controlProps(
  { id, hint, error, marked }: Pick<FieldFrame, 'id' | 'hint' | 'error' | 'marked'>,
  extraClass?: string,
  base: string = fieldClass,
) {
  return {
    id,
    'aria-required': marked || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, hint, error),
    className: extraClass ? `${base} ${extraClass}` : base,
  } as const;
}

/**
 * Native props of the control (`value` and `onChange`, or the spread of react-hook-form's `register`), plus the
 * frame; `controlClassName` adds to the site's look (a monospaced body, say).
 */
type ControlFieldProps<Tag extends 'input' | 'textarea' | 'select'> = FieldFrame &
  Omit<ComponentPropsWithRef<Tag>, 'id' | 'className'> & { controlClassName?: string };

/** A field's frame, the class it adds to its control, and the control's own props. */
function splitField<P extends FieldFrame & { controlClassName?: string }>({
  id,
  label,
  hint,
  error,
  marked,
  inverse,
  className,
  controlClassName,
  ...control
}: P) {
  return { frame: { id, label, hint, error, marked, inverse, className }, controlClassName, control };
}

export function TextField(props: ControlFieldProps<'input'>) {
  const { frame, controlClassName, control } = splitField(props);
  return (
    <Field {...frame}>
      <input
        {...controlProps(frame, controlClassName, control.type === 'file' ? fileClass : fieldClass)}
        {...control}
      />
    </Field>
  );
}

export function TextAreaField(props: ControlFieldProps<'textarea'>) {
  const { frame, controlClassName, control } = splitField(props);
  return (
    <Field {...frame}>
      <textarea {...controlProps(frame, controlClassName)} {...control} />
    </Field>
  );
}

type SelectFieldProps = ControlFieldProps<'select'> & {
  /** The first option, for no choice (value ''); left out when a value is always chosen. */
  placeholder?: string;
  options: readonly { value: string; label: ReactNode }[];
  /** The options are loading. */
  busy?: boolean;
};

export function SelectField({ placeholder, options, busy, ...props }: SelectFieldProps) {
  const { frame, controlClassName, control } = splitField(props);
  return (
    <Field {...frame}>
      <select {...controlProps(frame, controlClassName)} aria-busy={busy ? true : undefined} {...control}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

type NumberFieldProps = FieldFrame & {
  name: string;
  value: string;
  /** The text as typed: the calculators keep their numbers as text. */
  onChange: (value: string) => void;
  min?: number;
  max?: number;
  step?: string;
  placeholder?: string;
  inputMode?: 'decimal' | 'numeric';
};

/** A number typed as text, so a half-typed value stays in the field and its problem is said beside it. */
export function NumberField({ onChange, step, inputMode, ...props }: NumberFieldProps) {
  return (
    <TextField
      {...props}
      type="number"
      inputMode={inputMode ?? 'decimal'}
      step={step ?? 'any'}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/**
 * A form's own problem (the server refused the whole submission, or could not be reached), kept by the button until the
 * next try: a toast would be gone before a visitor who looked away had read it, and the form would look merely unsent.
 */
export function FormProblem({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/40 dark:text-red-200"
    >
      {message}
    </p>
  );
}
