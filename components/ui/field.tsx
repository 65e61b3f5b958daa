import type { ReactNode } from 'react';

/** One look for every text, number and select control of the site, public forms and back office alike. */
export const fieldClass =
  'mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm focus:border-brand-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 disabled:opacity-60 dark:border-slate-600 dark:bg-slate-900';
export const labelClass = 'block text-sm font-medium text-slate-700 dark:text-slate-300';

/** The ids a control names in `aria-describedby`: its hint and its error, when shown. */
export function describedBy(id: string, hint?: ReactNode, error?: ReactNode): string | undefined {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

interface FieldFrame {
  id: string;
  label: ReactNode;
  /** Shown under the control and read with it. */
  hint?: ReactNode;
  /** Why the value cannot be used; shown under the control, read with it, and marks it invalid. */
  error?: ReactNode;
  className?: string;
}

/** A label, one control (`children`, which sets its own `id`, `aria-describedby` and `aria-invalid`), a hint and an error. */
export function Field({ id, label, hint, error, className, children }: FieldFrame & { children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-xs text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

type NumberFieldProps = FieldFrame & {
  name: string;
  value: string;
  onChange: (value: string) => void;
  min?: number;
  max?: number;
  step?: string;
  placeholder?: string;
  inputMode?: 'decimal' | 'numeric';
};

/** A number typed as text, so a half-typed value stays in the field and its problem is said beside it. */
export function NumberField({
  name,
  value,
  onChange,
  min,
  max,
  step,
  placeholder,
  inputMode,
  ...frame
}: NumberFieldProps) {
  return (
    <Field {...frame}>
      <input
        id={frame.id}
        name={name}
        type="number"
        inputMode={inputMode ?? 'decimal'}
        min={min}
        max={max}
        step={step ?? 'any'}
        value={value}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={frame.error ? true : undefined}
        aria-describedby={describedBy(frame.id, frame.hint, frame.error)}
        className={fieldClass}
      />
    </Field>
  );
}

type SelectFieldProps = FieldFrame & {
  name: string;
  value: string;
  onChange: (value: string) => void;
  /** The first option, for no choice (value ''); left out when a value is always chosen. */
  placeholder?: string;
  options: readonly { value: string; label: ReactNode }[];
  disabled?: boolean;
  busy?: boolean;
};

export function SelectField({
  name,
  value,
  onChange,
  placeholder,
  options,
  disabled,
  busy,
  ...frame
}: SelectFieldProps) {
  return (
    <Field {...frame}>
      <select
        id={frame.id}
        name={name}
        value={value}
        disabled={disabled}
        aria-busy={busy ? true : undefined}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={frame.error ? true : undefined}
        aria-describedby={describedBy(frame.id, frame.hint, frame.error)}
        className={fieldClass}
      >
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
