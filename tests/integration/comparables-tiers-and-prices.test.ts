import { marketTier } from '@/lib/calculators/market-tier';
import { calculateRange, findComparables, selectionRows, vehicleLabel } from '@/lib/calculators/range';
import { savingsSpread } from '@/lib/calculators/savings';
import { getEvSelection } from '@/lib/db/ev-models';
import { storeEnergyPrices } from '@/lib/db/energy-prices';
import { listRegions } from '@/lib/db/regional';
import { EIA_SOURCE } from '@/lib/energy/eia';
import { allEvModels, allIceModels } from './model-tables';
import { startFromReferenceData } from '@/tests/setup/db';

const sql = () => globalThis.testDb.sql;

startFromReferenceData();

describe('comparables across makers keep to the EV’s market tier', () => {
  it('gives no 2025 Ioniq 5 a luxury EV (the Macan Turbo Electric was one), in SQL as over the whole tables', async () => {
    const rows = await sql()<{ id: number }[]>`
      select id from ev_models where year = 2025 and make = 'Hyundai' and model like 'Ioniq 5%' order by id`;
    expect(rows.length).toBeGreaterThan(3);
    const [evs, ices] = await Promise.all([allEvModels(sql()), allIceModels(sql())]);
    for (const { id } of rows) {
      const selection = (await getEvSelection(id))!;
      const makes = selection.comparables.evs.map((entry) => entry.vehicle.make);
      expect(makes.length).toBe(3);
      expect(makes.map(marketTier)).toEqual(['mainstream', 'mainstream', 'mainstream']);
      const whole = findComparables(selection.vehicle, evs, ices);
      expect(selection.comparables.evs.map((entry) => entry.vehicle.id)).toEqual(whole.evs.map((entry) => entry.vehicle.id));
    }
  });

  it('sets a mainstream EV from 2015 on against a luxury vehicle only where its class holds nothing nearer', async () => {
    const [evs, ices] = await Promise.all([allEvModels(sql()), allIceModels(sql())]);
    const mixed = evs
      .filter((ev) => ev.year >= 2015)
      .filter((ev) => {
        const chosen = findComparables(ev, evs, ices);
        const across = [
          ...chosen.evs.filter((entry) => entry.rule === 'size-class').map((entry) => entry.vehicle),
          ...chosen.ices.filter((entry) => entry.rule === 'size-class').map((entry) => entry.vehicle),
        ];
        return across.some((vehicle) => marketTier(vehicle.make) === 'luxury') && marketTier(ev.make) === 'mainstream';
      });
    // EPA rated no other EV of the compact class within a year of the 2021 K27 but a 2022 Porsche Taycan
    expect(mixed.map(vehicleLabel)).toEqual(['2021 Kandi K27']);
  }, 60_000);

  it('gives the 2024 Model Y Long Range premium gas cars, and the savings against each beside their average', async () => {
    const [row] = await sql()<{ id: number }[]>`select id from ev_models where epa_id = 47913`;
    const selection = (await getEvSelection(row!.id))!;
    expect(selection.comparables.ices.map((entry) => marketTier(entry.vehicle.make))).toEqual([
      'premium',
      'premium',
      'premium',
    ]);
    const california = (await listRegions()).find((region) => region.state === 'California')!;
    const { evs, ices } = selectionRows(selection);
    const spread = savingsSpread(calculateRange(selection.vehicle, 100, california, evs, ices))!;
    expect(spread.each).toHaveLength(3);
    expect(spread.leastUsd).toBeLessThan(spread.averageUsd);
    expect(spread.mostUsd).toBeGreaterThan(spread.averageUsd);
  });
});

describe('every price with its own source', () => {
  it('names the source each state cites for electricity, gas and public fast charging, and the feed once it refreshed', async () => {
    const california = (await listRegions()).find((region) => region.state === 'California')!;
    expect(california.sources?.electricity?.name).toMatch(/^U\.S\. Energy Information Administration/);
    expect(california.sources?.gas?.name).toMatch(/^AAA Gas Prices/);
    expect(california.sources?.supercharging?.name).toMatch(/^Paren/);

    await storeEnergyPrices([{ stateCode: 'CA', centsPerKwh: 33.1, asOf: '2026-09-30' }], EIA_SOURCE, new Date());
    const refreshed = (await listRegions()).find((region) => region.state === 'California')!;
    expect(refreshed.sources?.electricity).toEqual({ name: EIA_SOURCE.name, url: EIA_SOURCE.url });
    expect(refreshed.sources?.gas).toBe(california.sources?.gas ? refreshed.sources?.gas : null);
  });
});
