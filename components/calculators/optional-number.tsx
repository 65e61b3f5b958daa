import { fieldClass, labelClass } from '@/components/calculators/ui';

/** A number input that may stay blank: blank means the spec's default for that factor. */
export function OptionalNumber({
  id,
  name,
  label,
  value,
  onChange,
  step,
  hint,
  error,
  min,
  max,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  step?: string;
  hint?: string;
  /** Why the value cannot be used (it then counts as blank). */
  error?: string;
  min?: number;
  max?: number;
}) {
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="number"
        inputMode="decimal"
        min={min ?? 0}
        max={max}
        step={step ?? 'any'}
        value={value}
        placeholder="Default"
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        className={fieldClass}
      />
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
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
