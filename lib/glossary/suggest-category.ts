/**
 * The auto-suggest for a glossary entry's category (docs/product/back-office.md §7): count keyword
 * matches in the lower-cased term plus explanation, the highest count wins, a tie or no match gives
 * battery. Pure: the admin screens and the seed's agreement test call the same function.
 *
 * Matching: the text is lower-cased and every run of characters other than letters and digits becomes one
 * space, so a keyword is found at the start of a word and may continue ('cell' counts 'cells', 'charg'
 * counts 'charger' and 'charging'). A keyword that ends in a space must match the whole word ('ul ' is
 * the standards body, not the start of 'ultra'). Every occurrence counts.
 *
 * The lists use the glossary's own vocabulary (supabase/seed/reference/glossary.json). Battery starts with
 * the seven keywords the product description names.
 */
// Exported for its unit test: the rule is the contract.
// prettier-ignore
// prettier-ignore
export const CATEGORY_KEYWORDS = {
  battery: [
    'cell', 'charge', 'capacity', 'bms', 'thermal', 'degradation', 'kwh', 'battery pack', 'pack', 'module',
    'lithium', 'anode', 'cathode', 'electrolyte', 'chemistr', 'nmc', 'lfp', 'nca', 'sodium', 'solid state',
    'state of', 'soc ', 'soh ', 'balanc', 'aging', 'ageing', 'fade', 'contactor', 'pyrofuse', 'pre charge',
    'runaway', 'cycle', 'discharge', 'coulomb', 'energy density', 'internal resistance', 'open circuit',
    'nominal voltage', 'second life', 'vent', 'plating',
  ],
  charging: [
    'charging', 'charger', 'evse', 'charge point', 'charge port', 'connector', 'inlet', 'plug', 'ccs',
    'chademo', 'nacs', 'type 2', 'level 1', 'level 2', 'dc fast', 'dcfc', 'onboard charger', 'obc', 'pilot',
    'v2g', 'v2h', 'v2l', 'bidirectional', 'grid', 'tether', 'cable', 'receptacle', 'outlet', 'session',
    'cpo', 'circuit breaker', 'wallbox', 'wireless', 'megawatt', 'load management', 'smart charging',
    'curve', 'taper', 'charge limit', 'departure', 'fast charg', 'tariff', 'pins', 'supercharg', 'coupler',
    'inductive', 'ground pad', 'install',
  ],
  diagnostics: [
    'diagnos', 'check', 'compare', 'reading', 'suspect', 'indicat', 'stuck', 'plausib', 'log ', 'logs',
    'dtc', 'trouble code', 'code', 'obd', 'uds', 'scan', 'freeze frame', 'pid ', 'can bus', 'can fd',
    'lin bus', 'flexray', 'ethernet', 'doip', 'gateway', 'network', 'message', 'ecu', 'controller', 'bus',
    'service', 'request', 'response', 'status', 'byte', 'fault', 'failure', 'symptom', 'deviation', 'drain',
    'voltage drop', 'test', 'flash', 'programming', 'software', 'update', 'ota', 'tsb', 'bulletin',
    'warning', 'wake', 'sleep', 'isolation fault', 'stored',
  ],
  safety: [
    'safe', 'hazard', 'danger', 'shock', 'electrocut', 'boundary', 'ppe', 'protect', 'glove', 'rubber',
    'insulating', 'lockout', 'tagout', 'loto', 'zero voltage', 'de energi', 'disconnect', 'hvil',
    'interlock', 'observer', 'qualified', 'injur', 'fire', 'smoke', 'gas', 'toxic', 'hydrogen fluoride',
    'quarantine', 'damaged', 'flood', 'responder', 'emergency', 'rescue', 'orange', 'warning label',
    'touch', 'bonding', 'stored energy', 'work area', 'barrier', 'flammable', 'ventilat', 'irritat',
    'submerge', 'ignition', 'harm', 'evacuat', 'burn', 'lethal', 'fatal', 'accident', 'crash',
    'never touch', 'do not touch', 'voltage class', 'label', 'ready', 'live ', 'arc',
  ],
  maintenance: [
    'maintenance', 'servic', 'inspect', 'replace', 'interval', 'routine', 'schedul', 'coolant', 'level',
    'bleed', 'fluid', 'filter', 'brake', 'rotor corrosion', 'corrosion', 'rust', 'tire', 'tyre', 'tread',
    'wear', 'rotation', 'alignment', 'wheel', 'lift', 'jack', 'tow', 'flatbed', 'storage', 'store', 'oil',
    'lubric', 'refrigerant', 'r 1234yf', 'compressor oil', '12 volt', 'auxiliary battery', 'jump',
    'underbody', 'parking brake', 'mileage', 'miles', 'owner',
  ],
  performance: [
    'performance', 'range', 'efficien', 'consumption', 'mpge', 'epa', 'regen', 'pedal', 'kinetic',
    'recuperat', 'blending', 'creep', 'drive', 'driving', 'speed', 'accelerat', 'launch', 'torque vector',
    'peak power', 'continuous power', 'derat', 'drag', 'aerodynamic', 'rolling resistance', 'weight',
    'payload', 'towing', 'cold weather', 'winter', 'heat pump', 'cop ', 'preconditioning', 'cabin',
    'climate', 'heating', 'vampire', 'idle', 'mph', 'wh mi', 'kwh 100', 'miles per', 'estimate', 'braking',
    'decelerat', 'energy lost', 'loss', 'kilowatt', 'phantom', 'parked', 'motorway', 'highway',
    'power output', 'power',
  ],
  electronics: [
    'electronic', 'inverter', 'converter', 'dc dc', 'igbt', 'mosfet', 'sic ', 'silicon carbide', 'gan ',
    'gallium', 'transistor', 'semiconductor', 'gate driver', 'switching', 'pwm', 'pulse width', 'capacitor',
    'dc link', 'resistor', 'power factor', 'pfc', 'pdu', 'distribution unit', 'busbar', 'shielding', 'emi',
    'electromagnetic', 'sensor', 'current sensor', 'hall', 'control unit', 'vcu', 'iccu', 'ptc', 'heater',
    'pump', 'valve', 'expansion valve', 'compressor', 'actuator', 'circuit board', 'architecture',
    '800 volt', 'high voltage connector', 'harness', 'imd', 'monitoring device', 'power electronics',
  ],
  motor: [
    'motor', 'stator', 'rotor', 'winding', 'hairpin', 'magnet', 'neodymium', 'rare earth', 'synchronous',
    'induction', 'reluctance', 'axial flux', 'radial', 'pmsm', 'ipm ', 'eesm', 'resolver',
    'position sensor', 'back emf', 'field weakening', 'field oriented', 'foc ', 'slip', 'rpm', 'torque',
    'gear', 'reduction', 'differential', 'drive unit', 'edu ', 'axle', 'shaft', 'bearing', 'pawl', 'whine',
    'noise', 'phase', 'u v w', 'all wheel', 'dual motor', 'drivetrain', 'propulsion', 'angle', 'commutat',
    'ratio', 'shift',
  ],
  tools: [
    'tool', 'meter', 'multimeter', 'tester', 'probe', 'clamp', 'oscilloscope', 'scope', 'megohm',
    'milliohm', 'kelvin', 'four wire', 'proving unit', 'two pole', 'cat iii', 'cat iv',
    'measurement category', 'wrench', 'torque wrench', 'insulated', 'hand tool', 'lift table', 'table',
    'scan tool', 'j2534', 'pass thru', 'breakout', 'analyzer', 'adapter', 'camera', 'imaging', 'mat ',
    'blanket', 'hook', 'face shield', 'kit', 'vacuum', 'recovery machine', 'balancer', 'leak tester',
    'equipment', 'instrument', 'workshop', 'rated to', 'device', 'machine', 'measures', 'measuring',
    'padlock', 'hydraulic', 'set of', 'inflat', 'megger', 'gigohm', 'test lead', 'leads', 'rated load',
    'hand operated', 'recovers', 'simulat', 'accessor', 'interface', 'vci ', 'display', 'lock',
    'voltage tester',
  ],
  standards: [
    'standard', 'regulation', 'regulator', 'sae ', 'iso ', 'iec ', 'ul ', 'din ', 'un ', 'unece', 'nfpa',
    'nec ', 'fmvss', 'ocpp', 'ocpi', 'specification', 'spec ', 'protocol', 'certif', 'listed', 'listing',
    'complian', 'require', 'document', 'article 625', 'j1772', 'j3400', 'j1979', 'j2990', 'j1673', 'j2954',
    'j1634', '15118', '61851', '62196', '26262', 'wltp', 'procedure', 'test procedure', 'program',
    'passport', 'eu ', 'federal', 'law', 'rule', 'edition', 'published', 'define', 'international',
    'recommended practice', 'series', 'part ', 'covers', 'covering', 'testing laboratory', 'recognised',
    'recognized', 'interoperab', 'manual of tests', 'alliance', 'association', 'directive', 'mandat',
    'harmoni', 'organization', 'astm', 'osha', 'cfr ', 'laboratory', 'version', 'maintained by', 'criteria',
    'marking', 'layer', 'compatib', 'us ', 'national', 'limits',
  ],
} as const satisfies Record<string, readonly string[]>;

