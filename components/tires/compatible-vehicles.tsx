import { Link } from '@/components/ui/site-link';
import type { Vehicle } from '@/lib/tires/types';

type Listed = Vehicle & { approved: boolean };

export function CompatibleVehicles({ vehicles }: { vehicles: Listed[] }) {
  const groups = new Map<string, Listed[]>();
  for (const vehicle of vehicles) {
    const key = `${vehicle.make} ${vehicle.model}`;
    groups.set(key, [...(groups.get(key) ?? []), vehicle]);
  }
  return (
    <section aria-labelledby="compatible-vehicles">
      <h2 id="compatible-vehicles" className="text-xl font-semibold">
        Compatible Vehicles
      </h2>
      {vehicles.length === 0 ? (
        <p className="mt-3 text-slate-600 dark:text-slate-400">No vehicles are listed for this tire yet.</p>
      ) : (
        <div className="mt-4 space-y-4">
          {[...groups].map(([name, list]) => (
            <div key={name} className="rounded-xl border border-slate-200 dark:border-slate-800">
              <h3 className="border-b border-slate-200 px-4 py-2 font-semibold dark:border-slate-800">
                {name}
              </h3>
              <ul className="divide-y divide-slate-100 dark:divide-slate-900">
                {list.map((vehicle) => (
                  <li key={vehicle.id}>
                    <Link
                      href={`/tire-fitment/vehicle/${vehicle.id}`}
                      className="flex flex-wrap items-center justify-between gap-2 px-4 py-2 hover:bg-slate-50 dark:hover:bg-slate-900"
                    >
                      <span>
                        <span className="font-medium">{vehicle.year}</span> {vehicle.trim}
                      </span>
                      <span className="text-sm text-slate-600 dark:text-slate-400">
                        OEM size {vehicle.oemTireSize}
                        {vehicle.approved ? ' · OEM approved' : ''}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
