import { z } from 'zod';
import type { StatePrice } from '@/lib/db/energy-prices';

/** EIA's open data API: average residential retail price of electricity by state, in cents per kWh. */
export const EIA_RETAIL_SALES_URL = 'https://api.eia.gov/v2/electricity/retail-sales/data/';

/** The data_sources row that cites the feed once its prices are stored. */
export const EIA_SOURCE = {
  id: 'eia-api-v2-retail-sales',
  name: 'U.S. EIA Open Data API, electricity retail sales (residential price by state)',
  url: 'https://www.eia.gov/opendata/',
  description:
    'Monthly average residential retail price of electricity by state, read from the EIA API v2 route electricity/retail-sales.',
  dataProvided: 'regional_data.electricity_rate (cents/kWh) and electricity_as_of when the live refresh runs',
} as const;

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

// Exported for its integration test: the rule is the contract.
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

/** Reads the feed; a slow or failing answer throws, so the caller keeps the stored prices. */
export async function fetchEiaPrices(
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
