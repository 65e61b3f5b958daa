import { MARKET_TIERS, marketTier } from '@/lib/calculators/market-tier';

/**
 * The whole comparables rule under the lists (docs/product/range-tool.md § Comparables), with the selected EV's
 * market tier and the tier table it was read from. It claims no more than the rule does: the gas vehicles with the
 * best mileage of each group, and a bubble that compares with their average.
 */
export function ComparableRuleNote({ make }: { make: string | undefined }) {
  return (
    <div className="space-y-2 text-xs text-slate-500" data-testid="comparable-rule">
      <p>
        Comparables: the same type with an MSRP within $15,000 and a model year within one, where a source we cite
        gives the price (and, for a gas car, the tank size). Otherwise, as EPA publishes no prices: for gas vehicles,
        the same maker&apos;s gas models of the same EPA size class, then of the maker&apos;s nearest type, and only
        for a maker that sells no gas vehicle, the same EPA size class across makers; for EVs, the same EPA size
        class. Across makers, only makers of the EV&apos;s market tier, or of the nearest tier where EPA rated none
        of its own
        {make ? (
          <>
            {' '}
            (<span data-testid="market-tier">{make}: {marketTier(make)}</span>)
          </>
        ) : null}
        . All within a model year, one per model: the EVs closest in EPA range and the gas vehicles with the best
        EPA combined mpg. The savings bubble compares home charging with the average of the gas vehicles listed;
        the savings against each are listed beside it.
      </p>
      <details>
        <summary className="cursor-pointer">Market tiers by maker</summary>
        <ul className="mt-1 space-y-1">
          {Object.entries(MARKET_TIERS).map(([tier, makers]) => (
            <li key={tier}>
              <span className="font-medium">{tier}</span>: {makers.join(', ')}
            </li>
          ))}
          <li>
            <span className="font-medium">mainstream</span>: every other maker
          </li>
        </ul>
      </details>
    </div>
  );
}
