/**
 * Code families: the groups of hybrid and EV codes that one piece of guidance explains (what the controller
 * watches, the usual causes, how to confirm, what not to do), and the modules of the high-voltage system a title
 * names. Pure: the seed stores each code's family with these rules, the code page and the tests apply the same
 * ones (docs/product/fault-codes.md § Code families, § Modules of the high-voltage system).
 */

export const CODE_FAMILY_SLUGS = [
  'isolation',
  'hv-interlock',
  'contactors',
  'battery-deterioration',
  'lost-communication',
  'coolant-pumps',
  'dc-dc-converter',
  'charger-inlet',
  'battery-temperature',
  'inverter-motor-temperature',
  'battery-voltage',
] as const;

export type CodeFamilySlug = (typeof CODE_FAMILY_SLUGS)[number];

export const isCodeFamilySlug = (value: string): value is CodeFamilySlug => (CODE_FAMILY_SLUGS as readonly string[]).includes(value);

interface FamilyRule {
  slug: CodeFamilySlug;
  matches: (code: string, title: string) => boolean;
}

const BATTERY = /hybrid\/ev battery|battery pack|battery cell|battery energy control module|battery interface control module/;

/**
 * The first rule a title meets decides, so the order is the contract: a charging system's isolation fault is an
 * isolation fault, a charger's contactor is a contactor, a lost battery module is a network fault, a battery's
 * coolant pump is a pump, and a battery charger's temperature sensor belongs to the charger.
 */
const RULES: readonly FamilyRule[] = [
  { slug: 'isolation', matches: (_code, t) => /\bisolation\b/.test(t) },
  { slug: 'hv-interlock', matches: (_code, t) => /\binterlock\b|service disconnect/.test(t) },
  { slug: 'contactors', matches: (_code, t) => /\bcontactor|\bprecharge\b/.test(t) },
  { slug: 'battery-deterioration', matches: (_code, t) => /battery pack [a-z] deterioration|replace hybrid\/ev battery/.test(t) },
  {
    slug: 'lost-communication',
    matches: (code, t) =>
      code.startsWith('U') &&
      /^lost communications? with/.test(t) &&
      /(battery energy|battery interface|battery charger|dc\/dc converter|drive motor|hybrid\/ev powertrain|starter \/ generator) control module|battery pack sensor module/.test(t),
  },
  { slug: 'coolant-pumps', matches: (_code, t) => /coolant pump/.test(t) },
  { slug: 'dc-dc-converter', matches: (_code, t) => /\bdc\/dc\b/.test(t) },
  {
    slug: 'charger-inlet',
    matches: (_code, t) => /battery charg(er|ing system)|inductive charg|charge port|charging (start|stop)|coupler|control pilot|proximity detection|charge status/.test(t),
  },
  { slug: 'battery-temperature', matches: (_code, t) => BATTERY.test(t) && /temperature/.test(t) },
  {
    slug: 'inverter-motor-temperature',
    matches: (_code, t) => /inverter|drive motor|motor electronics|generator/.test(t) && /temperature/.test(t),
  },
  {
    slug: 'battery-voltage',
    // A cooling fan's or pump's supply voltage is the fan's, not the cells'.
    matches: (_code, t) => BATTERY.test(t) && /voltage|\bcells?\b|imbalance|balanc/.test(t) && !/\bfan\b|pump|valve/.test(t),
  },
];

// Exported for its unit test: the rule is the contract.
/** The family whose guidance explains a code, by the first rule its title meets; undefined when none does. */
export function codeFamilyOf(code: string, title: string): CodeFamilySlug | undefined {
  const t = title.toLowerCase().replace(/\s+/g, ' ').trim();
  return RULES.find((rule) => rule.matches(code, t))?.slug;
}

/**
 * Modules of the high-voltage system as titles name them, most specific first. A network code (U0111) is not
 * flagged high voltage by its title (decision 0320), yet the module it lost manages the traction battery: the code
 * page says so in a line of its own.
 */
