import { createParser, createSerializer, parseAsNativeArrayOf, type inferParserType } from 'nuqs/server';
import { formatBound } from '@/lib/calculators/format';
import { checkPanel, PANEL_CONSTANTS, type Appliance, type PanelInput } from '@/lib/calculators/panel-check';

/**
 * The panel check's URL parameters, each defined once: name, reading, bounds, default and message
 * (docs/product/panel-check.md § Link and § Messages). The form (useQueryStates), the shared link
 * (createSerializer), the page's server render, the JSON route and the OG image (createLoader, in
 * links.ts) all read and write the query through these definitions.
 *
 * As in the other calculators, the query holds each input's text as typed, and the readers below check it,
 * so that a half-typed or out-of-range number stays in its field with its message beside it.
 */

const DECIMAL = /^\d+(\.\d+)?$/;
const WHOLE = /^\d+$/;
/** An appliance's label: letters, digits, spaces and hyphens, up to 40 characters ('Well pump', 'well-pump'). */
const APPLIANCE_NAME = /^[A-Za-z0-9][A-Za-z0-9 -]{0,39}$/;

interface PanelNumberParam {
  readonly label: string;
  readonly min: number;
  readonly max: number;
  readonly default?: number;
  readonly message: string;
  /** Reads a number of the right form inside the bounds; anything else is null. */
  readonly read: (text: string) => number | null;
  /** Whether the text is a number of the right form at all, whatever its size. */
  readonly isNumber: (text: string) => boolean;
}

function numberParam(spec: {
  label: string;
  min: number;
  max: number;
  unit: string;
  default?: number;
  whole?: boolean;
}): PanelNumberParam {
  const form = spec.whole ? WHOLE : DECIMAL;
  const isNumber = (text: string) => form.test(text.trim());
  return {
    label: spec.label,
    min: spec.min,
    max: spec.max,
    default: spec.default,
    message: `${spec.label} must be ${spec.whole ? 'a whole number' : 'a number'} from ${formatBound(spec.min)} to ${formatBound(spec.max)}${spec.unit}.`,
    isNumber,
    read: (text) => {
      if (!isNumber(text)) return null;
      const value = Number(text.trim());
      return value >= spec.min && value <= spec.max ? value : null;
    },
  };
}

const vaParam = (label: string) => numberParam({ label, min: 0, max: 50_000, unit: ' VA', default: 0 });

const PANEL_METHODS = ['220.83', '220.87'] as const;
export type PanelMethodChoice = (typeof PANEL_METHODS)[number];

/** Every number the panel check reads from a link, keyed by URL parameter. */
export const PANEL_PARAMS = {
  service: numberParam({ label: 'Service rating', min: 30, max: 400, unit: ' A' }),
  sqft: numberParam({ label: 'Floor area', min: 100, max: 20_000, unit: ' ft²' }),
  sac: numberParam({ label: 'Small-appliance circuits', min: 2, max: 20, unit: '', default: 2, whole: true }),
  laundry: numberParam({ label: 'Laundry circuits', min: 1, max: 10, unit: '', default: 1, whole: true }),
  heat: vaParam('Existing heating'),
  cool: vaParam('Existing cooling'),
  newheat: vaParam('New heating'),
  newcool: vaParam('New cooling'),
  peak: numberParam({ label: '12-month peak demand', min: 0.1, max: 200, unit: ' kW' }),
  charger: numberParam({
    label: 'Charger size',
    min: 6,
    max: 80,
    unit: ' A',
    default: PANEL_CONSTANTS.defaultChargerAmps,
  }),
} as const;

export type PanelNumberField = keyof typeof PANEL_PARAMS;

export const APPLIANCE_LIMITS = { max: 30, nameLength: 40, minVa: 0, maxVa: 50_000 } as const;

// Exported for the tests: these texts are what the JSON route and the page answer a bad link with.
export const PANEL_MESSAGES = {
  method: 'Method must be 220.83 or 220.87.',
  applianceName:
    'Appliance names use letters, digits, spaces and hyphens, up to 40 characters (such as Well pump).',
  applianceVa: 'Each appliance must be a number from 0 to 50,000 VA.',
  applianceForm: 'Each appliance is written name:VA, such as range:8000.',
  applianceCount: 'At most 30 appliances.',
} as const;

