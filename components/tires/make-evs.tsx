import { Link } from '@/components/ui/site-link';
import type { MakeEv } from '@/lib/tires/types';

/** A make's EVs in the directory, each year linked to its page (docs/product/tire-directory.md § A make's EVs). */
export function MakeEvs({ make, evs }: { make: string; evs: MakeEv[] }) {
  if (evs.length === 0) return null;
  return (
    <section aria-labelledby="make-evs" className="mt-8">
      <h2 id="make-evs" className="text-xl font-semibold">
        {make} EVs in the directory
      </h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {evs.map((ev) => (
          <li key={ev.model} className="rounded-xl border border-slate-200 p-3 dark:border-slate-800">
            <h3 className="font-medium">
              {make} {ev.model}
            </h3>
            <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm">
              {ev.years.map(({ year, id }) => (
                <Link
                  key={year}
                  href={`/tire-fitment/ev/${id}`}
                  aria-label={`${year} ${make} ${ev.model}`}
                  className="text-brand-700 underline dark:text-brand-500"
                >
                  {year}
                </Link>
              ))}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
