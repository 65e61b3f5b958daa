import type { Metadata } from 'next';
import { Fragment } from 'react';
import { Link } from '@/components/ui/site-link';
import { EvBadge } from '@/components/tires/badges';
import { RatingBar } from '@/components/tires/rating-bar';
import { getTiresByIds, listTireIds } from '@/lib/db/tires';
import {
  barWidths,
  formatLoad,
  formatSpeed,
  loadBand,
  noiseBand,
  NOT_RATED,
  rollingResistanceText,
  speedBand,
} from '@/lib/tires/reference';
import { COMMISSION_DISCLOSURE, whereToBuyLinks } from '@/lib/tires/retailers';
import type { Tire } from '@/lib/tires/types';
import { compareQuerySchema } from '@/lib/tires/queries';
import { pageQuery, queryPageStaticParams, type QueryPageProps } from '@/lib/page-query';

export const revalidate = 3600;
export const dynamicParams = true;
export const generateStaticParams = queryPageStaticParams;

export const metadata: Metadata = {
  title: 'Compare Tires',
  description:
    'Side-by-side comparison of up to three EV tires: load, speed, efficiency, noise and OEM markings.',
  robots: { index: false },
};

const ROWS: { label: string; value: (tire: Tire) => React.ReactNode }[] = [
  { label: 'Size', value: (tire) => tire.size },
  { label: 'Load index', value: (tire) => `${tire.loadIndex} (${formatLoad(tire.loadIndex)})` },
  { label: 'Speed rating', value: (tire) => `${tire.speedRating} (${formatSpeed(tire.speedRating)})` },
  {
    label: 'Load',
    value: (tire) => (
      <RatingBar label="Load" width={barWidths.load(tire.loadIndex)} detail={loadBand(tire.loadIndex)} />
    ),
  },
  {
    label: 'Speed',
    value: (tire) => (
      <RatingBar
        label="Speed"
        width={barWidths.speed(tire.speedRating)}
        detail={speedBand(tire.speedRating) ?? ''}
      />
    ),
  },
  {
    label: 'Efficiency',
    value: (tire) => (
      <RatingBar
        label="Efficiency"
        width={barWidths.efficiency(tire.rollingResistance)}
        detail={rollingResistanceText(tire.rollingResistance)}
      />
    ),
  },
  {
    label: 'Noise',
    value: (tire) => (
      <RatingBar
        label="Noise"
        width={barWidths.noise(tire.noiseLevelDb)}
        detail={
          tire.noiseLevelDb == null ? NOT_RATED : `${tire.noiseLevelDb} dB · ${noiseBand(tire.noiseLevelDb)}`
        }
      />
    ),
  },
  { label: 'EV-Rated', value: (tire) => (tire.isEvRated ? <EvBadge /> : 'No') },
  {
    label: 'OEM markings',
    value: (tire) =>
      tire.oemCertifications.length > 0 ? tire.oemCertifications.join(', ') : 'None on record',
  },
];

const WHERE_TO_BUY: (typeof ROWS)[number] = {
  label: 'Where to Buy',
  value: (tire) => {
    const link = whereToBuyLinks(tire)[0]!;
    return (
      <a
        href={link.href}
        target="_blank"
        rel="sponsored noopener noreferrer"
        className="text-brand-700 underline dark:text-brand-500"
      >
        {link.retailer}
      </a>
    );
  },
};

/** The comparison of the tires in `?ids=`; without two of them, where to pick them. */
export default async function ComparePage({ params }: QueryPageProps) {
  const { ids } = compareQuerySchema.parse(await pageQuery(params));
  // Only ids of existing tires reach the cached reader: made-up ids in the address add no cache entry.
  const known = new Set(await listTireIds());
  const tires = await getTiresByIds(ids.filter((id) => known.has(id)));
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold">Compare Tires</h1>
      {tires.length < 2 ? (
        <p className="mt-4 text-slate-600 dark:text-slate-400">
          Pick two or three tires on a vehicle page to compare them side by side.{' '}
          <Link href="/tire-fitment" className="font-medium text-brand-700 underline dark:text-brand-500">
            Find your vehicle
          </Link>
        </p>
      ) : (
        <div className="mt-6">
          {/* On a phone every tire keeps a column of its own: each row's name moves out of the first column onto a
              header line above its values, so two or three tires fit the screen side by side without sideways
              scrolling. */}
          <table className="w-full table-fixed text-left text-sm sm:min-w-[40rem]">
            <thead>
              <tr>
                <td className="w-36 py-2 max-sm:hidden" />
                {tires.map((tire) => (
                  <th key={tire.id} scope="col" className="px-3 py-2 align-bottom break-words max-sm:px-1.5">
                    <span className="block text-xs text-slate-500 dark:text-slate-400">{tire.brand}</span>
                    <Link
                      href={`/tire-fitment/tire/${tire.id}`}
                      className="text-base font-semibold hover:underline"
                    >
                      {tire.model}
                    </Link>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="sm:divide-y sm:divide-slate-100 sm:dark:divide-slate-900">
              {[...ROWS, WHERE_TO_BUY].map((row) => (
                <Fragment key={row.label}>
                  <tr className="border-t border-slate-100 sm:hidden dark:border-slate-900">
                    <th
                      scope="colgroup"
                      colSpan={tires.length}
                      className="px-1.5 pt-3 text-xs font-medium text-slate-600 dark:text-slate-400"
                    >
                      {row.label}
                    </th>
                  </tr>
                  <tr>
                    <th
                      scope="row"
                      className="py-3 font-medium text-slate-600 max-sm:hidden dark:text-slate-400"
                    >
                      {row.label}
                    </th>
                    {tires.map((tire) => (
                      <td key={tire.id} className="px-3 py-3 break-words max-sm:px-1.5 max-sm:pt-1">
                        {row.value(tire)}
                      </td>
                    ))}
                  </tr>
                </Fragment>
              ))}
            </tbody>
          </table>
          <p className="mt-4 text-xs text-slate-500 dark:text-slate-400">{COMMISSION_DISCLOSURE}</p>
        </div>
      )}
    </div>
  );
}
