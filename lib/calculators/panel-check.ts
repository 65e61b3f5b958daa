/**
 * Panel check: whether a home's electrical service can take an EV charger, by the NEC 2023 load calculation
 * for an existing dwelling (docs/product/panel-check.md). Pure functions: no I/O, no React.
 *
 * Every figure is in volt-amperes (VA) at 240 V. The readings chosen where the code leaves room are listed in
 * docs/product/panel-check.md § Readings.
 */

import { formatNumber } from '@/lib/calculators/format';
import { formatDecimal } from '@/lib/number-format';

export const PANEL_CONSTANTS = {
  edition: 'NEC 2023',
  volts: 240,
  /** 220.83: general lighting and receptacles per square foot of floor area. */
  vaPerSquareFoot: 3,
  /** 220.83: each small-appliance and laundry branch circuit. */
  vaPerCircuit: 1_500,
  minSmallApplianceCircuits: 2,
  minLaundryCircuits: 1,
  /** 220.83: the part of the other loads counted at 100 %; the rest counts at 40 %. */
  firstBlockVa: 8_000,
  remainderFactor: 0.4,
  /** 220.87: the highest 15-minute demand counts at 125 %. */
  measuredFactor: 1.25,
  /** 220.57: an EV charger counts as the larger of 7,200 VA and its nameplate. */
  chargerFloorVa: 7_200,
  /** 625.41 and 210.20(A): the charger is a continuous load, its breaker at least 125 % of its current. */
  continuousFactor: 1.25,
  /** The common charger settings the form offers (16 A on a 20 A breaker … 48 A on a 60 A breaker). */
  standardChargerAmps: [16, 24, 32, 40, 48],
  /** The form's default: the most common setting of a wall charger on a 40 A circuit. */
  defaultChargerAmps: 32,
  /**
   * 7,200 VA ÷ 240 V: any setting below this counts as this much (220.57), so a lower setting never makes a
   * charger fit and the verdict suggests none below it.
   */
  floorAmps: 30,
  /** The highest setting an adjustable-current charger (625.42) is tried at; the form's own limit. */
  maxSettingAmps: 80,
  /** 220.70, 750.30: an energy-management system's setpoint counts as a continuous load, at most 80 % of the service. */
  emsSetpointFactor: 0.8,
  /** Common residential service ratings, for the size a service upgrade would need. */
  serviceSizes: [60, 100, 125, 150, 200, 225, 320, 400],
} as const;

/** 240.6(A) standard breaker ratings up to 100 A (a charger of at most 80 A needs no more). */
const STANDARD_BREAKERS = [15, 20, 25, 30, 35, 40, 45, 50, 60, 70, 80, 90, 100] as const;

/**
 * Copper conductor for each breaker, from the 60 °C column of Table 310.16: 110.14(C)(1)(a) takes 60 °C
 * terminations for circuits of 100 A or less unless the equipment is listed for 75 °C, and 240.4(D) caps
 * 14, 12 and 10 AWG at 15, 20 and 30 A. Shown as typical, never as a design.
 */
const COPPER_60C: readonly { awg: string; amps: number }[] = [
  { awg: '14 AWG', amps: 15 },
  { awg: '12 AWG', amps: 20 },
  { awg: '10 AWG', amps: 30 },
  { awg: '8 AWG', amps: 40 },
  { awg: '6 AWG', amps: 55 },
  { awg: '4 AWG', amps: 70 },
  { awg: '3 AWG', amps: 85 },
  { awg: '2 AWG', amps: 95 },
  { awg: '1 AWG', amps: 110 },
];

export interface Appliance {
  /** A label of letters, digits, spaces and hyphens ('Well pump'). */
  name: string;
  va: number;
}

interface ExistingDwellingInput {
  method: '220.83';
  serviceAmps: number;
  squareFeet: number;
  smallApplianceCircuits: number;
  laundryCircuits: number;
  appliances: Appliance[];
  heatVa: number;
  coolVa: number;
  newHeatVa: number;
  newCoolVa: number;
  chargerAmps: number;
}

interface MeasuredDemandInput {
  method: '220.87';
  serviceAmps: number;
  peakKw: number;
  chargerAmps: number;
}

export type PanelInput = ExistingDwellingInput | MeasuredDemandInput;

type PanelMethod = '220.83(A)' | '220.83(B)' | '220.87';

