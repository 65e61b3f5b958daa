/**
 * Panel check: whether a home's electrical service can take an EV charger, by the NEC 2023 load calculation
 * for an existing dwelling (docs/product/panel-check.md). Pure functions: no I/O, no React.
 *
 * Every figure is in volt-amperes (VA) at 240 V. The readings chosen where the code leaves room are listed in
 * docs/product/panel-check.md § Readings.
 */

import { formatNumber } from '@/lib/calculators/format';

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
  /** The charger settings the verdict tries when the chosen one does not fit. */
  standardChargerAmps: [16, 24, 32, 40, 48],
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
  /** A label of letters, digits and hyphens ('well-pump'). */
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
  /** The largest standard setting (16–48 A) that fits, or null when even 16 A does not. */
  largestCharger: number | null;
  steps: PanelStep[];
}

const whole = (value: number) => Math.round(value).toLocaleString('en-US');
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
        detail: `${input.peakKw.toLocaleString('en-US', { maximumFractionDigits: 3 })} kW × 1,000 × 125 %`,
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

/** The calculation, the verdict, the charger's circuit and the largest standard charger that fits. */
export function checkPanel(input: PanelInput): PanelResult {
  const calculated = calculate(input, input.chargerAmps);
  const demandVa = wholeVa(calculated.demandVa);
  const amps = demandVa / PANEL_CONSTANTS.volts;
  const fitting = PANEL_CONSTANTS.standardChargerAmps.filter((setting) =>
    fitsService(calculate(input, setting).demandVa, input.serviceAmps),
  );
  return {
    method: calculated.method,
    serviceAmps: input.serviceAmps,
    connectedVa: calculated.connectedVa === null ? null : wholeVa(calculated.connectedVa),
    demandVa,
    amps,
    headroomAmps: input.serviceAmps - amps,
    fits: fitsService(demandVa, input.serviceAmps),
    chargerVa: chargerVa(input.chargerAmps),
    circuit: chargerCircuit(input.chargerAmps),
    largestCharger: fitting.length === 0 ? null : fitting[fitting.length - 1]!,
    steps: calculated.steps,
  };
}

/**
 * Starting values the form offers for common fixed appliances (220.83(A)(3)): written by this site as
 * editable suggestions, never as a home's figures; the nameplate on the appliance replaces them. The dryer's
 * 5,000 VA is the code's own minimum for a dryer (220.54); the range's 12,000 VA is the rating Table 220.55's
 * base column covers.
 */
export const APPLIANCE_SUGGESTIONS: readonly Appliance[] = [
  { name: 'range', va: 12_000 },
  { name: 'wall-oven', va: 5_000 },
  { name: 'cooktop', va: 7_000 },
  { name: 'dryer', va: 5_000 },
  { name: 'water-heater', va: 4_500 },
  { name: 'dishwasher', va: 1_200 },
  { name: 'disposal', va: 900 },
  { name: 'well-pump', va: 1_500 },
];

/** The verdict in words (docs/product/panel-check.md § Verdict). */
export function panelVerdict(result: PanelResult): string {
  const charger = `A ${result.circuit.chargerAmps.toLocaleString('en-US')} A charger`;
  return result.fits
    ? `${charger} fits this ${result.serviceAmps} A service: the calculated load is ${formatNumber(result.amps, 1)} A, leaving ${formatNumber(result.headroomAmps, 1)} A.`
    : `${charger} does not fit this ${result.serviceAmps} A service: the calculated load is ${formatNumber(result.amps, 1)} A, ${formatNumber(-result.headroomAmps, 1)} A over.`;
}

/** A shared link's title and description, for the page's metadata and its preview image alike. */
export function panelSummary(result: PanelResult): { title: string; description: string } {
  const charger = result.circuit.chargerAmps.toLocaleString('en-US');
  const largest =
    result.largestCharger === null
      ? 'no standard charger setting fits'
      : `the largest standard charger that fits is ${result.largestCharger} A`;
  return {
    title: `${charger} A EV charger on a ${result.serviceAmps} A service: ${result.fits ? 'fits' : 'does not fit'} (NEC ${result.method})`,
    description: `${panelVerdict(result)} Breaker ${result.circuit.breakerAmps} A; ${largest}. An estimate under ${PANEL_CONSTANTS.edition} ${result.method}, not a permit-ready calculation.`,
  };
}
