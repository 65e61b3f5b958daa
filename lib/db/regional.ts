import 'server-only';
import { cachedReader } from '@/lib/db/cached-reader';
import { db } from '@/lib/db/client';
import { TAGS } from '@/lib/db/tags';
import type { RegionPrices, SourceLink } from '@/lib/calculators/range';

interface RegionRow {
  state: string;
  electricity_rate: number;
  supercharging_rate: number;
  gas_price: number;
  grid_co2_lb_per_mwh: number | null;
  electricity_as_of: string;
  supercharging_as_of: string;
  gas_as_of: string;
  electricity_source: SourceLink | null;
  gas_source: SourceLink | null;
  supercharging_source: SourceLink | null;
}

/**
 * The source the state's row cites for one price: the data_sources row among its source_ids whose data_provided
 * names that column (the seed's and the live feed's rows both do).
 */
const sourceOf = (column: string) => `(
  select jsonb_build_object('name', s.name, 'url', s.url) from data_sources s
  where s.id = any(r.source_ids) and s.data_provided like 'regional_data.${column}%' order by s.id limit 1)`;

/** Prices per state, ordered by state name. */
async function loadRegions(): Promise<RegionPrices[]> {
  const rows = await db()<RegionRow[]>`
      select state, electricity_rate, supercharging_rate, gas_price, grid_co2_lb_per_mwh,
             to_char(electricity_as_of, 'YYYY-MM-DD') as electricity_as_of,
             to_char(supercharging_as_of, 'YYYY-MM-DD') as supercharging_as_of,
             to_char(gas_as_of, 'YYYY-MM-DD') as gas_as_of,
             ${db().unsafe(sourceOf('electricity_rate'))} as electricity_source,
             ${db().unsafe(sourceOf('gas_price'))} as gas_source,
             ${db().unsafe(sourceOf('supercharging_rate'))} as supercharging_source
      from regional_data r order by state`;
  return rows.map((row) => ({
    state: row.state,
    electricityRateCentsPerKwh: row.electricity_rate,
    superchargingRateUsdPerKwh: row.supercharging_rate,
    gasPriceUsdPerGallon: row.gas_price,
    gridCo2LbPerMwh: row.grid_co2_lb_per_mwh,
    electricityAsOf: row.electricity_as_of,
    superchargingAsOf: row.supercharging_as_of,
    gasAsOf: row.gas_as_of,
    sources: {
      electricity: row.electricity_source,
      gas: row.gas_source,
      supercharging: row.supercharging_source,
    },
  }));
}

/** Prices per state, with the source each one cites. */
export const listRegions = cachedReader(loadRegions, ['regional-data'], [TAGS.regionalData, TAGS.energyPrices]);
