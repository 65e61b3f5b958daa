// Builds ev_models.csv and ice_models.csv from EPA's fueleconomy.gov vehicle table (public domain), so that the
// calculators offer every EV EPA has rated since 2011 and every gasoline car since 2015, each row citable at
// https://www.fueleconomy.gov/feg/noframes/{epa_id}.shtml.
//
// EPA publishes no battery capacity, MSRP, Level 2 charger power, DC fast power or tank size. Those come from
// the rows the site cited before (ev_model_figures.csv, ice_model_figures.csv, each with its sources), carried
// over only where exactly one EPA row of the same year and model has the same EPA figures, and, for battery and
// DC power still missing, from OpenEV Data (CDLA-Permissive-2.0, see LICENCE-open-ev-data) where exactly one
// record of the same year and model has EPA's range. Anything else stays empty: "not published", never 0.
//
// Run from the repository root with the folders of the EPA export and the OpenEV Data snapshot:
//   node supabase/seed/reference/generate-epa-models.mjs <epa-fueleconomy dir> <open-ev-data dir>
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Papa from 'papaparse';

const here = dirname(fileURLToPath(import.meta.url));
const [epaDir, openEvDir] = process.argv.slice(2);
if (!epaDir || !openEvDir) {
  console.error('usage: node generate-epa-models.mjs <epa-fueleconomy dir> <open-ev-data dir>');
  process.exit(2);
}

export const EPA_SOURCE = 'epa-fueleconomy-gov';
export const OPEN_EV_SOURCE = 'open-ev-data-1-24-0';
const FIRST_EV_YEAR = 2011;
const MILES_PER_KM = 0.621371;

function readCsv(file) {
  const parsed = Papa.parse(readFileSync(file, 'utf8'), { header: true, skipEmptyLines: 'greedy' });
  if (parsed.errors.length > 0) throw new Error(`${file}: ${parsed.errors[0].message}`);
  return parsed.data;
}

/** EPA writes 0 for a figure it does not give: that is "not published", never a zero. */
const positive = (value) => {
  const number = Number(value);
  return Number.isFinite(number) && number > 0 ? number : '';
};
const words = (value) =>
  String(value)
    .toLowerCase()
    .replace(/[^a-z0-9.]+/g, ' ')
    .trim();
const ids = (value) =>
  String(value ?? '')
    .split(';')
    .map((id) => id.trim())
    .filter(Boolean);

/** Names the sourced rows use where EPA writes the family otherwise ("Soul EV" is EPA's "Soul Electric"). */
const EPA_SPELLING = { b250e: 'b-class electric drive', 'f-150': 'f150' };

/** The maker's own family name heads EPA's model name ("Model 3 Long Range AWD"), or is EPA's base model. */
function sameFamily(name, row) {
  const own = words(name);
  const families = new Set([own, own.replace(/ ev$/, ' electric'), words(EPA_SPELLING[own] ?? own)]);
  return [row.model, row.baseModel].some((candidate) => {
    const epa = words(candidate);
    return [...families].some((family) => epa === family || epa.startsWith(`${family} `));
  });
}

/** A coarse body type from EPA's size class, for the comparables' "same type" rule. */
function typeOf(sizeClass) {
  const value = sizeClass.toLowerCase();
  if (value.includes('pickup')) return 'truck';
  if (value.includes('sport utility') || value.includes('special purpose')) return 'suv';
  if (value.includes('van')) return 'van';
  if (value.includes('wagon')) return 'wagon';
  return 'car';
}

/** What every seeded row takes from its EPA row: the id it is cited by, its name, class and drive. */
function epaIdentity(row, values) {
  return {
    epa_id: row.id,
    year: row.year,
    make: row.make,
    model: row.model,
    base_model: row.baseModel,
    size_class: row.VClass,
    drive: row.drive,
    vehicle_type: values.vehicle_type ?? typeOf(row.VClass),
  };
}

