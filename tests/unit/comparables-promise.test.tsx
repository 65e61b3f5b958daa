import fs from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import { PriceRefreshStatus } from '@/components/admin/price-refresh-status';
import { MARKET_TIERS, marketTier, nearestTier } from '@/lib/calculators/market-tier';
import { calculateRange, findComparables } from '@/lib/calculators/range';
import { savingsSpread, savingsSpreadText, tankCaption } from '@/lib/calculators/savings';
import { priceDate, stalePriceNotice } from '@/lib/calculators/price-age';
import { formatUsd } from '@/components/calculators/format';
import { ev, ice, region } from './calculators-fixtures';

const referenceMakes = (file: string) => {
  const [header, ...lines] = fs
    .readFileSync(path.join(process.cwd(), 'supabase/seed/reference', file), 'utf8')
    .trim()
    .split('\n');
  const column = header!.split(',').indexOf('make');
  return new Set(lines.map((line) => line.split(',')[column]!));
};

describe('market tiers (range-tool.md § Market tiers)', () => {
  it('reads a maker’s tier without case, and counts an unlisted maker as mainstream', () => {
    expect(marketTier('PORSCHE')).toBe('luxury');
    expect(marketTier('Tesla')).toBe('premium');
    expect(marketTier('Hyundai')).toBe('mainstream');
    expect(marketTier('Somebody New')).toBe('mainstream');
  });

  it('names every luxury and premium maker as EPA’s tables spell it', () => {
    const makes = new Set([...referenceMakes('ev_models.csv'), ...referenceMakes('ice_models.csv')]);
    const listed = [...MARKET_TIERS.premium, ...MARKET_TIERS.luxury];
    expect(listed.filter((maker) => !makes.has(maker))).toEqual([]);
  });

  it('keeps the rows of the nearest tier that has any: own, then below, then above', () => {
    const rows = [{ make: 'Porsche' }, { make: 'BMW' }, { make: 'Kia' }];
    expect(nearestTier('Hyundai', rows)).toEqual([{ make: 'Kia' }]);
    expect(nearestTier('Rolls-Royce', rows)).toEqual([{ make: 'Porsche' }]);
    expect(nearestTier('Rolls-Royce', rows.slice(2))).toEqual([{ make: 'Kia' }]);
    expect(nearestTier('Hyundai', rows.slice(0, 2))).toEqual([{ make: 'BMW' }]);
  });

  it('never sets an unpriced mainstream EV against a luxury EV of its size class', () => {
    const suv = { vehicleType: 'suv', sizeClass: 'Small Sport Utility Vehicle 4WD', msrpUsd: null, year: 2025 };
    const ioniq = ev({ id: 1, make: 'Hyundai', model: 'Ioniq 5', epaRangeMiles: 260, ...suv });
    const evs = [
      ioniq,
      ev({ id: 2, make: 'Porsche', model: 'Macan Turbo Electric', epaRangeMiles: 260, ...suv }),
      ev({ id: 3, make: 'Volvo', model: 'EX40', epaRangeMiles: 255, ...suv }),
      ev({ id: 4, make: 'Chevrolet', model: 'Equinox EV', epaRangeMiles: 300, ...suv }),
    ];
    expect(findComparables(ioniq, evs, []).evs.map((entry) => entry.vehicle.make)).toEqual(['Chevrolet']);
  });

  it('gives a maker without gas cars the gas cars of its own tier in its size class', () => {
    const tesla = ev({ id: 1, make: 'Tesla', model: 'Model Y', vehicleType: 'suv', sizeClass: 'Small SUV 4WD', msrpUsd: null });
    const gas = (id: number, make: string, mpgCombined: number) =>
      ice({ id, make, model: `M${id}`, sizeClass: 'Small SUV 4WD', msrpUsd: null, tankCapacityGallons: null, mpgCombined });
    const result = findComparables(tesla, [], [gas(101, 'Kia', 43), gas(102, 'Lexus', 39), gas(103, 'BMW', 25)]);
    expect(result.ices.map((entry) => entry.vehicle.make)).toEqual(['Lexus', 'BMW']);
  });
});