/** Which numbers each method needs; the others are not read. */
const METHOD_FIELDS: Record<PanelMethodChoice, readonly PanelNumberField[]> = {
  '220.83': ['service', 'sqft', 'sac', 'laundry', 'heat', 'cool', 'newheat', 'newcool', 'charger'],
  '220.87': ['service', 'peak', 'charger'],
};

/** The text of one input as the query string carries it (at most 200 characters); blank reads as absent. */
const urlText = createParser<string>({
  parse: (raw) => raw.trim().slice(0, 200) || null,
  serialize: (value) => value,
});

/** The query's keys in the order a shared link shows them; `appliance` repeats as `name:VA`. */
export const PANEL_URL = {
  method: urlText,
  service: urlText,
  sqft: urlText,
  sac: urlText,
  laundry: urlText,
  appliance: parseAsNativeArrayOf(urlText),
  heat: urlText,
  cool: urlText,
  newheat: urlText,
  newcool: urlText,
  peak: urlText,
  charger: urlText,
};

type PanelUrl = inferParserType<typeof PANEL_URL>;

export const serializePanelUrl = createSerializer(PANEL_URL);

export interface ApplianceRow {
  name: string;
  va: string;
}

/** The form's values: each input's text. */
export type PanelValues = { method: PanelMethodChoice; appliances: ApplianceRow[] } & Record<
  PanelNumberField,
  string
>;

const NUMBER_FIELDS = Object.keys(PANEL_PARAMS) as PanelNumberField[];

const readMethod = (text: string | null): PanelMethodChoice | null =>
  (PANEL_METHODS as readonly string[]).includes(text ?? '') ? (text as PanelMethodChoice) : null;

/** `range:8000` → { name: 'range', va: '8000' }; text without a colon is all name. */
function applianceRow(text: string): ApplianceRow {
  const colon = text.lastIndexOf(':');
  return colon < 0
    ? { name: text, va: '' }
    : { name: text.slice(0, colon).trim(), va: text.slice(colon + 1).trim() };
}

const applianceText = (row: ApplianceRow) => `${row.name.trim()}:${row.va.trim()}`;

/** The form's values for what the address holds (after the visitor's first change). */
export function panelValuesOf(url: PanelUrl): PanelValues {
  const values = {
    method: readMethod(url.method) ?? '220.83',
    appliances: url.appliance.map(applianceRow),
  } as PanelValues;
  for (const field of NUMBER_FIELDS) values[field] = url[field] ?? '';
  return values;
}

/**
 * The query for the form's values. The address keeps every field typed, so switching the method loses
 * nothing; a shared link (`share`) carries only the chosen method's fields, in the link form the product
 * names.
 */
export function panelUrlOf(values: PanelValues, share = false): PanelUrl {
  const fields = share ? METHOD_FIELDS[values.method] : NUMBER_FIELDS;
  const url = { method: values.method, appliance: [] as string[] } as PanelUrl;
  for (const field of NUMBER_FIELDS)
    url[field] = fields.includes(field) ? values[field].trim() || null : null;
  if (!share || values.method === '220.83') {
    url.appliance = values.appliances.filter((row) => row.name.trim() || row.va.trim()).map(applianceText);
  }
  return url;
}

/** A link's form values and what was wrong with it: each problem is named, and its field falls back. */
function panelFromLink(url: PanelUrl): { values: PanelValues; issues: string[] } {
  const issues: string[] = [];
  const method = readMethod(url.method);
  if (url.method !== null && method === null) issues.push(`${PANEL_MESSAGES.method} Showing 220.83.`);
  const values = { method: method ?? '220.83', appliances: url.appliance.map(applianceRow) } as PanelValues;
  for (const field of NUMBER_FIELDS) {
    const param = PANEL_PARAMS[field];
    const text = url[field];
    if (text === null) {
      values[field] = param.default === undefined ? '' : String(param.default);
      continue;
    }
    if (METHOD_FIELDS[values.method].includes(field) && param.read(text) === null) issues.push(param.message);
    // A number out of range stays in its field, beside its message; text that is no number leaves it blank.
    values[field] = param.isNumber(text) ? text : '';
  }
  if (values.method === '220.83') {
    for (const problem of readAppliances(values.appliances).problems) {
      if (problem) issues.push(problem);
    }
  }
  return { values, issues };
}