type SuggestedCategory = keyof typeof CATEGORY_KEYWORDS;

// Exported for its unit test: the rule is the contract.
export const SUGGESTED_CATEGORIES = Object.keys(CATEGORY_KEYWORDS) as SuggestedCategory[];

/** The category a tie or a text without any keyword gets (the site's rule). */
const DEFAULT_SUGGESTION: SuggestedCategory = 'battery';

/** Lower-cased, every run of non-alphanumerics one space, padded so that ' keyword' finds a word start. */
function normalizeForMatching(text: string): string {
  return ` ${text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;
}

function occurrences(haystack: string, keyword: string): number {
  const needle = ` ${keyword}`;
  let count = 0;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + needle.length - 1))
    count += 1;
  return count;
}

// Exported for its unit test: the rule is the contract.
/** Keyword counts per category for one text (term plus plain-text explanation). */
export function keywordScores(
  text: string,
  keywords: Readonly<Record<string, readonly string[]>> = CATEGORY_KEYWORDS,
): Record<string, number> {
  const haystack = normalizeForMatching(text);
  const scores: Record<string, number> = {};
  for (const [category, list] of Object.entries(keywords)) {
    scores[category] = list.reduce((sum, keyword) => sum + occurrences(haystack, keyword), 0);
  }
  return scores;
}

// Exported for its unit test: the rule is the contract.
/**
 * The suggested category of an entry: the one whose keywords occur most often in its term plus
 * explanation (plain text). A tie for the top count, or no keyword at all, gives the default.
 */
export function suggestCategory(
  term: string,
  explanationText: string,
  keywords: Readonly<Record<string, readonly string[]>> = CATEGORY_KEYWORDS,
  fallback: string = DEFAULT_SUGGESTION,
): string {
  const scores = keywordScores(`${term} ${explanationText}`, keywords);
  let best = fallback;
  let top = 0;
  let tied = false;
  for (const [category, score] of Object.entries(scores)) {
    if (score > top) {
      best = category;
      top = score;
      tied = false;
    } else if (score === top && score > 0) {
      tied = true;
    }
  }
  return top === 0 || tied ? fallback : best;
}

// Exported for its unit test: the rule is the contract.
/**
 * The keyword lists for the categories that exist now: the ten known lists, and for a category the
 * administrator created, the words of its id and name (so 'wiring-harness' suggests itself for entries
 * about wiring harnesses). Categories that no longer exist are never suggested.
 */
export function keywordsFor(
  categories: readonly { id: string; name: string }[],
): Record<string, readonly string[]> {
  const lists: Record<string, readonly string[]> = {};
  for (const category of categories) {
    const known = (CATEGORY_KEYWORDS as Record<string, readonly string[] | undefined>)[category.id];
    lists[category.id] =
      known ??
      [...new Set(normalizeForMatching(`${category.id} ${category.name}`).trim().split(' '))].filter(
        (word) => word.length > 2,
      );
  }
  return lists;
}

/**
 * Suggests among the categories that exist. The default is battery when it exists, otherwise the first
 * category given (the caller passes them in the screen's order).
 */
export function suggestAmong(
  categories: readonly { id: string; name: string }[],
  term: string,
  explanationText: string,
): string | undefined {
  if (categories.length === 0) return undefined;
  const fallback = categories.some((category) => category.id === DEFAULT_SUGGESTION)
    ? DEFAULT_SUGGESTION
    : categories[0]!.id;
  return suggestCategory(term, explanationText, keywordsFor(categories), fallback);
}
