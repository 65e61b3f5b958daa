import { formatUsd } from '@/components/calculators/format';
import { calculateRange, gasVehicleLabel, selectionRows } from '@/lib/calculators/range';
import { getEvSelection } from '@/lib/db/ev-models';
import { listRegions } from '@/lib/db/regional';
import { seed } from '@/lib/db/seed';
import { startFromReferenceData } from '@/tests/setup/db';

const sql = () => globalThis.testDb.sql;

/** EPA's combined kWh/100 mi (`combE`) for the 2026 BMW i5 eDrive40 on 20-inch wheels, EPA id 49614. */
const I5_EPA_ID = 49614;
const I5_COMB_E = 31.7381;

startFromReferenceData();

describe('EPA figures through the database', () => {
  it('keeps EPA’s consumption to its four decimals, so 150 mi in Texas costs what EPA’s figure gives', async () => {
    const [[row], regions] = await Promise.all([
      sql()<{ id: number }[]>`select id from ev_models where epa_id = ${I5_EPA_ID}`,
      listRegions(),
    ]);
    const { evs, ices } = selectionRows(await getEvSelection(row!.id));
    const i5 = evs.find((ev) => ev.epaId === I5_EPA_ID)!;
    expect(i5.efficiencyKwhPer100Mi).toBe(I5_COMB_E);
    const texas = regions.find((region) => region.state === 'Texas')!;
    const result = calculateRange(i5, 150, texas, evs, ices);
    // 150 mi × 31.7381 kWh/100 mi × Texas's seeded ¢/kWh; one decimal (31.7) gave a cent less
    const byHand = ((150 * I5_COMB_E) / 100) * (texas.electricityRateCentsPerKwh / 100);
    expect(formatUsd(result.homeCostUsd!)).toBe(formatUsd(byHand));
  });

  it('marks EPA’s hybrid rows, hands the flag to the calculator, and keeps an operator’s correction on reseeding', async () => {
    const rows = await sql()<{ epa_id: number; hybrid: boolean }[]>`
      select epa_id, hybrid from ice_models where epa_id in (46693, 46694) order by epa_id`;
    // EPA's 2024 Honda CR-V FWD: 46693 gasoline, 46694 hybrid (atvType "Hybrid")
    expect(rows).toEqual([
      { epa_id: 46693, hybrid: false },
      { epa_id: 46694, hybrid: true },
    ]);
    const [hybridEv] = await sql()<{ id: number }[]>`
      select id from ev_models where year = 2024 and size_class like 'Small Sport Utility%' order by id limit 1`;
    const { ices } = selectionRows(await getEvSelection(hybridEv!.id));
    const stored = await sql()<{ id: number; hybrid: boolean }[]>`
      select id, hybrid from ice_models where id = any(${ices.map((ice) => ice.id)})`;
    const flags = new Map(stored.map((row) => [Number(row.id), row.hybrid]));
    expect(ices.length).toBeGreaterThan(0);
    for (const ice of ices) expect(ice.hybrid).toBe(flags.get(ice.id));
    expect(ices.filter((ice) => ice.hybrid).every((ice) => /hybrid/i.test(gasVehicleLabel(ice)))).toBe(true);

    await sql()`update ice_models set hybrid = false where epa_id = 46694`;
    await seed(sql(), { demo: false });
    const [kept] = await sql()<{ hybrid: boolean; edited: boolean }[]>`
      select hybrid, figures_edited_at is not null as edited from ice_models where epa_id = 46694`;
    expect(kept).toEqual({ hybrid: false, edited: true });
  }, 120_000);
});
