import 'server-only';
import { cachedReader } from '@/lib/db/cached-reader';
import { db } from '@/lib/db/client';
import { TAGS } from '@/lib/db/tags';
import type { RegionPrices } from '@/lib/calculators/range';

interface RegionRow {
  state: string;
  electricity_rate: number;
  supercharging_rate: number;
  gas_price: number;
  grid_co2_lb_per_mwh: number | null;
  electricity_as_of: string;
  supercharging_as_of: string;
  gas_as_of: string;
}

/** Prices per state, ordered by state name. */
async function loadRegions(): Promise<RegionPrices[]> {
  const rows = await db()<RegionRow[]>`
      select state, electricity_rate, supercharging_rate, gas_price, grid_co2_lb_per_mwh,
             to_char(electricity_as_of, 'YYYY-MM-DD') as electricity_as_of,
             to_char(supercharging_as_of, 'YYYY-MM-DD') as supercharging_as_of,
             to_char(gas_as_of, 'YYYY-MM-DD') as gas_as_of
      from regional_data order by state`;
  return rows.map((row) => ({
    state: row.state,
    electricityRateCentsPerKwh: row.electricity_rate,
    superchargingRateUsdPerKwh: row.supercharging_rate,
    gasPriceUsdPerGallon: row.gas_price,
    gridCo2LbPerMwh: row.grid_co2_lb_per_mwh,
    electricityAsOf: row.electricity_as_of,
    superchargingAsOf: row.supercharging_as_of,
    gasAsOf: row.gas_as_of,
  }));
}

export const listRegions = cachedReader(loadRegions, ['regional-data'], [TAGS.regionalData, TAGS.energyPrices]);