/** One line of the arithmetic, with the rule it applies. */
interface PanelStep {
  section: string;
  label: string;
  /** How the figure was reached, in words and numbers ('1,500 ft² × 3 VA'). */
  detail: string;
  va: number;
}

interface ChargerCircuit {
  chargerAmps: number;
  /** 125 % of the charger's current. */
  minimumAmps: number;
  breakerAmps: number;
  conductor: string;
}

export interface PanelResult {
  method: PanelMethod;
  serviceAmps: number;
  /** The sum before demand factors (220.83 only): the larger of heating and cooling and the charger included. */
  connectedVa: number | null;
  /** The calculated load, rounded to the whole VA. */
  demandVa: number;
  /** demandVa ÷ 240 V, unrounded. */
  amps: number;
  /** serviceAmps − amps, unrounded; negative when it does not fit. */
  headroomAmps: number;
  fits: boolean;
  chargerVa: number;
  circuit: ChargerCircuit;
  /** The largest common setting from 30 A up (32, 40, 48 A) that fits, or null when none does. */
  largestCharger: number | null;
  steps: PanelStep[];
  /** The home as it stands, without the charger (the same calculation with no charger line). */
  house: HouseLoad;
  /** The largest whole-amp setting from 30 to 80 A that fits (adjustable-current charger, 625.42); null when none. */
  largestSettingAmps: number | null;
  /** What an energy-management system would have to do; null when the charger fits without one. */
  ems: EmsNeed | null;
  /** 220.87 (asked only of a 220.83 result that does not fit): the highest 12-month peak at which the charger fits. */
  maxPeakKw: number | null;
  /** The smallest common service rating the calculation fits, for a service upgrade; null when it fits. */
  upgradeServiceAmps: number | null;
}

export interface HouseLoad {
  /** Whole VA. */
  demandVa: number;
  /** Unrounded. */
  amps: number;
  /** serviceAmps − amps, unrounded. */
  headroomAmps: number;
  /** 'under' leaves room; 'at' or 'over' leaves none, so no charger setting by itself can fit. */
  stands: 'under' | 'at' | 'over';
  /** What the smallest charger load (7,200 VA) adds to this home's calculation, in A. */
  chargerFloorAddsAmps: number;
}

export interface EmsNeed {
  /** The highest setpoint allowed: 80 % of the service (a continuous load). */
  setpointAmps: number;
  /** The calculated load with the chosen charger above the setpoint, in A and whole VA. */
  shedAmps: number;
  shedVa: number;
  /** The visitor's listed appliances, largest first, whose nameplates together cover the shed load. */
  appliances: Appliance[];
  /** Whether the listed appliances cover it (else the EMS must also pause the charger or other loads). */
  covered: boolean;
}

const whole = (value: number) => formatNumber(Math.round(value));
const va = (value: number) => `${whole(value)} VA`;

/** 220.57: the larger of 7,200 VA and the nameplate (amps × 240 V). */
const chargerVa = (amps: number) =>
  Math.max(PANEL_CONSTANTS.chargerFloorVa, amps * PANEL_CONSTANTS.volts);

// Exported for its unit test: the rule is the contract.
/** 625.41, 210.20(A), 240.6(A): the next standard breaker at or above 125 % of the charger's current. */
export function chargerCircuit(amps: number): ChargerCircuit {
  const minimumAmps = amps * PANEL_CONSTANTS.continuousFactor;
  const breakerAmps =
    STANDARD_BREAKERS.find((size) => size >= minimumAmps - 1e-9) ??
    STANDARD_BREAKERS[STANDARD_BREAKERS.length - 1]!;
  const conductor = COPPER_60C.find((wire) => wire.amps >= breakerAmps)?.awg ?? '1 AWG';
  return { chargerAmps: amps, minimumAmps, breakerAmps, conductor };
}

/** 220.83: the first 8,000 VA at 100 %, the rest at 40 %. */
const firstBlockAndRest = (sum: number) =>
  Math.min(sum, PANEL_CONSTANTS.firstBlockVa) +
  PANEL_CONSTANTS.remainderFactor * Math.max(0, sum - PANEL_CONSTANTS.firstBlockVa);

interface Calculated {
  method: PanelMethod;
  connectedVa: number | null;
  demandVa: number;
  steps: PanelStep[];
}

