import { epaPageUrl, vehicleLabel, type EvModel } from '@/lib/calculators/range';

/** "EPA figures: fueleconomy.gov, 2025 Volkswagen ID.4": the page of the row whose range and consumption are shown. */
export function EpaSource({ vehicle }: { vehicle: EvModel }) {
  if (!vehicle.epaId) return null;
  return (
    <p className="text-xs text-slate-500" data-testid="epa-source">
      EPA figures:{' '}
      <a
        href={epaPageUrl(vehicle.epaId)}
        target="_blank"
        rel="noopener noreferrer"
        className="underline hover:text-brand-700 dark:hover:text-brand-500"
      >
        fueleconomy.gov, {vehicleLabel(vehicle)}
      </a>
      .
    </p>
  );
}
