import { formatNumber, formatUsd } from '@/components/calculators/format';
import { priceAge, publisherOf, type PriceKind } from '@/lib/calculators/price-age';
import type { RegionPrices } from '@/lib/calculators/range';

const linkClass = 'underline hover:text-brand-700 dark:hover:text-brand-500';

/**
 * A price's source and date in brackets, as every price on the page carries (docs/product/range-tool.md § Prices
 * and their age): " (U.S. Energy Information Administration, June 2026)"; " (your price)" for one the visitor set.
 */
export function PriceSource({ region, kind, own = false }: { region: RegionPrices; kind: PriceKind; own?: boolean }) {
  if (own) return <> (your price)</>;
  const age = priceAge(region, kind);
  return (
    <span data-testid={`price-source-${kind}`}>
      {' '}
      (
      {age.source ? (
        <>
          <a href={age.source.url} target="_blank" rel="noopener noreferrer" className={linkClass} title={age.source.name}>
            {publisherOf(age.source)}
          </a>
          ,{' '}
        </>
      ) : null}
      {age.date})
    </span>
  );
}

/** The state's three prices, each with its source and date, under the results. */
export function PriceAges({ region }: { region: RegionPrices }) {
  return (
    <span data-testid="price-ages">
      {region.state} prices: electricity {formatNumber(region.electricityRateCentsPerKwh, 2)} ¢/kWh
      <PriceSource region={region} kind="electricity" />, gas {formatUsd(region.gasPriceUsdPerGallon)}/gal
      <PriceSource region={region} kind="gas" />, public fast charging {formatUsd(region.superchargingRateUsdPerKwh)}/kWh,
      national average
      <PriceSource region={region} kind="supercharging" />.
    </span>
  );
}