function existingDwelling(input: ExistingDwellingInput, charger: number): Calculated {
  const C = PANEL_CONSTANTS;
  const lighting = input.squareFeet * C.vaPerSquareFoot;
  const smallAppliance = input.smallApplianceCircuits * C.vaPerCircuit;
  const laundry = input.laundryCircuits * C.vaPerCircuit;
  const appliances = input.appliances.reduce((sum, appliance) => sum + appliance.va, 0);
  const steps: PanelStep[] = [
    {
      section: '220.83',
      label: 'General lighting and receptacles',
      detail: `${whole(input.squareFeet)} ft² × ${C.vaPerSquareFoot} VA`,
      va: lighting,
    },
    {
      section: '220.83',
      label: 'Small-appliance circuits',
      detail: `${input.smallApplianceCircuits} × ${va(C.vaPerCircuit)}`,
      va: smallAppliance,
    },
    {
      section: '220.83',
      label: 'Laundry circuits',
      detail: `${input.laundryCircuits} × ${va(C.vaPerCircuit)}`,
      va: laundry,
    },
    {
      section: '220.83',
      label: 'Fixed appliances (nameplate)',
      detail:
        input.appliances.length === 0
          ? 'none listed'
          : input.appliances.map((appliance) => `${appliance.name} ${va(appliance.va)}`).join(' + '),
      va: appliances,
    },
    {
      section: '220.57',
      label: 'EV charger',
      detail: `larger of ${va(C.chargerFloorVa)} and ${input.chargerAmps} A × ${C.volts} V`,
      va: charger,
    },
  ];
  const others = lighting + smallAppliance + laundry + appliances + charger;
  const adding = input.newHeatVa > 0 || input.newCoolVa > 0;

  if (!adding) {
    const hvac = Math.max(input.heatVa, input.coolVa);
    const sum = others + hvac;
    const demand = firstBlockAndRest(sum);
    steps.push(
      {
        section: '220.83(A)',
        label: 'Larger of heating and cooling',
        detail: `larger of heating ${va(input.heatVa)} and cooling ${va(input.coolVa)}`,
        va: hvac,
      },
      { section: '220.83(A)', label: 'Connected load', detail: 'sum of the lines above', va: sum },
      {
        section: '220.83(A)',
        label: 'Calculated load',
        detail: `first ${va(C.firstBlockVa)} at 100 % + ${va(Math.max(0, sum - C.firstBlockVa))} at 40 %`,
        va: demand,
      },
    );
    return { method: '220.83(A)', connectedVa: sum, demandVa: demand, steps };
  }

  const heating = input.heatVa + input.newHeatVa;
  const cooling = input.coolVa + input.newCoolVa;
  const hvac = Math.max(heating, cooling);
  const rest = firstBlockAndRest(others);
  steps.push(
    { section: '220.83(B)', label: 'Other loads', detail: 'sum of the lines above', va: others },
    {
      section: '220.83(B)',
      label: 'Other loads after demand factors',
      detail: `first ${va(C.firstBlockVa)} at 100 % + ${va(Math.max(0, others - C.firstBlockVa))} at 40 %`,
      va: rest,
    },
    {
      section: '220.83(B)',
      label: 'Heating or cooling at 100 %',
      detail: `larger of heating ${va(input.heatVa)} + ${va(input.newHeatVa)} new and cooling ${va(input.coolVa)} + ${va(input.newCoolVa)} new`,
      va: hvac,
    },
    {
      section: '220.83(B)',
      label: 'Calculated load',
      detail: 'other loads after demand factors + heating or cooling',
      va: rest + hvac,
    },
  );
  return { method: '220.83(B)', connectedVa: others + hvac, demandVa: rest + hvac, steps };
}

function measuredDemand(input: MeasuredDemandInput, charger: number): Calculated {
  const C = PANEL_CONSTANTS;
  const peak = input.peakKw * 1000 * C.measuredFactor;
  return {
    method: '220.87',
    connectedVa: null,
    demandVa: peak + charger,
    steps: [
      {
        section: '220.87',
        label: 'Measured demand at 125 %',
        detail: `${formatDecimal(input.peakKw, { maximumFractionDigits: 3 })} kW × 1,000 × 125 %`,
        va: peak,
      },
      {
        section: '220.57',
        label: 'EV charger at 100 %',
        detail: `larger of ${va(C.chargerFloorVa)} and ${input.chargerAmps} A × ${C.volts} V`,
        va: charger,
      },
      {
        section: '220.87',
        label: 'Calculated load',
        detail: 'measured demand at 125 % + new load',
        va: peak + charger,
      },
    ],
  };
}

