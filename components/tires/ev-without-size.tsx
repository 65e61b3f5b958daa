import { Link } from '@/components/ui/site-link';
import { buttonVariants } from '@/components/ui/button';
import { epaWheelDiameters } from '@/lib/tires/epa-wheels';
import type { EvTirePage } from '@/lib/tires/types';

/** "19-inch", "19- and 20-inch", "19-, 20- and 21-inch". */
export function inchesList(diameters: number[]): string {
  if (diameters.length <= 1) return diameters.length === 1 ? `${diameters[0]}-inch` : '';
  return `${diameters
    .slice(0, -1)
    .map((inches) => `${inches}-`)
    .join(', ')} and ${diameters.at(-1)}-inch`;
}

/** The wheel diameters stated across the family's EPA versions, ascending. */
export function familyWheelDiameters(ev: EvTirePage): number[] {
  return [...new Set(ev.versions.flatMap((version) => epaWheelDiameters(version.name)))].sort(
    (a, b) => a - b,
  );
}

const link = 'font-medium text-brand-700 underline focus-visible:outline-2 dark:text-brand-500';

/**
 * The page body of an EV no cited source gives an OE tire size for: says so, lists the wheel diameters EPA rates
 * the model on (from EPA's version names), tells where the size is printed, and leads to the search by tire size
 * and the fitment suggestion form. docs/product/tire-directory.md § EV without a published size.
 */
export function EvWithoutSize({ ev }: { ev: EvTirePage }) {
  const diameters = familyWheelDiameters(ev);
  const title = `${ev.year} ${ev.make} ${ev.family}`;
  return (
    <div className="min-w-0 space-y-6">
      <section
        aria-labelledby="oe-size"
        className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
      >
        <h2 id="oe-size" className="text-lg font-semibold">
          OE tire size: not published by our sources
        </h2>
        <p className="mt-1 text-sm">
          None of the sources the directory cites gives the original-equipment tire size of the {title} yet,
          so no tires are listed for it here. The size on your own tires tells you what fits: see below where
          to read it, then search the directory by that size.
        </p>
        <div className="mt-3 flex flex-wrap gap-3">
          <Link href="/tire-fitment?tab=tire" className={buttonVariants()}>
            Search by tire size
          </Link>
          <a href="#suggest-fitment" className={buttonVariants({ variant: 'secondary' })}>
            Suggest a fitment
          </a>
        </div>
      </section>

      {ev.fitments.length > 0 ? (
        <section aria-labelledby="sourced-trims" className="space-y-2">
          <h2 id="sourced-trims" className="text-xl font-semibold">
            Trims of the {title} with a published size
          </h2>
          <ul className="space-y-1 text-sm">
            {ev.fitments.map((trim) => (
              <li key={trim.id}>
                <Link href={`/tire-fitment/vehicle/${trim.id}`} className={link}>
                  {trim.trim}
                </Link>{' '}
                <span className="text-slate-600 dark:text-slate-400">({trim.oemTireSize})</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="epa-wheels" className="space-y-3">
        <h2 id="epa-wheels" className="text-xl font-semibold">
          Wheel sizes EPA rates it on
        </h2>
        <p className="text-sm" data-testid="epa-wheel-summary">
          {diameters.length > 0
            ? `EPA rates the ${title} on ${inchesList(diameters)} wheels.`
            : `EPA's ratings of the ${title} do not name a wheel size.`}
        </p>
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">
              EPA versions of the {title} and the wheel diameter each names
            </caption>
            <thead>
              <tr className="border-b border-slate-200 dark:border-slate-800">
                <th scope="col" className="py-2 pr-4 font-medium">
                  EPA version
                </th>
                <th scope="col" className="py-2 font-medium">
                  Wheel diameter
                </th>
              </tr>
            </thead>
            <tbody>
              {ev.versions.map((version) => {
                const wheels = epaWheelDiameters(version.name);
                return (
                  <tr key={version.id} className="border-b border-slate-100 dark:border-slate-900">
                    <th scope="row" className="py-2 pr-4 font-normal">
                      {version.id === ev.id ? (
                        <span aria-current="page" className="font-semibold">
                          {version.name}
                        </span>
                      ) : (
                        <Link href={`/tire-fitment/ev/${version.id}`} className={link}>
                          {version.name}
                        </Link>
                      )}
                    </th>
                    <td className="py-2">{wheels.length > 0 ? inchesList(wheels) : 'not named by EPA'}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby="read-sidewall" className="space-y-2 text-sm">
        <h2 id="read-sidewall" className="text-xl font-semibold">
          Where to read the size
        </h2>
        <p>
          The size is molded into the sidewall of every tire, in large characters near the rim, followed by
          the load index and speed rating. In an example (not this vehicle&apos;s size),{' '}
          <strong>235/55R19 105V</strong> means a tire 235 mm wide, a sidewall 55&nbsp;% as tall as that
          width, radial construction, for a 19-inch wheel, with load index 105 and speed rating V.
        </p>
        <p>
          The tire and loading information placard on the driver&apos;s door jamb names the size the vehicle
          left the factory on, with its cold inflation pressures. Staggered setups print a different size
          front and rear: read both.
        </p>
      </section>
    </div>
  );
}
