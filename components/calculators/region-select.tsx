import { SelectField } from '@/components/ui/field';
import type { RegionPrices } from '@/lib/calculators/range';

interface RegionSelectProps {
  id: string;
  label: string;
  value: string;
  regions: RegionPrices[];
  onChange: (region: string) => void;
}

/** The state whose energy prices a calculator uses; posts as `region` in the no-JavaScript form. */
export function RegionSelect({ id, label, value, regions, onChange }: RegionSelectProps) {
  return (
    <SelectField
      id={id}
      name="region"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      options={regions.map((region) => ({ value: region.state, label: region.state }))}
    />
  );
}