function calculate(input: PanelInput, amps: number): Calculated {
  const charger = chargerVa(amps);
  const withCharger = { ...input, chargerAmps: amps };
  return withCharger.method === '220.83'
    ? existingDwelling(withCharger, charger)
    : measuredDemand(withCharger, charger);
}

/** Whole VA, half up, so that a 0.4 × factor or a kW figure's binary fraction never decides the verdict. */
const wholeVa = (value: number) => Math.round(Number(value.toFixed(6)));

const fitsService = (demandVa: number, serviceAmps: number) =>
  wholeVa(demandVa) <= serviceAmps * PANEL_CONSTANTS.volts;

const volts = PANEL_CONSTANTS.volts;

/** The home without the charger: the same method with no charger line (220.87: the measured demand alone). */
function houseLoad(input: PanelInput): HouseLoad {
  const alone =
    input.method === '220.83'
      ? existingDwelling({ ...input, chargerAmps: 0 }, 0)
      : measuredDemand({ ...input, chargerAmps: 0 }, 0);
  const demandVa = wholeVa(alone.demandVa);
  const serviceVa = input.serviceAmps * volts;
  const withFloor = wholeVa(calculate(input, PANEL_CONSTANTS.floorAmps).demandVa);
  return {
    demandVa,
    amps: demandVa / volts,
    headroomAmps: input.serviceAmps - demandVa / volts,
    stands: demandVa < serviceVa ? 'under' : demandVa === serviceVa ? 'at' : 'over',
    chargerFloorAddsAmps: (withFloor - demandVa) / volts,
  };
}

/** 220.70, 750.30: the setpoint it would need, how much it sheds, and which listed appliances cover that. */
function emsNeed(input: PanelInput, demandVa: number): EmsNeed {
  const setpointAmps = input.serviceAmps * PANEL_CONSTANTS.emsSetpointFactor;
  const shedVa = Math.max(0, Math.ceil(demandVa - setpointAmps * volts));
  const listed = input.method === '220.83' ? [...input.appliances].sort((a, b) => b.va - a.va) : [];
  const appliances: Appliance[] = [];
  let covered = shedVa === 0;
  for (const appliance of listed) {
    if (covered) break;
    appliances.push(appliance);
    covered = appliances.reduce((sum, each) => sum + each.va, 0) >= shedVa;
  }
  return { setpointAmps, shedAmps: shedVa / volts, shedVa, appliances, covered };
}

/** The calculation, the verdict, the home on its own, the charger's circuit and what can make room. */
export function checkPanel(input: PanelInput): PanelResult {
  const C = PANEL_CONSTANTS;
  const calculated = calculate(input, input.chargerAmps);
  const demandVa = wholeVa(calculated.demandVa);
  const amps = demandVa / volts;
  const fits = fitsService(demandVa, input.serviceAmps);
  const settingFits = (setting: number) => fitsService(calculate(input, setting).demandVa, input.serviceAmps);
  const fitting = C.standardChargerAmps.filter((setting) => setting >= C.floorAmps && settingFits(setting));
  let largestSettingAmps: number | null = null;
  for (let setting = C.maxSettingAmps; setting >= C.floorAmps && largestSettingAmps === null; setting--) {
    if (settingFits(setting)) largestSettingAmps = setting;
  }
  const chargerLoad = chargerVa(input.chargerAmps);
  const peakRoomVa = input.serviceAmps * volts - chargerLoad;
  return {
    method: calculated.method,
    serviceAmps: input.serviceAmps,
    connectedVa: calculated.connectedVa === null ? null : wholeVa(calculated.connectedVa),
    demandVa,
    amps,
    headroomAmps: input.serviceAmps - amps,
    fits,
    chargerVa: chargerLoad,
    circuit: chargerCircuit(input.chargerAmps),
    largestCharger: fitting.length === 0 ? null : fitting[fitting.length - 1]!,
    steps: calculated.steps,
    house: houseLoad(input),
    largestSettingAmps,
    ems: fits ? null : emsNeed(input, demandVa),
    maxPeakKw: fits || input.method !== '220.83' ? null : Math.max(0, peakRoomVa / C.measuredFactor / 1000),
    upgradeServiceAmps: fits ? null : (C.serviceSizes.find((size) => size * volts >= demandVa) ?? null),
  };
}

/**
 * Starting values the form offers for common fixed appliances (220.83(A)(3)): written by this site as
 * editable suggestions, never as a home's figures; the nameplate on the appliance replaces them. The dryer's
 * 5,000 VA is the code's own minimum for a dryer (220.54); the range's 12,000 VA is the rating Table 220.55's
 * base column covers.
 */