const HIGH_VOLTAGE_MODULES: readonly { pattern: RegExp; name: string }[] = [
  { pattern: /battery energy control module/, name: 'battery energy control module' },
  { pattern: /hybrid\/ev battery interface control module/, name: 'hybrid/EV battery interface control module' },
  { pattern: /hybrid\/ev battery pack sensor module/, name: 'hybrid/EV battery pack sensor module' },
  { pattern: /hybrid\/ev powertrain control module|hybrid powertrain control module/, name: 'hybrid/EV powertrain control module' },
  { pattern: /dc\/dc converter/, name: 'DC/DC converter' },
  { pattern: /drive motor control module/, name: 'drive motor control module' },
  { pattern: /battery charger|inductive charg(er|ing) (control )?module/, name: 'battery charger' },
];

// Exported for its unit test: the rule is the contract.
/** The module of the high-voltage system a title names ("battery energy control module"), or undefined. */
export function highVoltageModuleOf(title: string): string | undefined {
  const t = title.toLowerCase();
  return HIGH_VOLTAGE_MODULES.find((module) => module.pattern.test(t))?.name;
}

/** A family's guidance, as the seed's file, the back office and the code page hold it. */
export interface CodeFamilyText {
  slug: string;
  name: string;
  /** What the controller watches. */
  watches: string;
  causes: string[];
  /** How a technician confirms it: which measurement, with which instrument. */
  checks: string[];
  /** What not to do. */
  cautions: string[];
  /** When the job is the maker's service information's. */
  serviceInformation: string;
  sourceIds: string[];
}

/** A family as the table `code_families` and the seed's file write it (column names). */
export interface CodeFamilyRecord {
  slug: string;
  name: string;
  watches: string;
  causes: string[];
  checks: string[];
  cautions: string[];
  service_information: string;
  source_ids: string[];
}

export function codeFamilyFromRecord(record: CodeFamilyRecord): CodeFamilyText {
  return {
    slug: record.slug,
    name: record.name,
    watches: record.watches,
    causes: record.causes,
    checks: record.checks,
    cautions: record.cautions,
    serviceInformation: record.service_information,
    sourceIds: record.source_ids,
  };
}

/** Longest list item and paragraph the table takes (migration 0400); names are shorter. */
export const FAMILY_LIMITS = { name: 120, paragraph: 2000, item: 600, items: 12 } as const;

// Exported for its unit test: the seed refuses a file that breaks it, the back office a form.
/**
 * What is wrong with a family's guidance: every family names what the controller watches, at least one cause, one
 * check and one caution, when the maker's service information decides, and at least one listed public source.
 */
export function codeFamilyProblems(family: CodeFamilyText, knownSources: ReadonlySet<string>): string[] {
  const at = family.slug || '(no slug)';
  const problems: string[] = [];
  if (!family.name.trim()) problems.push(`${at}: no name`);
  if (!family.watches.trim()) problems.push(`${at}: does not say what the controller watches`);
  if (!family.serviceInformation.trim()) problems.push(`${at}: does not say when the maker's service information decides`);
  for (const [list, label] of [
    [family.causes, 'cause'],
    [family.checks, 'check'],
    [family.cautions, 'caution'],
  ] as const) {
    if (list.filter((item) => item.trim()).length === 0) problems.push(`${at}: no ${label}`);
    if (list.some((item) => item.includes(';'))) problems.push(`${at}: a ${label} contains a semicolon, which separates items in CSV files`);
  }
  if (family.sourceIds.length === 0) problems.push(`${at}: cites no source`);
  for (const id of family.sourceIds) if (!knownSources.has(id)) problems.push(`${at}: source ${id} is not listed in sources/*.json`);
  return problems;
}

/** A family's guidance as the code page shows it: the text and the sources it cites, by name and address. */
export interface CodeFamilyGuidance extends Omit<CodeFamilyText, 'sourceIds'> {
  sources: { id: string; name: string; url: string }[];
}

/** A family in the back office's list: its text and how many codes it explains. */
export interface AdminCodeFamily extends CodeFamilyText {
  id: number;
  codeCount: number;
  /** The first of its codes, whose page shows the family. */
  firstCode: string | null;
  edited: boolean;
}
