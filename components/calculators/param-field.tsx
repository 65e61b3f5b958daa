import type { ReactNode } from 'react';
import { NumberField } from '@/components/ui/field';
import { CALCULATOR_PARAMS, type NumberParam } from '@/lib/calculators/forms/params';

type Params = typeof CALCULATOR_PARAMS;
/** The calculators' number parameters: the ones with bounds. */
type NumberParamName = { [K in keyof Params]: Params[K] extends NumberParam ? K : never }[keyof Params];
type ByParam<T> = Partial<Record<NumberParamName, T>>;

/**
 * What a calculator's fields share: the form's id prefix (useId), its values and setter (the number parameters
 * and the region), and each number's problem.
 */
export interface ParamForm {
  prefix: string;
  values: ByParam<string> & { region?: string };
  set: (patch: ByParam<string> & { region?: string }) => void;
  problems: ByParam<ReactNode>;
}

interface ParamFieldProps {
  form: ParamForm;
  /** The URL parameter, which also names the field in the plain GET form. */
  name: NumberParamName;
  label: string;
  hint?: ReactNode;
  placeholder?: string;
  step?: string;
  inputMode?: 'decimal' | 'numeric';
}

/** A calculator's number field, bounded as its URL parameter is. */
export function ParamField({ form, name, ...props }: ParamFieldProps) {
  const { min, max } = CALCULATOR_PARAMS[name];
  return (
    <NumberField
      {...props}
      id={`${form.prefix}-${name}`}
      name={name}
      min={min}
      max={max}
      value={form.values[name] ?? ''}
      error={form.problems[name]}
      onChange={(value) => form.set({ [name]: value })}
    />
  );
}