export const APPLIANCE_SUGGESTIONS: readonly Appliance[] = [
  { name: 'Range', va: 12_000 },
  { name: 'Wall oven', va: 5_000 },
  { name: 'Cooktop', va: 7_000 },
  { name: 'Dryer', va: 5_000 },
  { name: 'Water heater', va: 4_500 },
  { name: 'Dishwasher', va: 1_200 },
  { name: 'Disposal', va: 900 },
  { name: 'Well pump', va: 1_500 },
];

/** The verdict in words (docs/product/panel-check.md § Verdict). */
export function panelVerdict(result: PanelResult): string {
  const charger = `A ${formatDecimal(result.circuit.chargerAmps)} A charger`;
  return result.fits
    ? `${charger} fits this ${result.serviceAmps} A service: the calculated load is ${formatNumber(result.amps, 1)} A, leaving ${formatNumber(result.headroomAmps, 1)} A.`
    : `${charger} does not fit this ${result.serviceAmps} A service: the calculated load is ${formatNumber(result.amps, 1)} A, ${formatNumber(-result.headroomAmps, 1)} A over.`;
}

/** A shared link's title and description, for the page's metadata and its preview image alike. */
export function panelSummary(result: PanelResult): { title: string; description: string } {
  const charger = formatDecimal(result.circuit.chargerAmps);
  const largest =
    result.largestCharger !== null
      ? `the largest common charger setting that fits is ${result.largestCharger} A`
      : result.largestSettingAmps !== null
        ? `an adjustable charger fits at ${result.largestSettingAmps} A or less`
        : result.house.stands === 'under'
          ? 'no charger setting fits'
          : `the house alone is ${result.house.stands} its service, so no charger setting fits`;
  return {
    title: `${charger} A EV charger on a ${result.serviceAmps} A service: ${result.fits ? 'fits' : 'does not fit'} (NEC ${result.method})`,
    description: `${panelVerdict(result)} Breaker ${result.circuit.breakerAmps} A; ${largest}. An estimate under ${PANEL_CONSTANTS.edition} ${result.method}, not a permit-ready calculation.`,
  };
}

const oneDecimal = (value: number) => formatNumber(value, 1);
/** A limit is shown rounded down, so the figure shown never lets in a peak that does not fit. */
const floor2 = (value: number) => Math.floor(Number((value * 100).toFixed(6))) / 100;
const listWords = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

/** How the home stands without the charger (docs/product/panel-check.md § Verdict). */
export function houseVerdict(result: PanelResult): string {
  const { house, serviceAmps } = result;
  const load = `${oneDecimal(house.amps)} A (${whole(house.demandVa)} VA)`;
  if (house.stands === 'under')
    return `Without the charger, the house comes to ${load}, leaving ${oneDecimal(house.headroomAmps)} A of its ${serviceAmps} A service.`;
  if (house.stands === 'at')
    return `Without the charger, the house already comes to ${load}: the whole of its ${serviceAmps} A service.`;
  return `Without the charger, the house already comes to ${load}: ${oneDecimal(-house.headroomAmps)} A over its ${serviceAmps} A service.`;
}

/** One way to make room, with the rule it rests on. */
interface PanelOption {
  key: 'setting' | 'measured' | 'ems' | 'upgrade';
  title: string;
  text: string;
}

/** What the result tells a visitor whose charger does not fit: why, and what can make room. */
export interface PanelAdvice {
  /** Why the chosen setting does not fit, and whether any setting can. */
  lead: string;
  /** Present when the chosen setting is under 30 A: why lower settings do not help. */
  floorNote: string | null;
  options: PanelOption[];
}

