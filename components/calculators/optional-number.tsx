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
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  step?: string;
  hint?: string;
}) {
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
        min={0}
        step={step ?? 'any'}
        value={value}
        placeholder="Default"
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className={fieldClass}
      />
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
    </div>
  );
}
