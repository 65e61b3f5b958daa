import type { ParamForm } from '@/components/calculators/param-field';
import { SelectField } from '@/components/ui/field';
import type { RegionPrices } from '@/lib/calculators/range';

interface RegionSelectProps {
  form: ParamForm;
  label: string;
  regions: RegionPrices[];
}

/** The state whose energy prices a calculator uses; posts as `region` in the no-JavaScript form. */
export function RegionSelect({ form, label, regions }: RegionSelectProps) {
  return (
    <SelectField
      id={`${form.prefix}-region`}
      name="region"
      label={label}
      value={form.values.region ?? ''}
      onChange={(event) => form.set({ region: event.target.value })}
      options={regions.map((region) => ({ value: region.state, label: region.state }))}
    />
  );
}
