/// <reference lib="dom" />
import { formatDate, formatMiles, formatNumber, formatPercent, formatUsd } from '@/components/calculators/format';
import { loadTireUrl } from '@/lib/calculators/forms/links';
import { CALCULATOR_PARAMS, serializeTireUrl } from '@/lib/calculators/forms/params';
import { tireFromLink, tireReadings, tireResultFor, tireUrlOf, type TireValues } from '@/lib/calculators/forms/tire';
import { findVehicle } from '@/lib/calculators/forms/vehicle';
import { epaPageUrl, vehicleLabel, type EvModel, type RegionPrices } from '@/lib/calculators/range';
import { TIRE_CONSTANTS, TIRE_WARNINGS, pressureGuidance } from '@/lib/calculators/tire-pressure';
import { KIT_TIRE_DATA_URL } from '@/lib/field-kit/store';
import type { KitTirePressure } from '@/lib/field-kit/types';

/*
 * The field kit's tire-pressure calculator (docs/product/field-kit.md § What works offline): the online calculator's
 * own readings, messages and formula (lib/calculators), drawn with the DOM over the kit's tables. It is bundled on its
 * own when the site is built (app/field-kit/tire-pressure.js/route.ts), outside the site's chunks, so adding it
 * moved no other page's scripts (decision 0460). Its container is one React leaves alone (its content is set once on
 * the server), so drawing into it never meets hydration.
 */

const SELECTOR = '[data-kit-tire-pressure]';
const input =
  'mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 dark:border-slate-700 dark:bg-slate-900';
const card = 'rounded-xl border border-slate-200 p-4 dark:border-slate-800';
const muted = 'text-slate-600 dark:text-slate-400';
const link = 'text-brand-700 underline hover:no-underline dark:text-brand-300';

type Child = Node | string | null | undefined | false;

/** An element with attributes and children; text is always set as text, never parsed. */
function h(tag: string, attributes: Record<string, string | undefined> = {}, ...children: Child[]): HTMLElement {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) if (value !== undefined) element.setAttribute(name, value);
  for (const child of children) if (child) element.append(child);
  return element;
}

/**
 * The tables: with a saved kit the service worker answers them from the kit (the copy its version was saved with),
 * online or not; with none, the network does.
 */
async function loadTables(): Promise<KitTirePressure> {
  const response = await fetch(KIT_TIRE_DATA_URL, { credentials: 'omit' });
  if (!response.ok) throw new Error(`${KIT_TIRE_DATA_URL} answered ${response.status}`);
  return (await response.json()) as KitTirePressure;
}

/** The kit's rows as the calculators' model: the figures the calculation does not read are not carried. */
const asModel = (vehicle: KitTirePressure['vehicles'][number]): EvModel => ({
  ...vehicle,
  vehicleType: 'EV',
  batteryCapacityKwh: null,
  msrpUsd: null,
  chargingSpeedL2Kw: null,
  chargingSpeedDcfcKw: null,
});

const asRegion = (region: KitTirePressure['regions'][number]): RegionPrices => ({
  state: region.state,
  electricityRateCentsPerKwh: region.electricityRateCentsPerKwh,
  electricityAsOf: region.electricityAsOf,
  superchargingRateUsdPerKwh: 0,
  gasPriceUsdPerGallon: 0,
  gridCo2LbPerMwh: null,
  superchargingAsOf: '',
  gasAsOf: '',
});

/**
 * The address's inputs, read as the calculator's page reads its link: a shared /tire-calculator link opened offline
 * shows its result.
 */
function linkValues(evs: EvModel[], regions: RegionPrices[], tables: KitTirePressure): TireValues {
  return tireFromLink(loadTireUrl(window.location.search), evs, regions, tables.placards).values;
}

