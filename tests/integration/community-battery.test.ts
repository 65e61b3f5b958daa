import { readFileSync } from 'node:fs';
import path from 'node:path';
import { dcFastChargeTime } from '@/lib/calculators/range';
import { evsForLink } from '@/lib/db/ev-models';
import { startFromReferenceData } from '@/tests/setup/db';

const sql = () => globalThis.testDb.sql;

startFromReferenceData();

interface Match {
  epaId: number;
  year: number;
  make: string;
  model: string;
  baseModel: string | null;
  drive: string | null;
  recordId: string;
  brand: string;
  recordModel: string;
  variant: string;
  releaseYear: number;
  usableKwh: number;
}

/** Every match the seed makes, written out once from the seeded database and checked row by row below. */
const EXPECTED: Match[] = JSON.parse(
  readFileSync(path.join(__dirname, '..', 'fixtures', 'community-battery-matches.json'), 'utf8'),
) as Match[];

const readMatches = () => sql()<Match[]>`
  select e.epa_id as "epaId", e.year, e.make, e.model, e.base_model as "baseModel", e.drive,
         c.record_id as "recordId", c.brand, c.model as "recordModel", c.variant, c.release_year as "releaseYear",
         c.usable_kwh::float8 as "usableKwh"
  from ev_models e join community_battery_capacities c on c.record_id = e.community_battery_id
  order by e.year, e.make, e.model, e.epa_id`;

// The rule as docs/decisions/0431 states it, written out again here rather than imported.
const key = (value: string) => value.toLowerCase().replace(/\s+(ev|electric)$/, '').replace(/[^a-z0-9]/g, '');
const wordsOf = (value: string) =>
  value.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean).map((word) => (word === 'perf' ? 'performance' : word));
const driveSays = (word: string, drive: string) =>
  ({
    '2wd': /^(Rear|Front)-Wheel/.test(drive),
    rwd: drive.startsWith('Rear-Wheel'),
    fwd: drive.startsWith('Front-Wheel'),
    awd: /^(All|4)-Wheel/.test(drive),
  })[word] ?? false;

describe('usable capacity from the community’s Open EV Data', () => {
  it('matches exactly the listed EPA rows, each by make, model, variant and a source year 0 to 3 years before', async () => {
    const matches = await readMatches();
    expect(matches).toEqual(EXPECTED);
    for (const match of matches) {
      const at = `${match.year} ${match.make} ${match.model}`;
      expect([at, match.brand.toLowerCase()]).toEqual([at, match.make.toLowerCase()]);
      expect([at, key(match.recordModel)]).toEqual([at, key(match.baseModel || match.model)]);
      expect([at, match.releaseYear <= match.year && match.releaseYear >= match.year - 3]).toEqual([at, true]);
      const named = wordsOf(match.model);
      const offered = wordsOf(match.variant);
      for (const word of offered) {
        expect([at, word, named.includes(word) || driveSays(word, match.drive ?? '')]).toEqual([at, word, true]);
      }
      for (const word of ['long', 'standard', 'extended', 'performance', 'plus'].filter((w) => named.includes(w))) {
        expect([at, word, offered.includes(word)]).toEqual([at, word, true]);
      }
    }
  });

  it('fills only rows no cited source gives a capacity, and raises the 2019+ coverage from 169 to 320 of 1,164', async () => {
    const [own] = await sql()<{ n: number }[]>`
      select count(*)::int as n from ev_models where community_battery_id is not null and battery_capacity is not null`;
    expect(own?.n).toBe(0);
    const [coverage] = await sql()<{ rows: number; cited: number; either: number }[]>`
      select count(*)::int as rows, count(battery_capacity)::int as cited,
             count(*) filter (where battery_capacity is not null or community_battery_id is not null)::int as either
      from ev_models where year >= 2019`;
    expect(coverage).toEqual({ rows: 1164, cited: 169, either: 320 });
  });

  it('keeps each record citing the repository, apart from the OpenEV Data the site already cites', async () => {
    const sources = await sql()<{ id: string; url: string }[]>`
      select distinct s.id, s.url from community_battery_capacities c join data_sources s on s.id = c.source_id`;
    expect(sources).toEqual([{ id: 'kilowatt-open-ev-data', url: 'https://github.com/KilowattApp/open-ev-data' }]);
  });

  it('gives the 2024 Kia EV6 Long Range RWD a DC fast time from 77.4 kWh usable capacity', async () => {
    const [row] = await sql()<{ id: number }[]>`
      select id from ev_models where year = 2024 and make = 'Kia' and model = 'EV6 Long Range RWD'`;
    const ev = (await evsForLink({ id: row!.id })).find((candidate) => candidate.id === row!.id)!;
    expect(ev.batteryCapacityKwh).toBeNull();
    expect(ev.communityBattery).toEqual({ usableKwh: 77.4, model: 'EV6', variant: 'Long Range 2WD', releaseYear: 2021 });
    expect(dcFastChargeTime(ev)?.totalMinutes).toBeGreaterThan(20);
  });
});
