/**
 * Usable battery capacity from the community's Open EV Data (github.com/KilowattApp/open-ev-data), for the EPA
 * rows that neither EPA nor the OpenEV Data the site already cites give a capacity. The rule
 * (docs/product/data.md § Community battery capacity, decision 0431): only the hand-curated rows, matched on
 * make, model and variant, from a source year no later than the EPA model year and at most three years before it.
 */

/** One hand-curated row of the repository (supabase/seed/reference/community_battery_capacities.csv). */
export interface CommunityBatteryRow {
  sourceId: string;
  brand: string;
  model: string;
  variant: string;
  releaseYear: number;
  usableKwh: number;
}

/** The EPA row's keys the rule reads. */
export interface EpaRowKeys {
  year: number;
  make: string;
  /** EPA's model name with its version ("EV6 Long Range RWD"). */
  model: string;
  /** EPA's base model ("EV6"); the model name where EPA gives none. */
  baseModel: string | null;
  /** EPA's drive ("Rear-Wheel Drive", "All-Wheel Drive", "4-Wheel Drive", "Front-Wheel Drive"). */
  drive: string | null;
}

export const COMMUNITY_BATTERY_MAX_AGE_YEARS = 3;

const squash = (value: string) => value.toLowerCase().replace(/[^a-z0-9]/g, '');

/** A model's key: the word that marks the electric version ("Niro EV", "Kona Electric") is not part of the name. */
const modelKey = (value: string) => squash(value.replace(/\s+(ev|electric)$/i, ''));

const words = (value: string) =>
  value
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map((word) => (word === 'perf' ? 'performance' : word));

/**
 * Words that name a battery of their own within a model (a long- or standard-range pack, a "Performance
 * Battery", a "Plus"): where EPA's name carries one, the variant must carry it too, so a "Model 3 Long Range"
 * never takes the capacity of a plain "RWD".
 */
const BATTERY_WORDS = ['long', 'standard', 'extended', 'performance', 'plus'];

/** Variant words that name the drive, checked against EPA's drive where EPA's model name does not carry them. */
const DRIVE_WORDS: Record<string, (drive: string) => boolean> = {
  '2wd': (drive) => /^(rear|front)-wheel/i.test(drive),
  rwd: (drive) => /^rear-wheel/i.test(drive),
  fwd: (drive) => /^front-wheel/i.test(drive),
  awd: (drive) => /^(all|4)-wheel/i.test(drive),
};

/**
 * True when every word of the row's variant is in EPA's model name (or, for a drive word, EPA's drive), and every
 * battery word of EPA's name is in the variant.
 */
function variantMatches(variant: string, ev: EpaRowKeys): boolean {
  const named = new Set(words(ev.model));
  const offered = new Set(words(variant));
  return (
    [...offered].every((word) => named.has(word) || (DRIVE_WORDS[word]?.(ev.drive ?? '') ?? false)) &&
    BATTERY_WORDS.every((word) => !named.has(word) || offered.has(word))
  );
}

/** True when a curated row may give this EPA row's capacity (make, model, variant, source year). */
export function communityRowFits(row: CommunityBatteryRow, ev: EpaRowKeys): boolean {
  return (
    squash(row.brand) === squash(ev.make) &&
    modelKey(row.model) === modelKey(ev.baseModel || ev.model) &&
    row.releaseYear <= ev.year &&
    row.releaseYear >= ev.year - COMMUNITY_BATTERY_MAX_AGE_YEARS &&
    variantMatches(row.variant, ev)
  );
}

/**
 * The row that gives an EPA row's capacity: of those that fit, the one whose variant names the most (an empty
 * variant fits every version of a model), then the latest source year. None where the rows left still disagree.
 */
export function matchCommunityBattery(
  ev: EpaRowKeys,
  rows: readonly CommunityBatteryRow[],
): CommunityBatteryRow | null {
  const fitting = rows.filter((row) => communityRowFits(row, ev));
  if (fitting.length === 0) return null;
  const mostWords = Math.max(...fitting.map((row) => words(row.variant).length));
  const specific = fitting.filter((row) => words(row.variant).length === mostWords);
  const latest = Math.max(...specific.map((row) => row.releaseYear));
  const chosen = specific.filter((row) => row.releaseYear === latest);
  const capacities = new Set(chosen.map((row) => row.usableKwh));
  return capacities.size === 1 ? (chosen.sort((a, b) => a.sourceId.localeCompare(b.sourceId))[0] ?? null) : null;
}