interface ApplianceReading {
  appliances: Appliance[];
  /** Per row: its message, or undefined. */
  problems: (string | undefined)[];
  /** The list's own problem (too many rows). */
  listProblem?: string;
}

function readAppliances(rows: ApplianceRow[]): ApplianceReading {
  const appliances: Appliance[] = [];
  const problems = rows.map((row) => {
    const name = row.name.trim();
    const vaText = row.va.trim();
    if (!name && !vaText) return undefined;
    if (!APPLIANCE_NAME.test(name)) return PANEL_MESSAGES.applianceName;
    if (!vaText) return PANEL_MESSAGES.applianceForm;
    const va = DECIMAL.test(vaText) ? Number(vaText) : NaN;
    if (!(va >= APPLIANCE_LIMITS.minVa && va <= APPLIANCE_LIMITS.maxVa)) return PANEL_MESSAGES.applianceVa;
    appliances.push({ name, va });
    return undefined;
  });
  const listProblem = rows.length > APPLIANCE_LIMITS.max ? PANEL_MESSAGES.applianceCount : undefined;
  return { appliances, problems, listProblem };
}

type PanelProblems = Partial<Record<PanelNumberField | 'method' | 'appliance', string>>;

interface PanelReading {
  /** The calculation's input, when every field the method needs is filled in and valid. */
  input: PanelInput | null;
  /** Each field's message. A blank field the method needs has one only when `blankIsProblem`. */
  problems: PanelProblems;
  appliances: ApplianceReading;
}

/**
 * Reads the form's values into the calculation's input. The form leaves a blank field without a message
 * (the visitor has not typed it yet); the JSON route counts it as a problem (`blankIsProblem`).
 */
export function readPanel(values: PanelValues, { blankIsProblem = false } = {}): PanelReading {
  const problems: PanelProblems = {};
  const numbers: Partial<Record<PanelNumberField, number>> = {};
  let complete = true;
  for (const field of METHOD_FIELDS[values.method]) {
    const param = PANEL_PARAMS[field];
    const text = values[field].trim();
    if (!text) {
      complete = false;
      if (blankIsProblem) problems[field] = param.message;
      continue;
    }
    const value = param.read(text);
    if (value === null) problems[field] = param.message;
    else numbers[field] = value;
  }
  const appliances = readAppliances(values.method === '220.83' ? values.appliances : []);
  const applianceProblem = appliances.listProblem ?? appliances.problems.find(Boolean);
  if (applianceProblem) problems.appliance = applianceProblem;
  if (!complete || Object.keys(problems).length > 0) return { input: null, problems, appliances };

  const n = numbers as Record<PanelNumberField, number>;
  const input: PanelInput =
    values.method === '220.87'
      ? { method: '220.87', serviceAmps: n.service, peakKw: n.peak, chargerAmps: n.charger }
      : {
          method: '220.83',
          serviceAmps: n.service,
          squareFeet: n.sqft,
          smallApplianceCircuits: n.sac,
          laundryCircuits: n.laundry,
          appliances: appliances.appliances,
          heatVa: n.heat,
          coolVa: n.cool,
          newHeatVa: n.newheat,
          newCoolVa: n.newcool,
          chargerAmps: n.charger,
        };
  return { input, problems, appliances };
}

/** The JSON route's reading of a query: a method that is not one of the two is a problem too. */
export function readPanelQuery(url: PanelUrl): PanelReading {
  const method = url.method === null ? '220.83' : readMethod(url.method);
  const values = panelValuesOf(url);
  for (const field of NUMBER_FIELDS) {
    const param = PANEL_PARAMS[field];
    if (url[field] === null && param.default !== undefined) values[field] = String(param.default);
  }
  const reading = readPanel(values, { blankIsProblem: true });
  if (method === null)
    return { ...reading, input: null, problems: { method: PANEL_MESSAGES.method, ...reading.problems } };
  return reading;
}

/**
 * A link's query decoded once for the page, its metadata and its preview image: the form's values, what was
 * wrong with the link, and the result when the link carries a complete home.
 */
export function panelCheckOfLink(url: PanelUrl) {
  const { values, issues } = panelFromLink(url);
  const { input } = readPanel(values);
  return { values, issues, result: input ? checkPanel(input) : null };
}