/** Keeps only the rows that carry the old row's trim words, when those words narrow the choice. */
function narrowByTrim(candidates, trim) {
  if (candidates.length <= 1) return candidates;
  const trimWords = words(trim.replace(/\([^)]*\)/g, ''))
    .split(' ')
    .filter((word) => word.length > 1);
  if (trimWords.length === 0) return candidates;
  const narrowed = candidates.filter((row) => trimWords.every((word) => words(row.model).split(' ').includes(word)));
  return narrowed.length > 0 ? narrowed : candidates;
}

/**
 * Carries the figures of the old sourced rows onto the single EPA row each one matches. An EPA row matched by
 * several old rows keeps only the figures they agree on.
 */
function carryFigures(epaRows, figureRows, fields, matches) {
  const carried = new Map();
  const unmatched = [];
  for (const old of figureRows) {
    let candidates = epaRows.filter(
      (row) =>
        Number(row.year) === Number(old.year) &&
        row.make.toLowerCase() === old.make.toLowerCase() &&
        sameFamily(old.model, row) &&
        matches(old, row),
    );
    candidates = narrowByTrim(candidates, old.trim ?? '');
    if (candidates.length !== 1) {
      unmatched.push(`${old.year} ${old.make} ${old.model} ${old.trim} (${candidates.length} EPA rows)`);
      continue;
    }
    const id = candidates[0].id;
    const entry = carried.get(id) ?? { values: {}, conflicts: new Set(), sources: [] };
    for (const field of fields) {
      const value = old[field] === undefined || old[field] === '' ? '' : Number(old[field]) || old[field];
      if (value === '') continue;
      if (field in entry.values && entry.values[field] !== value) entry.conflicts.add(field);
      else entry.values[field] = value;
    }
    entry.sources.push(old.source_id, ...ids(old.other_source_ids));
    carried.set(id, entry);
  }
  for (const entry of carried.values()) for (const field of entry.conflicts) delete entry.values[field];
  return { carried, unmatched };
}

/* ------------------------------------------------------------------ OpenEV Data */

function listJson(dir) {
  return readdirSync(dir).flatMap((name) => {
    const file = join(dir, name);
    return statSync(file).isDirectory() ? listJson(file) : name.endsWith('.json') ? [file] : [];
  });
}

function merge(base, over) {
  const out = { ...base };
  for (const [key, value] of Object.entries(over)) {
    out[key] =
      value && typeof value === 'object' && !Array.isArray(value) && typeof base[key] === 'object'
        ? merge(base[key] ?? {}, value)
        : value;
  }
  return out;
}

function readOpenEv(dir) {
  const records = [];
  for (const file of listJson(join(dir, 'src'))) {
    if (file.endsWith('base.json')) continue;
    const base = JSON.parse(readFileSync(join(dirname(dirname(file)), 'base.json'), 'utf8'));
    const record = merge(base, JSON.parse(readFileSync(file, 'utf8')));
    const epa = (record.range?.rated ?? []).find((rated) => rated.cycle === 'epa');
    if (!epa?.range_km || !record.year) continue;
    records.push({
      make: record.make?.name ?? '',
      model: record.model?.name ?? '',
      year: record.year,
      rangeMiles: Math.round(epa.range_km * MILES_PER_KM),
      batteryKwh: record.battery?.pack_capacity_kwh_net ?? record.battery?.pack_capacity_kwh_gross ?? '',
      dcKw: record.charging?.dc?.max_power_kw ?? '',
    });
  }
  return records;
}

/** The one value every matching OpenEV record agrees on, else nothing. */
function agreed(records, field) {
  const values = [...new Set(records.map((record) => record[field]).filter((value) => value !== ''))];
  return values.length === 1 ? values[0] : '';
}

/* ------------------------------------------------------------------ EVs */

const evEpa = readCsv(join(epaDir, 'ev.csv')).filter((row) => Number(row.year) >= FIRST_EV_YEAR);
const evFigures = readCsv(join(here, 'ev_model_figures.csv'));
const evCarry = carryFigures(
  evEpa,
  evFigures,
  ['vehicle_type', 'battery_capacity', 'msrp', 'charging_speed_l2', 'charging_speed_dcfc'],
  (old, row) => Math.round(Number(old.epa_range)) === Math.round(Number(row.range)),
);
const openEv = readOpenEv(openEvDir);
let openEvFilled = 0;

