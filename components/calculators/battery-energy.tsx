import { CommunityBatteryNote } from '@/components/calculators/community-battery-note';
import { cardClass } from '@/components/calculators/ui';
import { chargingCapacityKwh, type EvModel } from '@/lib/calculators/range';
import { formatDecimal } from '@/lib/number-format';

const kwh = (value: number) => formatDecimal(value, { maximumFractionDigits: 1 });

/**
 * The estimated capacity in kWh, where the vehicle's capacity is known: a cited source's, else the community's
 * usable capacity, labelled as such (docs/product/data.md § Community battery capacity).
 */
export function BatteryEnergy({ vehicle, remainingPercent }: { vehicle: EvModel; remainingPercent: number }) {
  const capacity = chargingCapacityKwh(vehicle);
  if (capacity === null) return null;
  return (
    <section className={cardClass} aria-labelledby="energy-title" data-testid="battery-energy">
      <h2 id="energy-title" className="text-lg font-semibold">
        Usable energy
      </h2>
      <p className="mt-2 text-2xl font-bold tabular-nums">
        about {kwh((capacity * remainingPercent) / 100)} kWh of {kwh(capacity)} kWh
      </p>
      <p className="mt-1 text-xs text-slate-500">
        {vehicle.batteryCapacityKwh !== null ? (
          'Battery capacity from the source cited for this model.'
        ) : vehicle.communityBattery ? (
          <>
            From the <CommunityBatteryNote battery={vehicle.communityBattery} />; a US model may differ.
          </>
        ) : null}
      </p>
    </section>
  );
}
