import 'server-only';
import { z } from 'zod';
import type { TransactionSql } from 'postgres';
import { db, type Sql } from '@/lib/db/client';

export const ENERGY_PRICE_STALE_MS = 24 * 60 * 60 * 1000;
export const FALLBACK_SOURCE = 'Fallback data';
/** EIA's open data API: average residential retail price of electricity by state, in cents per kWh. */
export const EIA_RETAIL_SALES_URL = 'https://api.eia.gov/v2/electricity/retail-sales/data/';
const EIA_SOURCE_ID = 'eia-api-v2-retail-sales';
const FETCH_TIMEOUT_MS = 5000;

export interface EnergyPriceUpdate {
  updatedAt: string;
  source: string;
  recordCount: number;
}

export async function readLastEnergyUpdate(): Promise<EnergyPriceUpdate | undefined> {
  const [row] = await db()<{ updated_at: Date; source: string; record_count: number }[]>`
    select updated_at, source, record_count from energy_price_updates where id = 'last_update'`;
  return row
    ? { updatedAt: row.updated_at.toISOString(), source: row.source, recordCount: row.record_count }
    : undefined;
}

export function isStale(update: EnergyPriceUpdate | undefined, now: Date): boolean {
  return !update || now.getTime() - new Date(update.updatedAt).getTime() >= ENERGY_PRICE_STALE_MS;
}

const eiaResponse = z.object({
  response: z.object({
    data: z.array(
      z.object({
        period: z.string().regex(/^\d{4}-\d{2}$/),
        stateid: z.string(),
        sectorid: z.string().optional(),
        price: z.union([z.number(), z.string()]).nullable(),
      }),
    ),
  }),
});

interface StatePrice {
  stateCode: string;
  centsPerKwh: number;
  asOf: string;
}

/** Newest residential price per state from an EIA retail-sales response. */
export function parseEiaPrices(body: unknown): StatePrice[] {
  const parsed = eiaResponse.parse(body);
  const newest = new Map<string, StatePrice>();
  for (const row of parsed.response.data) {
    if (row.sectorid && row.sectorid !== 'RES') continue;
    const cents = typeof row.price === 'string' ? Number(row.price) : row.price;
    if (cents === null || !Number.isFinite(cents) || cents <= 0) continue;
    const current = newest.get(row.stateid);
    const [year, month] = row.period.split('-').map(Number) as [number, number];
    // The last day of the reported month, as the seed's as-of dates are.
    const asOf = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
    if (!current || current.asOf < asOf)
      newest.set(row.stateid, { stateCode: row.stateid, centsPerKwh: cents, asOf });
  }
  return [...newest.values()];
}

async function fetchEiaPrices(
  apiUrl: string,
  apiKey: string,
  fetchImpl: typeof fetch,
  timeoutMs: number,
): Promise<StatePrice[]> {
  const url = new URL(apiUrl);
  url.searchParams.set('api_key', apiKey);
  url.searchParams.set('frequency', 'monthly');
  url.searchParams.append('data[0]', 'price');
  url.searchParams.append('facets[sectorid][]', 'RES');
  url.searchParams.set('sort[0][column]', 'period');
  url.searchParams.set('sort[0][direction]', 'desc');
  url.searchParams.set('length', '200');
  const response = await fetchImpl(url, { signal: AbortSignal.timeout(timeoutMs), cache: 'no-store' });
  if (!response.ok) throw new Error(`price feed answered ${response.status}`);
  return parseEiaPrices(await response.json());
}

export type RefreshOutcome =
  | { status: 'fresh'; update: EnergyPriceUpdate | undefined }
  | { status: 'updated'; update: EnergyPriceUpdate }
  | { status: 'fallback'; update: EnergyPriceUpdate; reason: string };

export interface RefreshOptions {
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
      const count = await storePrices(prices, now);
      if (count > 0) {
        return {
          status: 'updated',
          update: { updatedAt: now.toISOString(), source: EIA_SOURCE_NAME, recordCount: count },
        };
      }
      reason = 'the price feed reported no state this site lists';
    } catch (error) {
      console.error('energy price feed failed', error);
      reason = 'the price feed could not be read';
    }
  }
  await recordUpdate(now, FALLBACK_SOURCE, 0);
  return {
    status: 'fallback',
    update: { updatedAt: now.toISOString(), source: FALLBACK_SOURCE, recordCount: 0 },
    reason,
  };
}

const EIA_SOURCE_NAME = 'U.S. EIA Open Data API, electricity retail sales (residential price by state)';

async function storePrices(prices: StatePrice[], now: Date): Promise<number> {
  return db().begin(async (tx) => {
    await tx`
      insert into data_sources (id, name, url, description, data_provided, accessed_on)
      values (${EIA_SOURCE_ID}, ${EIA_SOURCE_NAME}, 'https://www.eia.gov/opendata/',
              'Monthly average residential retail price of electricity by state, read from the EIA API v2 route electricity/retail-sales.',
              'regional_data.electricity_rate (cents/kWh) and electricity_as_of when the live refresh runs',
              ${now.toISOString().slice(0, 10)})
      on conflict (id) do update set accessed_on = excluded.accessed_on`;
    let count = 0;
    for (const price of prices) {
      const updated = await tx`
        update regional_data
        set electricity_rate = ${Math.round(price.centsPerKwh * 100) / 100},
            electricity_as_of = ${price.asOf},
            source_ids = array_append(
              array(select s from unnest(source_ids) s where s not like 'eia-%'), ${EIA_SOURCE_ID})
        where state_code = ${price.stateCode}`;
      count += updated.count;
    }
    if (count > 0) await recordUpdate(now, EIA_SOURCE_NAME, count, tx);
    return count;
  });
}

async function recordUpdate(
  now: Date,
  source: string,
  recordCount: number,
  sql: Sql | TransactionSql = db(),
): Promise<void> {
  await sql`
    insert into energy_price_updates (id, updated_at, source, record_count)
    values ('last_update', ${now}, ${source}, ${recordCount})
    on conflict (id) do update
      set updated_at = excluded.updated_at, source = excluded.source, record_count = excluded.record_count`;
}
