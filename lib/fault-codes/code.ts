/**
 * Reading OBD-II diagnostic trouble codes (SAE J2012): what a code's characters say, which codes the site keeps,
 * the system each belongs to, whether it concerns the high-voltage system, and which codes share a circuit.
 * Pure: no I/O, so the seed, the pages, the back office and the tests apply the same rules
 * (docs/product/fault-codes.md § Selection rule, § Systems, § Families).
 */

/** A code as stored and as its canonical address shows it: P or U, then four hexadecimal digits, upper case. */
const CODE_PATTERN = /^[PU][0-9A-F]{4}$/;

/** What a visitor may type as a code: any case, spaces around it. */
export function normalizeCode(input: string): string | undefined {
  const code = input.trim().toUpperCase();
  return CODE_PATTERN.test(code) ? code : undefined;
}

const hex = (code: string) => Number.parseInt(code.slice(1), 16);

/** The SAE-controlled (generic) ranges of J2012; every other range means what each maker says it means. */
export function isGeneric(code: string): boolean {
  if (!CODE_PATTERN.test(code)) return false;
  const n = hex(code);
  if (code[0] === 'P') return n < 0x1000 || (n >= 0x2000 && n < 0x3000) || n >= 0x3400;
  return n < 0x1000 || n >= 0x3000;
}

/** SAE's block for hybrid and electric propulsion: every code in it is kept. */
export const isHybridBlock = (code: string) => code[0] === 'P' && hex(code) >= 0x0a00 && hex(code) <= 0x0dff;

/**
 * Phrases that name a hybrid or EV system in a title. A generic code outside P0A00–P0DFF is kept when its title
 * contains one. 'Generator' alone is not among them: SAE also calls the 12 V alternator a generator (P0620,
 * P2500), so only the motor-generator's phases, inverter and torque, and starter-generators, count.
 */
export const EV_TITLE_PHRASES: readonly RegExp[] = [
  /\bhybrid\b/i,
  /\bdrive motor\b/i,
  /\binverter\b/i,
  /\bbattery energy control module\b/i,
  /\bbattery charg(er|ing system)\b/i,
  /\bcharge port\b/i,
  /\bcontrol pilot\b/i,
  /\bproximity detection\b/i,
  /\bcharge status indicator\b/i,
  /\bcharging (start|stop) switch\b/i,
  /(?<!circuit )\bhigh voltage\b/i,
  /\bdc\/dc converter\b/i,
  /\bcontactor\b/i,
  /\bmotor electronics\b/i,
  /\ba\/c compressor (motor|control module)\b/i,
  /\bstarter ?\/ ?generator\b/i,
  /\bgenerator (phase|inverter|torque)\b/i,
  /\bpedestrian alert\b/i,
];

// Exported for its unit test: the rule is the contract.
/** Whether the site keeps a code: generic, and in the hybrid block or titled with a hybrid/EV system. */
export function isSelected(code: string, title: string): boolean {
  if (!isGeneric(code)) return false;
  if (isHybridBlock(code)) return true;
  return EV_TITLE_PHRASES.some((phrase) => phrase.test(title));
}

export const SYSTEMS = [
  {
    slug: 'battery',
    name: 'Battery pack and cells',
    description: 'The high-voltage battery: cell and module voltages, temperatures, current sensing, balancing and its control module.',
  },
  {
    slug: 'isolation',
    name: 'Isolation, interlock and contactors',
    description: 'What keeps the high voltage contained: insulation monitoring, the interlock loop, contactors, precharge, fuses and the service disconnect.',
  },
  {
    slug: 'motors',
    name: 'Inverters, drive motors and generators',
    description: 'The traction inverters, drive motors, motor-generators and starter-generators, their phase currents and position sensors.',
  },
  {
    slug: 'charging',
    name: 'Charging',
    description: 'The on-board charger, the charge port and inlet, the charging contactors and the signals exchanged with the charging station.',
  },
  {
    slug: 'dc-dc',
    name: 'DC/DC converter and 12 V supply',
    description: 'The converter that feeds the 12 V system from the high-voltage battery.',
  },
  {
    slug: 'cooling',
    name: 'Cooling and climate',
    description: 'Coolant pumps, valves, fans and heaters of the battery and power electronics, and the electric A/C compressor.',
  },
  {
    slug: 'communication',
    name: 'Communication',
    description: 'Network codes: a control module of the hybrid or EV system not heard on the bus, sending invalid data or running incompatible software.',
  },
  {
    slug: 'other',
    name: 'Other hybrid and EV systems',
    description: 'The hybrid powertrain control module, auxiliary transmission pumps, pedestrian alert sound and the other systems the block names.',
  },
] as const;

export type FaultSystem = (typeof SYSTEMS)[number]['slug'];

const SYSTEM_SLUGS = SYSTEMS.map((system) => system.slug) as readonly FaultSystem[];

export const isSystem = (value: string): value is FaultSystem => (SYSTEM_SLUGS as readonly string[]).includes(value);

export const systemName = (slug: FaultSystem) => SYSTEMS.find((system) => system.slug === slug)!.name;

// Exported for its unit test: the rule is the contract.
/**
 * The system a code concerns, by the first rule its title meets. The order matters: a battery pack's cooling fan is
 * cooling, a charger's contactor is isolation, a drive motor inverter's temperature sensor is the inverter's.
 */
