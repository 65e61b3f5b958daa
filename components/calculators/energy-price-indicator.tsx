'use client';

import { Clock } from 'lucide-react';
import { useEffect, useState } from 'react';
import { formatDate } from '@/components/calculators/format';

interface Update {
  updatedAt: string;
  source: string;
  recordCount: number;
}

const FALLBACK_SOURCE = 'Fallback data';

/** When the energy prices were last refreshed; 'Prices updated recently' while loading or on error. */
export function EnergyPriceIndicator() {
  const [update, setUpdate] = useState<Update | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetch('/api/energy-prices', { signal: controller.signal })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: { lastUpdate: Update | null } | null) => setUpdate(body?.lastUpdate ?? null))
      .catch(() => setUpdate(null));
    return () => controller.abort();
  }, []);
  let label = 'Prices updated recently';
  if (update?.source === FALLBACK_SOURCE) {
    label = `Live price feed unavailable: reference prices shown (Fallback data, checked ${formatDate(update.updatedAt)})`;
  } else if (update) {
    label = `Prices updated ${formatDate(update.updatedAt)}`;
  }
  return (
    <p
      data-testid="energy-price-indicator"
      className="flex items-center gap-1.5 text-xs text-slate-500 dark:text-slate-400"
      title={update?.source}
    >
      <Clock className="size-3.5" aria-hidden />
      {label}
    </p>
  );
}
