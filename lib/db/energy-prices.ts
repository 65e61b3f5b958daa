import 'server-only';
import type { TransactionSql } from 'postgres';
import { db, type Sql } from '@/lib/db/client';
import type { EnergyPriceUpdate, RefreshAttempt } from '@/lib/db/types';

export type { EnergyPriceUpdate };

const ENERGY_PRICE_STALE_MS = 24 * 60 * 60 * 1000;
export const FALLBACK_SOURCE = 'Fallback data';

/** One state's residential electricity price, as a price feed reports it. */
export interface StatePrice {
  stateCode: string;
  centsPerKwh: number;
  asOf: string;
}

/** The data_sources row that cites the feed the prices came from. */
interface PriceSource {
  id: string;
  name: string;
  url: string;
  description: string;
  dataProvided: string;
}

interface UpdateRow {
  updated_at: Date;
  source: string;
  record_count: number;
  last_attempt_at: Date | null;
  last_result: RefreshAttempt['result'] | null;
  last_error: string | null;
}

export async function readLastEnergyUpdate(): Promise<EnergyPriceUpdate | undefined> {
  const [row] = await db()<UpdateRow[]>`
    select updated_at, source, record_count, last_attempt_at, last_result, last_error
    from energy_price_updates where id = 'last_update'`;
  if (!row) return undefined;
  return {
    updatedAt: row.updated_at.toISOString(),
    source: row.source,
    recordCount: row.record_count,
    lastAttempt:
      row.last_attempt_at && row.last_result
        ? { at: row.last_attempt_at.toISOString(), result: row.last_result, error: row.last_error }
        : null,
  };
}

/**
 * Prices are stale 24 hours after they last changed. A row written by a fallback before migration 0440 (source
 * 'Fallback data') dates a failed attempt, not the prices, so it is stale too.
 */
export function isStale(update: EnergyPriceUpdate | undefined, now: Date): boolean {
  return (
    !update ||
    update.source === FALLBACK_SOURCE ||
    now.getTime() - new Date(update.updatedAt).getTime() >= ENERGY_PRICE_STALE_MS
  );
}

/**
 * Stores the states' prices with the source they cite, and records the update when any state this site
 * lists was updated. Returns how many states were.
 */
export async function storeEnergyPrices(prices: StatePrice[], source: PriceSource, now: Date): Promise<number> {
  return db().begin(async (tx) => {
    await tx`
      insert into data_sources (id, name, url, description, data_provided, accessed_on)
      values (${source.id}, ${source.name}, ${source.url}, ${source.description}, ${source.dataProvided},
              ${now.toISOString().slice(0, 10)})
      on conflict (id) do update set accessed_on = excluded.accessed_on`;
    let count = 0;
    for (const price of prices) {
      const updated = await tx`
        update regional_data
        set electricity_rate = ${Math.round(price.centsPerKwh * 100) / 100},
            electricity_as_of = ${price.asOf},
            -- The state now cites this feed instead of any earlier EIA figure (seeded or refreshed).
            source_ids = array_append(
              array(select s from unnest(source_ids) s where s not like 'eia-%'), ${source.id})
        where state_code = ${price.stateCode}`;
      count += updated.count;
    }
    if (count > 0) await recordEnergyUpdate(now, source.name, count, tx);
    return count;
  });
}

async function recordEnergyUpdate(
  now: Date,
  source: string,
  recordCount: number,
  sql: Sql | TransactionSql = db(),
): Promise<void> {
  await sql`
    insert into energy_price_updates (id, updated_at, source, record_count, last_attempt_at, last_result, last_error)
    values ('last_update', ${now}, ${source}, ${recordCount}, ${now}, 'updated', null)
    on conflict (id) do update
      set updated_at = excluded.updated_at, source = excluded.source, record_count = excluded.record_count,
          last_attempt_at = excluded.last_attempt_at, last_result = excluded.last_result, last_error = null`;
}

/**
 * A refresh that kept the stored prices: the attempt and its reason are recorded, the prices' own date is not
 * moved, so the page goes on saying how old they are. Without any row yet (a database never seeded) the attempt
 * is the only date there is, under the fallback's name, which `isStale` reads as stale.
 */
export async function recordRefreshFallback(now: Date, error: string): Promise<void> {
  await db()`
    insert into energy_price_updates (id, updated_at, source, record_count, last_attempt_at, last_result, last_error)
    values ('last_update', ${now}, ${FALLBACK_SOURCE}, 0, ${now}, 'fallback', ${error.slice(0, 500)})
    on conflict (id) do update
      set last_attempt_at = excluded.last_attempt_at, last_result = excluded.last_result,
          last_error = excluded.last_error`;
}