export function systemOf(code: string, title: string): FaultSystem {
  const t = title.toLowerCase();
  if (code[0] === 'U' && !/interlock|isolation/.test(t)) return 'communication';
  if (/cool|\bfan\b|heater|a\/c |refrigerant|air flow valve|thermal/.test(t)) return 'cooling';
  if (/isolation|interlock|contactor|service disconnect|high voltage fuse|high voltage system|high voltage present/.test(t)) return 'isolation';
  if (/charg(er|ing|e port|e status)|control pilot|proximity detection|coupler/.test(t)) return 'charging';
  if (/dc\/dc|14 volt|step down/.test(t)) return 'dc-dc';
  if (/motor|generator|inverter|resolver/.test(t) && !/pump motor|fluid pump/.test(t)) return 'motors';
  if (/battery|\bcell\b/.test(t)) return 'battery';
  return 'other';
}

// Exported for its unit test: the rule is the contract.
/**
 * Whether a code concerns the high-voltage system (its page then carries the safety notice): the battery, the
 * isolation and contactors, the inverters and motors, the DC/DC converter and the charger's power side all carry
 * traction voltage; so does the electric A/C compressor. A charge port door, an indicator lamp or a network code
 * does not by its title.
 */
export function isHighVoltage(code: string, title: string, system: FaultSystem = systemOf(code, title)): boolean {
  const t = title.toLowerCase();
  if (/high voltage/.test(t)) return true;
  switch (system) {
    case 'battery':
    case 'isolation':
    case 'motors':
    case 'dc-dc':
      return true;
    case 'charging':
      return /battery charg|contactor|coupler|charger/.test(t) && !/door|indicator|lamp|switch|lock/.test(t);
    case 'cooling':
      return /a\/c compressor (motor|control module)/.test(t);
    case 'other':
      // The system's active discharge and its shutdown concern the traction voltage itself.
      return /discharge|hybrid\/ev system/.test(t);
    default:
      return false;
  }
}

/** The conditions J2012 appends to a circuit's name, longest first so that "Circuit Low" is taken before "Low". */
const CONDITIONS = [
  'performance/stuck off',
  'performance/stuck on',
  'circuit range/performance',
  'circuit intermittent/erratic',
  'range/performance',
  'range/perfomance',
  'range/performace',
  'intermittent/erratic',
  'circuit intermittent',
  'circuit /open',
  'circuit/open',
  'circuit low',
  'circuit high',
  'circuit open',
  'intermittent',
  'performance',
  'stuck open',
  'stuck closed',
  'stuck on',
  'stuck off',
  'too high',
  'too low',
  'circuit',
  '/open',
  'open',
  'low',
  'high',
];

// Exported for its unit test: the rule is the contract.
/**
 * The circuit a title names without its condition: the codes of one family (low, high, range/performance,
 * intermittent…) share it. "Drive Motor A Position Sensor Circuit Low" → "drive motor a position sensor".
 */
export function familyOf(title: string): string {
  let base = title.toLowerCase().replace(/[“”"]/g, '').replace(/\s+/g, ' ').trim();
  for (let changed = true; changed; ) {
    changed = false;
    for (const condition of CONDITIONS) {
      if (base.endsWith(` ${condition}`) || (condition.startsWith('/') && base.endsWith(condition))) {
        base = base.slice(0, base.length - condition.length).trim();
        changed = true;
        break;
      }
    }
  }
  return base;
}

/** How a code reads, character by character, for the explanation beside it. */
export function readCode(code: string): { position: string; meaning: string }[] {
  const generic = isGeneric(code);
  return [
    { position: code[0]!, meaning: code[0] === 'P' ? 'Powertrain' : 'Network: communication between control modules' },
    {
      position: code[1]!,
      meaning: generic ? 'Generic: defined by SAE J2012, the same on every make' : 'Manufacturer-controlled: its meaning depends on the make',
    },
    {
      position: code[2]!,
      meaning: isHybridBlock(code) ? 'The system group: A to D are hybrid and electric propulsion (P0A00–P0DFF)' : 'The system group',
    },
    { position: code.slice(3), meaning: 'The circuit and the fault within that system' },
  ];
}

interface DtcLine {
  code: string;
  title: string;
}

/**
 * The lines of the dataset's files: `CODE - Title`. Range markers (`P3400 - P34C8`) are not codes with titles and
 * are skipped; a code listed twice keeps its first title.
 */
export function parseDtcLines(text: string): DtcLine[] {
  const seen = new Set<string>();
  const lines: DtcLine[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const match = /^([PU][0-9A-F]{4}) - (.+)$/.exec(raw.trim());
    if (!match) continue;
    const [, code, title] = match as unknown as [string, string, string];
    if (/^[PU][0-9A-F]{4}$/.test(title.trim()) || seen.has(code)) continue;
    seen.add(code);
    lines.push({ code, title: title.trim() });
  }
  return lines;
}

export interface SelectedCode {
  code: string;
  title: string;
  system: FaultSystem;
  highVoltage: boolean;
  family: string;
}

/** The codes the site keeps from the dataset's lines, each with its system, high-voltage flag and family. */
export function selectCodes(lines: readonly DtcLine[]): SelectedCode[] {
  return lines
    .filter((line) => isSelected(line.code, line.title))
    .map((line) => {
      const system = systemOf(line.code, line.title);
      return { code: line.code, title: line.title, system, highVoltage: isHighVoltage(line.code, line.title, system), family: familyOf(line.title) };
    });
}
