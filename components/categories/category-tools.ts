/** The site's calculators and directories, as offered in a category's 'Interactive Tools' section. */
interface CategoryTool {
  id: string;
  name: string;
  description: string;
  href: string;
}

const TOOLS = {
  faultCodes: {
    id: 'fault-codes',
    name: 'Fault Codes',
    description: 'Look up what a hybrid or EV trouble code means, by its code or in words.',
    href: '/fault-codes',
  },
  panelCheck: {
    id: 'panel-check',
    name: 'Panel Check',
    description: 'Check whether a home’s electrical service can take a Level 2 charger.',
    href: '/panel-check',
  },
  range: {
    id: 'range',
    name: 'Range Tool',
    description: 'Compare range and charging costs with gas vehicles for your trip and state.',
    href: '/range-tool',
  },
  battery: {
    id: 'battery',
    name: 'Battery Health',
    description: 'Estimate battery degradation and remaining capacity from age and mileage.',
    href: '/battery-degradation',
  },
  rangeboost: {
    id: 'rangeboost',
    name: 'RangeBoost',
    description: 'See how tire pressure affects efficiency and range.',
    href: '/tire-calculator',
  },
  fitment: {
    id: 'fitment',
    name: 'Tire Fitment',
    description: 'Find EV-rated tires that fit a vehicle, by model or VIN.',
    href: '/tire-fitment',
  },
  charger: {
    id: 'charger',
    name: 'Charger Install',
    description: 'Guides to planning a home or commercial charger installation.',
    href: '/charger-install',
  },
  installers: {
    id: 'installers',
    name: 'Installers',
    description: 'Find charger installers by state and certification.',
    href: '/installers',
  },
  vehicleData: {
    id: 'vehicle-data',
    name: 'Vehicle Data',
    description: 'What the vehicle database covers: makes, models and years.',
    href: '/vehicle-data-info',
  },
} satisfies Record<string, CategoryTool>;

const BY_CATEGORY: Record<string, CategoryTool[]> = {
  battery: [TOOLS.battery, TOOLS.range],
  charging: [TOOLS.range, TOOLS.panelCheck, TOOLS.charger, TOOLS.installers],
  diagnostics: [TOOLS.faultCodes, TOOLS.battery, TOOLS.vehicleData],
  safety: [TOOLS.charger, TOOLS.installers],
  maintenance: [TOOLS.rangeboost, TOOLS.fitment, TOOLS.battery],
  performance: [TOOLS.range, TOOLS.rangeboost],
  electronics: [TOOLS.faultCodes, TOOLS.vehicleData, TOOLS.battery],
  motor: [TOOLS.range, TOOLS.vehicleData],
  tools: [TOOLS.range, TOOLS.battery, TOOLS.rangeboost],
  standards: [TOOLS.charger, TOOLS.fitment],
};

const DEFAULT_TOOLS = [TOOLS.range, TOOLS.battery, TOOLS.rangeboost];

export function toolsForCategory(categoryId: string): CategoryTool[] {
  return BY_CATEGORY[categoryId] ?? DEFAULT_TOOLS;
}

/** The tools the home page's hero and sidebar offer: the code lookup first, the question a technician most often brings. */
export const HOME_TOOLS: CategoryTool[] = [
  TOOLS.faultCodes,
  TOOLS.range,
  TOOLS.battery,
  TOOLS.rangeboost,
  TOOLS.fitment,
  TOOLS.panelCheck,
];
