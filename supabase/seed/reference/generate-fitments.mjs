// Builds fitments.csv from vehicles.csv and tires.csv so the fitment list is
// derived from the two reference tables instead of being maintained by hand.
// Run from the repository root: node supabase/seed/reference/generate-fitments.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Papa from 'papaparse';

const here = dirname(fileURLToPath(import.meta.url));

// Order matters: a tire may replace the OE tire only if its rating is at or
// above the OE rating on this scale. "(Y)" sits above "Y" because it certifies
// speeds beyond 300 km/h; "ZR" is kept last as the database allows it.
const SPEED_SCALE = ['L', 'M', 'N', 'P', 'Q', 'R', 'S', 'T', 'U', 'H', 'V', 'W', 'Y', '(Y)', 'ZR'];

function readCsv(name) {
  const parsed = Papa.parse(readFileSync(join(here, name), 'utf8'), {
    header: true,
    skipEmptyLines: true,
  });
  if (parsed.errors.length > 0) {
    throw new Error(`${name}: ${parsed.errors.map((e) => `row ${e.row}: ${e.message}`).join('; ')}`);
  }
  return parsed.data;
}

function speedRank(rating, where) {
  const rank = SPEED_SCALE.indexOf(rating);
  if (rank === -1) throw new Error(`${where}: unknown speed rating "${rating}"`);
  return rank;
}

// "ZR" in a size is a legacy speed marker, not a dimension, so 235/35ZR20 and
// 235/35R20 are the same fitment size.
const sizeKey = (size) => size.trim().toUpperCase().replace('ZR', 'R');
const sameName = (a, b) => a.trim().toLowerCase() === b.trim().toLowerCase();

const vehicles = readCsv('vehicles.csv');
const tires = readCsv('tires.csv');

const rows = [];
const uncovered = [];
for (const v of vehicles) {
  const where = `vehicle ${v.year} ${v.make} ${v.model} ${v.trim}`;
  // A trim whose sources print no load index or speed rating has none to filter by: every tire of its size is
  // listed, and the vehicle page says the list is unfiltered.
  const minLoad = v.load_index_min.trim() === '' ? null : Number(v.load_index_min);
  const minSpeed = v.speed_rating_min.trim() === '' ? null : speedRank(v.speed_rating_min, where);
  const hasOe = v.oe_tire_brand.trim() !== '' && v.oe_tire_model.trim() !== '';
  let count = 0;
  for (const t of tires) {
    if (sizeKey(t.size) !== sizeKey(v.oem_tire_size)) continue;
    if (minLoad !== null && Number(t.load_index) < minLoad) continue;
    if (minSpeed !== null && speedRank(t.speed_rating, `tire ${t.brand} ${t.model} ${t.size}`) < minSpeed) continue;
    // Only the tire the vehicle left the factory on is marked approved; other
    // fitting tires are listed as compatible alternatives.
    const approved = hasOe && sameName(t.brand, v.oe_tire_brand) && sameName(t.model, v.oe_tire_model);
    rows.push({
      vehicle_year: v.year,
      vehicle_make: v.make,
      vehicle_model: v.model,
      vehicle_trim: v.trim,
      tire_brand: t.brand,
      tire_model: t.model,
      tire_size: t.size,
      approved: approved ? 'true' : 'false',
    });
    count += 1;
  }
  if (count === 0) uncovered.push(where);
}

const csv = Papa.unparse(rows, {
  columns: [
    'vehicle_year',
    'vehicle_make',
    'vehicle_model',
    'vehicle_trim',
    'tire_brand',
    'tire_model',
    'tire_size',
    'approved',
  ],
  newline: '\n',
});
writeFileSync(join(here, 'fitments.csv'), `${csv}\n`);

console.log(`fitments.csv: ${rows.length} rows for ${vehicles.length} vehicles and ${tires.length} tires`);
if (uncovered.length > 0) {
  console.log(`vehicles with no fitting tire (${uncovered.length}):\n  ${uncovered.join('\n  ')}`);
}
