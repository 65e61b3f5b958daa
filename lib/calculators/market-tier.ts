/**
 * Market tiers by maker (docs/product/range-tool.md § Market tiers). EPA gives no price and no luxury flag, so where
 * the comparables rule reaches across makers it keeps to the EV's tier, read from this table: a mainstream EV never
 * meets a luxury one. Pure data and lookups: no I/O.
 */
export type MarketTier = 'mainstream' | 'premium' | 'luxury';

/** Makers as EPA spells them, compared without case. A maker not listed counts as mainstream. */
export const MARKET_TIERS: Record<Exclude<MarketTier, 'mainstream'>, readonly string[]> = {
  premium: [
    'Acura',
    'Alfa Romeo',
    'Audi',
    'BMW',
    'Cadillac',
    'Genesis',
    'INEOS Automotive',
    'Infiniti',
    'Jaguar',
    'Land Rover',
    'Lexus',
    'Lincoln',
    'Lucid',
    'Mercedes-Benz',
    'Polestar',
    'Rivian',
    'Tesla',
    'Volvo',
  ],
  luxury: [
    'Aston Martin',
    'Bentley',
    'Bugatti',
    'Bugatti Rimac',
    'Ferrari',
    'Koenigsegg',
    'Lamborghini',
    'Lotus',
    'Maserati',
    'McLaren Automotive',
    'Pagani',
    'Porsche',
    'Rolls-Royce',
    'RUF Automobile',
  ],
};

const BY_MAKER = new Map<string, MarketTier>(
  Object.entries(MARKET_TIERS).flatMap(([tier, makers]) =>
    makers.map((maker) => [maker.toLowerCase(), tier as MarketTier] as const),
  ),
);

export function marketTier(make: string): MarketTier {
  return BY_MAKER.get(make.toLowerCase()) ?? 'mainstream';
}

/**
 * For each tier, the tiers from nearest to farthest: where EPA rated no vehicle of the EV's own tier in its size
 * class, the nearest tier below comes before the one above, so a luxury EV meets premium cars before mainstream ones
 * and a mainstream EV meets a luxury car only where its class holds nothing else.
 */
export const NEAREST_TIERS: Record<MarketTier, readonly MarketTier[]> = {
  mainstream: ['mainstream', 'premium', 'luxury'],
  premium: ['premium', 'mainstream', 'luxury'],
  luxury: ['luxury', 'premium', 'mainstream'],
};

/** The rows of the tier nearest the EV's maker's that has any (all of them of one tier), in their given order. */
export function nearestTier<T extends { make: string }>(make: string, rows: T[]): T[] {
  if (rows.length === 0) return rows;
  const tiers = rows.map((row) => marketTier(row.make));
  for (const tier of NEAREST_TIERS[marketTier(make)]) {
    const kept = rows.filter((_, index) => tiers[index] === tier);
    if (kept.length > 0) return kept;
  }
  return [];
}