const evRows = evEpa.map((row) => {
  const carried = evCarry.carried.get(row.id);
  const values = carried?.values ?? {};
  const sources = [...(carried?.sources ?? [])];
  let battery = values.battery_capacity ?? '';
  let dc = values.charging_speed_dcfc ?? '';
  if (battery === '' || dc === '') {
    const matching = openEv.filter(
      (record) =>
        record.year === Number(row.year) &&
        record.make.toLowerCase() === row.make.toLowerCase() &&
        sameFamily(record.model, row) &&
        Math.abs(record.rangeMiles - Number(row.range)) <= 1,
    );
    const fromOpenEv = { battery: battery === '' ? agreed(matching, 'batteryKwh') : '', dc: dc === '' ? agreed(matching, 'dcKw') : '' };
    if (fromOpenEv.battery !== '' || fromOpenEv.dc !== '') {
      battery = battery === '' ? fromOpenEv.battery : battery;
      dc = dc === '' ? fromOpenEv.dc : dc;
      sources.push(OPEN_EV_SOURCE);
      openEvFilled += 1;
    }
  }
  return {
    ...epaIdentity(row, values),
    epa_range: positive(row.range),
    // EPA's combined kWh/100 mi as EPA writes it (four decimals): the calculators round only what they show.
    efficiency: positive(row.combE),
    charge_240_hours: positive(row.charge240),
    battery_capacity: battery,
    msrp: values.msrp ?? '',
    charging_speed_l2: values.charging_speed_l2 ?? '',
    charging_speed_dcfc: dc,
    source_id: EPA_SOURCE,
    other_source_ids: [...new Set(sources.filter((id) => id && id !== EPA_SOURCE))].join(';'),
  };
});

/* ------------------------------------------------------------------ gasoline */

const gasEpa = readCsv(join(epaDir, 'gas-2015-on.csv'));
const gasFigures = readCsv(join(here, 'ice_model_figures.csv'));
const gasCarry = carryFigures(
  gasEpa,
  gasFigures,
  ['vehicle_type', 'msrp', 'tank_capacity'],
  (old, row) => Number(old.mpg_city) === Number(row.city08) && Number(old.mpg_highway) === Number(row.highway08),
);

const gasRows = gasEpa.map((row) => {
  const carried = gasCarry.carried.get(row.id);
  const values = carried?.values ?? {};
  return {
    ...epaIdentity(row, values),
    mpg_city: positive(row.city08),
    mpg_highway: positive(row.highway08),
    mpg_combined: positive(row.comb08),
    hybrid: row.atvType === 'Hybrid',
    msrp: values.msrp ?? '',
    tank_capacity: values.tank_capacity ?? '',
    source_id: EPA_SOURCE,
    other_source_ids: [...new Set((carried?.sources ?? []).filter((id) => id && id !== EPA_SOURCE))].join(';'),
  };
});

writeFileSync(join(here, 'ev_models.csv'), `${Papa.unparse(evRows)}\n`);
writeFileSync(join(here, 'ice_models.csv'), `${Papa.unparse(gasRows)}\n`);

const filled = (rows, field) => rows.filter((row) => row[field] !== '').length;
console.log(
  `ev_models.csv: ${evRows.length} EPA rows; battery ${filled(evRows, 'battery_capacity')}, MSRP ${filled(evRows, 'msrp')}, ` +
    `L2 kW ${filled(evRows, 'charging_speed_l2')}, DC kW ${filled(evRows, 'charging_speed_dcfc')}; ` +
    `${evCarry.carried.size} carried from ${evFigures.length} sourced rows, ${openEvFilled} filled from OpenEV Data`,
);
console.log(
  `ice_models.csv: ${gasRows.length} EPA rows, ${gasRows.filter((row) => row.hybrid).length} hybrids; ` +
    `${gasCarry.carried.size} carried MSRP/tank from ${gasFigures.length} sourced rows`,
);
for (const line of [...evCarry.unmatched, ...gasCarry.unmatched]) console.log(`  not carried: ${line}`);