/** The advice for a result that does not fit; null when it fits. */
export function panelAdvice(result: PanelResult): PanelAdvice | null {
  if (result.fits) return null;
  const C = PANEL_CONSTANTS;
  const { house, serviceAmps } = result;
  const chosen = result.circuit.chargerAmps;
  let lead: string;
  if (house.stands !== 'under') {
    lead = `The house alone is already ${house.stands === 'at' ? 'at' : 'over'} its ${serviceAmps} A service, so no charger setting by itself can fit: the existing load is what has to change.`;
  } else if (result.largestSettingAmps === null) {
    lead = `The house alone leaves ${oneDecimal(house.headroomAmps)} A, but a charger counts at least ${whole(C.chargerFloorVa)} VA whatever its setting (220.57), which adds ${oneDecimal(house.chargerFloorAddsAmps)} A here: no charger setting by itself can fit.`;
  } else {
    lead = `A ${chosen} A charger is more than this service can take, but a lower setting fits.`;
  }
  const floorNote =
    chosen < C.floorAmps || result.largestSettingAmps === null
      ? `Settings under ${C.floorAmps} A do not help: 220.57 counts any charger as at least ${whole(C.chargerFloorVa)} VA, which is ${C.floorAmps} A at ${volts} V, so this check suggests no setting under ${C.floorAmps} A.`
      : null;

  const options: PanelOption[] = [];
  if (result.largestSettingAmps !== null) {
    options.push({
      key: 'setting',
      title: 'A lower charger setting',
      text: `An adjustable-current charger (625.42) set by the electrician to ${result.largestSettingAmps} A or less fits this service${result.largestCharger === null ? '' : `; of the common settings, ${result.largestCharger} A`}. Its breaker is then sized for that setting.`,
    });
  }
  if (result.maxPeakKw !== null) {
    options.push({
      key: 'measured',
      title: 'Measured demand (220.87)',
      text:
        result.maxPeakKw > 0
          ? `Ask the utility for the home’s demand data for the last 12 months: the real peak is often well under this calculation. The ${chosen} A charger fits if the highest 15-minute demand is at most ${formatNumber(floor2(result.maxPeakKw), 2)} kW (125 % of it plus ${whole(result.chargerVa)} VA within ${whole(serviceAmps * volts)} VA).`
          : `Even with no other demand, the ${chosen} A charger (${whole(result.chargerVa)} VA) is more than this service; measured demand cannot help.`,
    });
  }
  if (result.ems) {
    const { ems } = result;
    const named = ems.appliances.map((appliance) => `${appliance.name.toLowerCase()} (${whole(appliance.va)} VA)`);
    const shedding =
      named.length === 0
        ? 'by pausing the charger or the home’s largest loads when the total nears the setpoint'
        : ems.covered
          ? `for example by switching off the ${listWords(named)} while the car charges`
          : `more than the listed ${listWords(named)} cover, so it would also have to pause the charger`;
    options.push({
      key: 'ems',
      title: 'An energy-management system (220.70, 750.30)',
      text: `It measures the service and sheds named loads to keep the total at its setpoint. The setpoint counts as a continuous load, so on a ${serviceAmps} A service it can be at most ${oneDecimal(ems.setpointAmps)} A (80 %). With the ${chosen} A charger the calculation comes to ${oneDecimal(result.amps)} A, so it would have to shed up to ${oneDecimal(ems.shedAmps)} A (${whole(ems.shedVa)} VA), ${shedding}.`,
    });
  }
  options.push({
    key: 'upgrade',
    title: 'A service upgrade',
    text:
      result.upgradeServiceAmps === null
        ? `With the ${chosen} A charger the calculation comes to ${oneDecimal(result.amps)} A, more than a 400 A service; an electrician and the utility decide the service.`
        : `With the ${chosen} A charger the calculation comes to ${oneDecimal(result.amps)} A, so a ${result.upgradeServiceAmps} A service would take it. The utility and an electrician raise the rating.`,
  });
  return { lead, floorNote, options };
}

const shown1 = (value: number) => Number(formatNumber(value, 1).replace(/,/g, ''));

/** The figures the page shows, rounded as it shows them (docs/product/panel-check.md § JSON). */
export function panelShown(result: PanelResult) {
  return {
    amps: shown1(result.amps),
    headroomAmps: shown1(result.headroomAmps),
    houseVa: result.house.demandVa,
    houseAmps: shown1(result.house.amps),
    houseHeadroomAmps: shown1(result.house.headroomAmps),
    houseStands: result.house.stands,
    largestSettingAmps: result.largestSettingAmps,
    emsSetpointAmps: result.ems === null ? null : shown1(result.ems.setpointAmps),
    emsShedAmps: result.ems === null ? null : shown1(result.ems.shedAmps),
    emsShedVa: result.ems?.shedVa ?? null,
    emsShedAppliances: result.ems?.appliances.map((appliance) => appliance.name) ?? null,
    maxPeakKw: result.maxPeakKw === null ? null : floor2(result.maxPeakKw),
    upgradeServiceAmps: result.upgradeServiceAmps,
  };
}