function mount(container: HTMLElement, tables: KitTirePressure) {
  const evs = tables.vehicles.map(asModel);
  const regions = tables.regions.map(asRegion);
  const id = container.id || 'kit-tire-pressure';
  let values = linkValues(evs, regions, tables);

  const select = (name: keyof TireValues, label: string) => {
    const control = h('select', { id: `${id}-${name}`, name, class: input }) as HTMLSelectElement;
    control.addEventListener('change', () => update({ [name]: control.value }));
    return { control, field: h('label', { for: `${id}-${name}`, class: 'block text-sm font-medium' }, label, control) };
  };
  const number = (name: 'current' | 'target' | 'miles' | 'elec', label: string, placeholder?: string, step = 'any') => {
    const param = CALCULATOR_PARAMS[name];
    const control = h('input', {
      id: `${id}-${name}`,
      name,
      type: 'number',
      inputmode: 'decimal',
      step,
      min: String(param.min),
      max: String(param.max),
      placeholder,
      class: input,
    }) as HTMLInputElement;
    control.value = values[name];
    control.addEventListener('input', () => update({ [name]: control.value }));
    const hint = h('p', { id: `${id}-${name}-hint`, class: `mt-1 text-xs ${muted}` });
    const problem = h('p', { id: `${id}-${name}-problem`, class: 'mt-1 text-sm text-red-700 dark:text-red-300' });
    const field = h('div', {}, h('label', { for: control.id, class: 'block text-sm font-medium' }, label), control, hint, problem);
    return { control, hint, problem, field };
  };

  const year = select('year', 'Year');
  const make = select('make', 'Make');
  const model = select('id', 'Model');
  const current = number('current', 'Current PSI');
  const target = number('target', 'Target PSI');
  const region = select('region', 'Region (electricity price)');
  const miles = number('miles', 'Annual miles (optional)', 'Default');
  miles.hint.textContent = 'Blank uses 12,000 miles.';
  const elec = number('elec', 'Electricity ¢/kWh (optional)', 'Default', '0.01');
  const output = h('div', { class: 'space-y-4', 'aria-live': 'polite' });

  for (const entry of regions) region.control.append(new Option(entry.state, entry.state));
  const years = [...new Set(evs.map((ev) => ev.year))];
  year.control.append(new Option('Select year', ''), ...years.map((value) => new Option(String(value), String(value))));

  function fillOptions() {
    year.control.value = values.year;
    const makes = [...new Set(evs.filter((ev) => String(ev.year) === values.year).map((ev) => ev.make))].sort((a, b) => a.localeCompare(b));
    make.control.replaceChildren(new Option('Select make', ''), ...makes.map((value) => new Option(value, value)));
    make.control.value = values.make;
    make.control.disabled = makes.length === 0;
    const models = evs.filter((ev) => String(ev.year) === values.year && ev.make === values.make);
    model.control.replaceChildren(
      new Option('Select model', ''),
      ...models.map((ev) => new Option(`${[ev.model, ev.trim].filter(Boolean).join(' ')} (${Math.round(ev.epaRangeMiles)} mi range)`, String(ev.id))),
    );
    model.control.value = values.id;
    model.control.disabled = models.length === 0;
    region.control.value = values.region;
  }

  function showProblem(field: ReturnType<typeof number>, problem: string | undefined) {
    field.problem.textContent = problem ?? '';
    if (problem) field.control.setAttribute('aria-invalid', 'true');
    else field.control.removeAttribute('aria-invalid');
    field.control.setAttribute('aria-describedby', `${field.hint.id}${problem ? ` ${field.problem.id}` : ''}`);
  }

  function draw() {
    const vehicle = findVehicle(evs, values);
    const guidance = vehicle ? pressureGuidance(tables.placards, vehicle.make, vehicle.model) : undefined;
    const maxPsi = guidance?.maxPsi ?? TIRE_CONSTANTS.defaultMaxPsi;
    const readings = tireReadings(values, maxPsi);
    target.control.max = String(maxPsi);
    const placard = guidance?.source ? ' (door placard: ' + guidance.source.name + ')' : guidance?.fromPlacard ? ' (door placard)' : ' (typical)';
    target.hint.textContent = `Recommended: ${guidance?.recommendedText ?? TIRE_CONSTANTS.defaultRecommendedText}${placard}${
      guidance?.appliesTo ? ` for ${guidance.appliesTo}` : ''
    } · max ${maxPsi} PSI`;
    showProblem(current, readings.current.problem);
    showProblem(target, readings.target.problem);
    showProblem(miles, readings.miles.problem);
    showProblem(elec, readings.elec.problem);

    const result = tireResultFor(values, evs, regions, tables.placards);
    const chosenRegion = regions.find((entry) => entry.state === values.region);
    const currentPsi = readings.current.value;
    const warning = (text: string, tone: string) =>
      h('p', { role: 'alert', class: `rounded-lg p-3 text-sm font-medium ${tone}` }, text);
    const parts: Child[] = [
      currentPsi !== undefined &&
        currentPsi < TIRE_CONSTANTS.lowPressurePsi &&
        warning(TIRE_WARNINGS.lowPressure, 'bg-red-50 text-red-800 dark:bg-red-950 dark:text-red-200'),
      result?.capped && warning(TIRE_WARNINGS.capped, 'bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-100'),
    ];
    if (result && vehicle) {
      const figure = (label: string, value: string, testId: string) =>
        h('div', { class: card }, h('p', { class: `text-sm ${muted}` }, label), h('p', { class: 'mt-1 text-2xl font-bold tabular-nums', 'data-testid': testId }, value));
      parts.push(
        h(
          'div',
          { class: 'grid gap-4 sm:grid-cols-3' },
          figure('Efficiency gain', formatPercent(result.gainPercent), 'efficiency-gain'),
          figure('Range increase', formatMiles(result.rangeIncreaseMiles, 1), 'range-increase'),
          figure('New total range', formatMiles(result.newRangeMiles, 1), 'new-range'),
        ),
        vehicle.epaId
          ? h('p', { class: 'text-xs text-slate-500' }, 'EPA figures: ', h('a', { href: epaPageUrl(vehicle.epaId), class: 'underline', rel: 'noopener noreferrer', target: '_blank' }, `fueleconomy.gov, ${vehicleLabel(vehicle)}`), '.')
          : null,
      );
      const loss = result.yearlyLoss;
      if (loss && result.gainPercent > 0) {
        const priced =
          loss.usd === null
            ? ''
            : `, or ${formatUsd(loss.usd)} a year${
                chosenRegion && values.elec === ''
                  ? ` at ${chosenRegion.state}'s average, ${formatNumber(chosenRegion.electricityRateCentsPerKwh, 2)} ¢/kWh (as of ${formatDate(chosenRegion.electricityAsOf)})`
                  : ''
              }`;
        parts.push(
          h(
            'p',
            { class: `${card} text-sm`, 'data-testid': 'yearly-loss' },
            `Driving ${formatMiles(loss.annualMiles)} a year at ${values.current} PSI instead of ${values.target} PSI uses about ${formatNumber(loss.kwh, 0)} kWh more${priced}, and gives up ${formatMiles(result.rangeIncreaseMiles, 1)} of range on every full charge.`,
          ),
        );
      }
      const address = serializeTireUrl('/tire-calculator', tireUrlOf(values, evs, true));
      parts.push(h('p', { class: 'text-sm' }, h('a', { href: address, class: link }, 'This result in the full calculator'), ' (a link to share; it needs a connection).'));
    } else {
      parts.push(h('p', { class: `${card} text-sm ${muted}` }, 'Choose your EV and enter the current and target tire pressure to see the range you gain.'));
    }
    output.replaceChildren(...parts.filter((part): part is Node | string => Boolean(part)));
  }

  function update(change: Partial<TireValues>) {
    // A new year or make starts the steps after it again, as the online form's cascade does.
    if (change.year !== undefined) values = { ...values, make: '', id: '' };
    if (change.make !== undefined) values = { ...values, id: '' };
    values = { ...values, ...change };
    if (change.year !== undefined || change.make !== undefined) fillOptions();
    draw();
  }

  fillOptions();
  container.replaceChildren(
    h(
      'form',
      { class: 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3', 'aria-label': 'Tire pressure inputs' },
      year.field,
      make.field,
      model.field,
      current.field,
      target.field,
      region.field,
      miles.field,
      elec.field,
    ),
    output,
    h('p', { class: `text-xs ${muted}` }, `${TIRE_CONSTANTS.gainPercentPerPsi}% efficiency per PSI added, capped at ${TIRE_CONSTANTS.maxGainPercent}%: the online calculator's rule.`),
  );
  container.querySelector('form')!.addEventListener('submit', (event) => event.preventDefault());
  draw();
}

let tables: Promise<KitTirePressure> | undefined;

async function mountAll() {
  const containers = [...document.querySelectorAll<HTMLElement>(`${SELECTOR}:not([data-mounted])`)];
  if (containers.length === 0) return;
  for (const container of containers) container.setAttribute('data-mounted', '');
  try {
    const loaded = await (tables ??= loadTables());
    for (const container of containers) mount(container, loaded);
  } catch {
    tables = undefined;
    for (const container of containers) {
      container.replaceChildren(
        h('p', { role: 'alert', class: `${card} text-sm` }, 'The vehicle tables could not be loaded. Save the field kit while you have a connection to use this calculator offline.'),
      );
    }
  }
}

// The page may be reached by the site's router after this script first ran: a container it draws later is mounted then.
new MutationObserver(() => void mountAll()).observe(document.documentElement, { childList: true, subtree: true });
void mountAll();
