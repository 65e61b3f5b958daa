import { CheckCircle2 as CheckCircle2Node, XCircle as XCircleNode } from 'lucide';
import type { EnergyPriceUpdate } from '@/lib/db/types';
import { lucideIcon } from '@/components/ui/icon';

const CheckCircle2 = lucideIcon(CheckCircle2Node);
const XCircle = lucideIcon(XCircleNode);

const WHEN = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  hour12: false,
  timeZone: 'UTC',
});
const when = (iso: string) => `${WHEN.format(new Date(iso))} UTC`;

/**
 * The energy price refresh as the back office sees it (docs/product/back-office.md § Dashboard): when prices last
 * changed, the last refresh with its result and its error, and whether a price feed is configured at all.
 */
export function PriceRefreshStatus({
  update,
  stale,
  feedConfigured,
}: {
  update: EnergyPriceUpdate | undefined;
  stale: boolean;
  feedConfigured: boolean;
}) {
  const attempt = update?.lastAttempt ?? null;
  const ok = feedConfigured && !stale;
  const Icon = ok ? CheckCircle2 : XCircle;
  return (
    <section
      aria-labelledby="price-refresh"
      data-testid="price-refresh-status"
      className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800"
    >
      <h2 id="price-refresh" className="flex items-center gap-2 text-lg font-semibold">
        <Icon className={ok ? 'size-5 text-green-600' : 'size-5 text-red-600'} aria-hidden />
        Energy price refresh
      </h2>
      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="font-medium">Price feed</dt>
        <dd>{feedConfigured ? 'EIA, configured' : 'Not configured: ENERGY_PRICE_API_KEY is unset, so prices are never refreshed'}</dd>
        <dt className="font-medium">Prices last changed</dt>
        <dd>
          {update
            ? `${when(update.updatedAt)} (${update.source}, ${update.recordCount} states)${stale ? ', older than 24 hours' : ''}`
            : 'Never: no prices are recorded'}
        </dd>
        <dt className="font-medium">Last refresh</dt>
        <dd data-testid="price-refresh-last">
          {attempt
            ? `${when(attempt.at)}: ${attempt.result === 'updated' ? 'updated' : 'failed, stored prices kept'}`
            : 'None since the refresh began recording its result'}
        </dd>
        {attempt?.error ? (
          <>
            <dt className="font-medium">Error</dt>
            <dd data-testid="price-refresh-error" className="text-red-700 dark:text-red-400">
              {attempt.error}
            </dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}
