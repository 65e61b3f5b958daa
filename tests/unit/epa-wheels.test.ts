import { readFileSync } from 'node:fs';
import path from 'node:path';
import Papa from 'papaparse';
import { familyWheelDiameters, inchesList } from '@/components/tires/ev-without-size';
import { epaWheelDiameters } from '@/lib/tires/epa-wheels';

describe('wheel diameters in EPA model names', () => {
  it.each([
    ['Ioniq 5 AWD (19 inch Wheels)', [19]],
    ['R1S Dual Standard (22in)', [22]],
    ['i7 xDrive60 Sedan (21inch wheels)', [21]],
    ['Air G Touring AWD w/19 inch wheels', [19]],
    ['ARIYA PLATINUM+ e-4ORCE 87kWh 19in. Wheels', [19]],
    ['Blazer EV FWD 22 inch tire', [22]],
    ['Cybertruck Long Range (20in Cyber wheels)', [20]],
    ['SQ8 e-tron (21/22 inch wheels)', [21, 22]],
    ['EX90 Twin Motor (20 and 22 Inch Wheels)', [20, 22]],
    ['Gravity GT w/21F22R wheels (2R)', [21, 22]],
  ])('reads %s as %p', (name, diameters) => {
    expect(epaWheelDiameters(name)).toEqual(diameters);
  });

  it.each([
    'EV6 Long Range RWD',
    'ARIYA PLAT Plus e-4ORCE 87kWh 19',
    'Equinox EV AWD (19 kW Charger)',
    'Leaf (24 kW-hr battery pack)',
    'Silverado EV 20-mod battery, 19kW 15-mode charger',
    'Solterra 20 AWD',
  ])('finds no wheel in %s', (name) => {
    expect(epaWheelDiameters(name)).toEqual([]);
  });

  it('finds a wheel diameter in 488 of the 1,308 names of the seeded EPA table', () => {
    const file = path.join(process.cwd(), 'supabase', 'seed', 'reference', 'ev_models.csv');
    const rows = Papa.parse<{ model: string }>(readFileSync(file, 'utf8'), {
      header: true,
      skipEmptyLines: true,
    }).data;
    expect(rows).toHaveLength(1308);
    expect(rows.filter((row) => epaWheelDiameters(row.model).length > 0)).toHaveLength(488);
  });

  it("gathers a family's diameters across its versions for the EV page", () => {
    const versions = [
      'Ioniq 5 AWD (19 inch Wheels)',
      'Ioniq 5 AWD (20 inch Wheels)',
      'Ioniq 5 RWD',
      'Ioniq 5 N',
    ];
    const ev = {
      id: 1,
      epaId: null,
      year: 2025,
      make: 'Hyundai',
      family: 'Ioniq 5',
      name: versions[0]!,
      versions: versions.map((name, index) => ({ id: index + 1, epaId: null, name })),
      fitments: [],
    };
    expect(familyWheelDiameters(ev)).toEqual([19, 20]);
    expect(inchesList([19, 20])).toBe('19- and 20-inch');
    expect(inchesList([19, 20, 21])).toBe('19-, 20- and 21-inch');
    expect(inchesList([22])).toBe('22-inch');
  });
});
