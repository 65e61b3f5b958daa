import 'server-only';
import {
  FALLBACK_SOURCE,
  isStale,
  readLastEnergyUpdate,
  recordEnergyUpdate,
  storeEnergyPrices,
  type EnergyPriceUpdate,
} from '@/lib/db/energy-prices';
import { EIA_RETAIL_SALES_URL, EIA_SOURCE, fetchEiaPrices } from '@/lib/energy/eia';

const FETCH_TIMEOUT_MS = 5000;

type RefreshOutcome =
  | { status: 'fresh'; update: EnergyPriceUpdate | undefined }
  | { status: 'updated'; update: EnergyPriceUpdate }
  | { status: 'fallback'; update: EnergyPriceUpdate; reason: string };

interface RefreshOptions {
  apiKey?: string;
  apiUrl?: string;
  now?: Date;
  fetchImpl?: typeof fetch;
  /** The feed must answer within this time (default 5 s) or the stored prices are kept. */
  timeoutMs?: number;
}

/**
 * Refreshes the electricity prices when the last update is older than 24 hours. With a key it reads the
 * configured feed (EIA) and updates the states it reports; without a key, or when the feed fails, the
 * stored prices stay and the update is recorded as 'Fallback data' with 0 records, never as a success.
 */
export async function refreshEnergyPrices(options: RefreshOptions = {}): Promise<RefreshOutcome> {
  const now = options.now ?? new Date();
  const last = await readLastEnergyUpdate();
  if (!isStale(last, now)) return { status: 'fresh', update: last };

  let reason = 'no price feed key is configured';
  if (options.apiKey) {
    try {
      const prices = await fetchEiaPrices(
        options.apiUrl ?? EIA_RETAIL_SALES_URL,
        options.apiKey,
        options.fetchImpl ?? fetch,
        options.timeoutMs ?? FETCH_TIMEOUT_MS,
      );
      const count = await storeEnergyPrices(prices, EIA_SOURCE, now);
      if (count > 0) {
        return {
          status: 'updated',
          update: { updatedAt: now.toISOString(), source: EIA_SOURCE.name, recordCount: count },
        };
      }
      reason = 'the price feed reported no state this site lists';
    } catch (error) {
      console.error('energy price feed failed', error);
      reason = 'the price feed could not be read';
    }
  }
  await recordEnergyUpdate(now, FALLBACK_SOURCE, 0);
  return {
    status: 'fallback',
    update: { updatedAt: now.toISOString(), source: FALLBACK_SOURCE, recordCount: 0 },
    reason,
  };
}
