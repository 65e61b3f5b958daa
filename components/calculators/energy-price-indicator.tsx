'use client';

import { AlertTriangle as AlertTriangleNode, Clock as ClockNode } from 'lucide';
import { useEffect, useState } from 'react';
import { formatDate } from '@/components/calculators/format';
import { stalePriceNotice, type PriceFeedStatus } from '@/lib/calculators/price-age';
import type { RegionPrices } from '@/lib/calculators/range';
import { lucideIcon } from '@/components/ui/icon';

const AlertTriangle = lucideIcon(AlertTriangleNode);
const Clock = lucideIcon(ClockNode);

interface Status extends PriceFeedStatus {
  lastUpdate: { updatedAt: string; source: string } | null;
}

/**
 * When the prices last changed, read when the page opens (the page itself is cached), and past the 24-hour rule or
 * with no price feed configured a warning naming each price of the chosen state and the date it is from.
 * 'Prices updated recently' while loading or on error.
 */
export function EnergyPriceIndicator({ region }: { region?: RegionPrices }) {
  const [status, setStatus] = useState<Status | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetch('/api/energy-prices', { signal: controller.signal })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: Partial<Status> | null) =>
        setStatus(
          body
            ? {
                lastUpdate: body.lastUpdate ?? null,
                stale: body.stale ?? true,
                feedConfigured: body.feedConfigured ?? true,
              }
            : null,
        ),
      )
      .catch(() => setStatus(null));
    return () => controller.abort();
  }, []);
  const update = status?.lastUpdate;
  const notice = status && region ? stalePriceNotice(status, region) : null;
  return (
    <div data-testid="energy-price-indicator" className="space-y-1 text-xs text-slate-500 dark:text-slate-400">
      <p className="flex items-center gap-1.5" title={update?.source}>
        <Clock className="size-3.5" aria-hidden />
        {update ? `Prices updated ${formatDate(update.updatedAt)}` : 'Prices updated recently'}
      </p>
      {notice && (
        <p
          role="status"
          data-testid="stale-price-warning"
          className="flex items-start gap-1.5 rounded-md bg-amber-50 px-2 py-1 text-amber-900 dark:bg-amber-900/30 dark:text-amber-100"
        >
          <AlertTriangle className="mt-0.5 size-3.5 shrink-0" aria-hidden />
          {notice}
        </p>
      )}
    </div>
  );
}