describe('savings against each comparable (range-tool.md § Savings)', () => {
  // Home 100 mi at 25 kWh/100 mi and 20 ¢ = $5.00; gas at $3.50: 50 mpg $7.00, 35 mpg $10.00, 20 mpg $17.50.
  const result = calculateRange(ev({ msrpUsd: null, sizeClass: 'Midsize Cars', make: 'Hyundai' }), 100, region(), [], [
    ice({ id: 101, make: 'Hyundai', model: 'A', msrpUsd: null, sizeClass: 'Midsize Cars', mpgCombined: 50 }),
    ice({ id: 102, make: 'Hyundai', model: 'B', msrpUsd: null, sizeClass: 'Midsize Cars', mpgCombined: 35 }),
    ice({ id: 103, make: 'Hyundai', model: 'C', msrpUsd: null, sizeClass: 'Midsize Cars', mpgCombined: 20, tankCapacityGallons: null }),
  ]);

  it('gives each comparable’s own saving, the least, the most and the bubble’s average', () => {
    const spread = savingsSpread(result)!;
    expect(spread.each.map((entry) => entry.savingsUsd)).toEqual([2, 5, 12.5].map((value) => expect.closeTo(value, 10)));
    expect(spread.leastUsd).toBeCloseTo(2, 10);
    expect(spread.mostUsd).toBeCloseTo(12.5, 10);
    expect(spread.averageUsd).toBeCloseTo(result.savingsUsd!, 10);
    expect(savingsSpreadText(spread, '100 mi', formatUsd)).toBe(
      '$2.00 to $12.50 for 100 mi, $6.50 against the average of the three',
    );
  });

  it('keeps the sign where home charging costs more than a comparable', () => {
    const spread = savingsSpread({ homeCostUsd: 8, gas: result.gas })!;
    expect(savingsSpreadText(spread, '100 mi', formatUsd)).toBe(
      '−$1.00 to $9.50 for 100 mi, $3.50 against the average of the three',
    );
    expect(savingsSpread({ homeCostUsd: null, gas: result.gas })).toBeNull();
  });

  it('captions the range chart with how many comparables it draws and why the others are missing', () => {
    const rows = result.gas.map((entry) => ({ label: entry.vehicle.model, rangeMiles: entry.rangeMiles }));
    expect(tankCaption(rows)).toBe(
      'Against a full tank of two of the three comparable gas vehicles; not drawn: C, as no source we cite gives its tank size (EPA publishes none).',
    );
    expect(tankCaption(rows.slice(0, 2))).toBe('Against a full tank of each of the two comparable gas vehicles.');
    expect(tankCaption(rows.slice(2))).toMatch(/^No gas vehicle drawn: for the one comparable \(C\)/);
  });
});

describe('prices that say their age (range-tool.md § Prices and their age)', () => {
  const sources = {
    electricity: { name: 'U.S. Energy Information Administration, Electric Power Monthly', url: 'https://www.eia.gov/' },
    gas: { name: 'AAA Gas Prices, State Gas Price Averages', url: 'https://gasprices.aaa.com/' },
    supercharging: { name: 'Paren, State of the Industry Report', url: 'https://www.paren.app/' },
  };
  const priced = region({ sources });

  it('dates electricity by its month, gas by its day and fast charging by its quarter', () => {
    expect(priceDate('electricity', '2026-06-30')).toBe('June 2026');
    expect(priceDate('gas', '2026-08-01')).toBe('Aug 1, 2026');
    expect(priceDate('supercharging', '2025-06-30')).toBe('Q2 2025');
  });

  it('warns past the 24-hour rule, naming each price with its source and date', () => {
    const stale = { stale: true, feedConfigured: true, lastUpdate: { updatedAt: '2026-08-01T00:00:00Z' } };
    expect(stalePriceNotice(stale, priced)).toBe(
      'Prices could not be refreshed in the last 24 hours: electricity (U.S. Energy Information Administration, June 2026), gas (AAA Gas Prices, Aug 1, 2026) and public fast charging (Paren, Q2 2025) are shown as of those dates.',
    );
    expect(stalePriceNotice({ ...stale, stale: false }, priced)).toBeNull();
  });

  it('says so when no price feed is configured, even within 24 hours', () => {
    expect(
      stalePriceNotice({ stale: false, feedConfigured: false, lastUpdate: null }, priced),
    ).toMatch(/^No price feed is configured, so prices are not refreshed: electricity \(U.S. Energy/);
  });
});

describe('PriceRefreshStatus (back office)', () => {
  it('shows the last refresh, its result and its error, and a missing feed key', () => {
    render(
      <PriceRefreshStatus
        update={{
          updatedAt: '2026-08-01T00:00:00.000Z',
          source: 'Seeded reference prices',
          recordCount: 51,
          lastAttempt: { at: '2026-12-06T06:00:00.000Z', result: 'fallback', error: 'the price feed could not be read: price feed answered 500' },
        }}
        stale
        feedConfigured={false}
      />,
    );
    expect(screen.getByTestId('price-refresh-status')).toHaveTextContent('ENERGY_PRICE_API_KEY is unset');
    expect(screen.getByTestId('price-refresh-last')).toHaveTextContent('Dec 6, 2026, 06:00 UTC: failed, stored prices kept');
    expect(screen.getByTestId('price-refresh-error')).toHaveTextContent('price feed answered 500');
    expect(screen.getByTestId('price-refresh-status')).toHaveTextContent('Aug 1, 2026, 00:00 UTC (Seeded reference prices, 51 states), older than 24 hours');
  });
});
