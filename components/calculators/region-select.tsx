import { fieldClass, labelClass } from '@/components/calculators/ui';
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
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select
        id={id}
        name="region"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={fieldClass}
      >
        {regions.map((region) => (
          <option key={region.state} value={region.state}>
            {region.state}
          </option>
        ))}
      </select>
    </div>
  );
}
