// Builds community_battery_capacities.csv from the community's Open EV Data (github.com/KilowattApp/open-ev-data,
// data/ev-data.json at commit 32d7dc59e7b8b7391572ca1e132a1517be9a3b5e, flattened to one CSV row per record;
// MIT with attribution, see NOTICE-kilowatt-open-ev-data). Kept: the hand-curated records (those already in the
// repository's 2024-12-14 file, and whose DC power is not their battery figure copied over) that fit at least
// one EV model of ev_models.csv without a battery capacity by the rule of lib/calculators/community-battery.ts,
// so the seed's matching over this file gives what it gives over the whole repository.
//
// Run from the repository root with the flattened CSV:
//   npx tsx supabase/seed/reference/generate-community-batteries.ts <kilowatt_open_ev_data_all.csv>
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Papa from 'papaparse';
import { communityRowFits, type CommunityBatteryRow } from '../../../lib/calculators/community-battery';

const [input] = process.argv.slice(2);
if (!input) {
  console.error('usage: npx tsx generate-community-batteries.ts <kilowatt_open_ev_data_all.csv>');
  process.exit(2);
}
const here = path.join(process.cwd(), 'supabase', 'seed', 'reference');
const read = (file: string) =>
  Papa.parse<Record<string, string>>(readFileSync(file, 'utf8'), { header: true, skipEmptyLines: true }).data;

const curated: CommunityBatteryRow[] = read(input)
  .filter((row) => row.present_in_dec2024_commit === 'True' && row.suspect_dc_equals_battery === 'False')
  .map((row) => ({
    sourceId: row.source_id ?? '',
    brand: row.brand ?? '',
    model: row.model ?? '',
    variant: (row.variant ?? '').trim(),
    releaseYear: Number(row.release_year),
    usableKwh: Number(row.usable_battery_kwh),
  }))
  .filter((row) => row.sourceId && row.usableKwh > 0);

const blank = read(path.join(here, 'ev_models.csv'))
  .filter((row) => !row.battery_capacity)
  .map((row) => ({
    year: Number(row.year),
    make: row.make ?? '',
    model: row.model ?? '',
    baseModel: row.base_model || null,
    drive: row.drive || null,
  }));

const needed = curated
  .filter((row) => blank.some((ev) => communityRowFits(row, ev)))
  .sort((a, b) => a.brand.localeCompare(b.brand) || a.model.localeCompare(b.model) || a.variant.localeCompare(b.variant) || a.releaseYear - b.releaseYear || a.sourceId.localeCompare(b.sourceId));

writeFileSync(
  path.join(here, 'community_battery_capacities.csv'),
  Papa.unparse(
    needed.map((row) => ({
      record_id: row.sourceId,
      brand: row.brand,
      model: row.model,
      variant: row.variant,
      release_year: row.releaseYear,
      usable_kwh: row.usableKwh,
      source_id: 'kilowatt-open-ev-data',
    })),
  ) + '\n',
);
console.log(`${needed.length} of ${curated.length} curated records kept`);
