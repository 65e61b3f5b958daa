import { tireResultFor, type TireValues } from '@/lib/calculators/forms/tire';
import { evsForLink } from '@/lib/db/ev-models';
import { findListMatches } from '@/lib/db/list-search';
import { listKitCodes, listKitTerms, listKitVehicles } from '@/lib/db/field-kit';
import { listRegions } from '@/lib/db/regional';
import { listPlacardPressures } from '@/lib/db/tire-pressures';
import { searchKitCodes } from '@/lib/field-kit/code-search';
import { matchList } from '@/lib/field-kit/list-match';
import { startFromReferenceData } from '@/tests/setup/db';

const sql = () => globalThis.testDb.sql;

startFromReferenceData();

/**
 * Queries a technician types into the glossary's search: whole words, parts of words, accents and case, and
 * misspellings that only the close matches answer (docs/product/search.md § Close matches).
 */
const QUERIES = [
  'contactor',
  'Inverter',
  'soh',
  'kw',
  'thermal runaway',
  'régénération',
  'isolaton',
  'contactr',
  'batery',
  'insulaton monitor',
  'onboard charjer',
  'precharge resistr',
  'regenerativ braking',
  'chademo',
  'xyzzy',
];

describe('the field kit answers offline as the site does online', () => {
  it('gives the glossary search the same answers as the database, close matches for misspellings included', async () => {
    const rows = (await listKitTerms()).map((term) => ({ id: String(term.id), search: term.search }));
    expect(rows.length).toBeGreaterThan(300);
    const close: string[] = [];
    for (const q of QUERIES) {
      const online = await findListMatches({ kind: 'glossary', q });
      expect({ q, answer: matchList(rows, q) }).toEqual({ q, answer: online });
      if (online.close) close.push(q);
    }
    // The list reaches the close matches, not only the substring search.
    expect(close.length).toBeGreaterThanOrEqual(4);
  });

  it('carries every code with what its page needs, and answers a maker’s code by its format', async () => {
    const codes = await listKitCodes();
    const [row] = await sql()<{ count: number }[]>`select count(*)::int as count from fault_codes`;
    expect(codes).toHaveLength(row!.count);
    const p0aa6 = codes.find((code) => code.code === 'P0AA6');
    expect(p0aa6).toMatchObject({ highVoltage: true, family: expect.any(String) });
    expect(searchKitCodes(codes, 'p0aa6')).toEqual({ kind: 'open', code: 'P0AA6' });
    const maker = searchKitCodes(codes, 'P1A2B');
    expect(maker.kind === 'format' && maker.format.kind === 'code' && maker.format.range.control).toBe('maker');
    const prefix = searchKitCodes(codes, 'P0AA');
    expect(prefix.kind === 'codes' && prefix.codes.every((code) => code.code.startsWith('P0AA'))).toBe(true);
  });

  it('carries every EV with the figures the tire-pressure calculation reads, giving the online calculator’s result', async () => {
    const vehicles = await listKitVehicles();
    const [row] = await sql()<{ count: number }[]>`select count(*)::int as count from ev_models`;
    expect(vehicles).toHaveLength(row!.count);
    const [regions, placards] = await Promise.all([listRegions(), listPlacardPressures()]);
    // A placard model, so the target's maximum comes from the placard as online.
    const placard = placards[0]!;
    const kitRow = vehicles.find((vehicle) => vehicle.make === placard.make && vehicle.model.startsWith(placard.model))!;
    const [online] = (await evsForLink({ id: kitRow.id })).filter((vehicle) => vehicle.id === kitRow.id);
    const values: TireValues = {
      year: String(kitRow.year),
      make: kitRow.make,
      id: String(kitRow.id),
      current: '30',
      target: String(placard.maxPsi),
      miles: '',
      region: regions[0]!.state,
      elec: '',
    };
    const kitModel = { ...kitRow, vehicleType: 'EV', batteryCapacityKwh: null, msrpUsd: null, chargingSpeedL2Kw: null, chargingSpeedDcfcKw: null };
    const offline = tireResultFor(values, [kitModel], regions, placards);
    expect(offline).not.toBeNull();
    expect(offline).toEqual(tireResultFor(values, [online!], regions, placards));
  });
});
