import 'server-only';
import {
  isStale,
  readLastEnergyUpdate,
  recordRefreshFallback,
  storeEnergyPrices,
  type EnergyPriceUpdate,
} from '@/lib/db/energy-prices';
import { EIA_RETAIL_SALES_URL, EIA_SOURCE, fetchEiaPrices } from '@/lib/energy/eia';

const FETCH_TIMEOUT_MS = 5000;

type RefreshOutcome =
  | { status: 'fresh'; update: EnergyPriceUpdate | undefined }
  | { status: 'updated'; update: EnergyPriceUpdate }
  | { status: 'fallback'; update: EnergyPriceUpdate | undefined; reason: string };

interface RefreshOptions {
  apiKey?: string;
  apiUrl?: string;
  now?: Date;
  fetchImpl?: typeof fetch;
  /** The feed must answer within this time (default 5 s) or the stored prices are kept. */
  timeoutMs?: number;
}

/** An error's message without the key, which a failing request may carry in its address. */
function describe(error: unknown, apiKey: string): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split(apiKey).join('***');
}

/**
 * Refreshes the electricity prices when they last changed more than 24 hours ago. With a key it reads the
 * configured feed (EIA) and updates the states it reports; without a key, or when the feed fails, the stored
 * prices and their date stay, and the attempt is recorded as a fallback with its reason, never as a success.
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
      reason = `the price feed could not be read: ${describe(error, options.apiKey)}`;
    }
  }
  await recordRefreshFallback(now, reason);
  return { status: 'fallback', update: await readLastEnergyUpdate(), reason };
}
