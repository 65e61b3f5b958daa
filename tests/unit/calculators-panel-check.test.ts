import {
  APPLIANCE_SUGGESTIONS,
  chargerCircuit,
  checkPanel,
  houseVerdict,
  panelAdvice,
  panelShown,
  panelSummary,
  type PanelInput,
} from '@/lib/calculators/panel-check';
import { readPanel, panelValuesOf } from '@/lib/calculators/forms/panel-check';

/** The 220.83(A) worked example of docs/product/panel-check.md § Worked examples. */
const example: Extract<PanelInput, { method: '220.83' }> = {
  method: '220.83',
  serviceAmps: 100,
  squareFeet: 1500,
  smallApplianceCircuits: 2,
  laundryCircuits: 1,
  appliances: [
    { name: 'range', va: 8000 },
    { name: 'dryer', va: 5000 },
    { name: 'dishwasher', va: 1200 },
  ],
  heatVa: 0,
  coolVa: 3600,
  newHeatVa: 0,
  newCoolVa: 0,
  chargerAmps: 32,
};

describe('panel check, existing dwelling 220.83(A)', () => {
  it('gives the worked example: 34,480 VA connected, 18,592 VA = 77.5 A, fits a 100 A service', () => {
    const result = checkPanel(example);
    expect(result.method).toBe('220.83(A)');
    expect(result.connectedVa).toBe(34_480);
    expect(result.demandVa).toBe(18_592);
    expect(result.amps.toFixed(1)).toBe('77.5');
    expect(result.headroomAmps.toFixed(1)).toBe('22.5');
    expect(result.fits).toBe(true);
    expect(result.circuit).toMatchObject({ breakerAmps: 40, conductor: '8 AWG' });
    expect(result.largestCharger).toBe(48);
  });

  it('shows each line of the arithmetic with its section', () => {
    const steps = checkPanel(example).steps.map((step) => [step.section, step.va]);
    expect(steps).toEqual([
      ['220.83', 4500],
      ['220.83', 3000],
      ['220.83', 1500],
      ['220.83', 14_200],
      ['220.57', 7680],
      ['220.83(A)', 3600],
      ['220.83(A)', 34_480],
      ['220.83(A)', 18_592],
    ]);
  });

  it('counts only the larger of the existing heating and cooling', () => {
    const heated = checkPanel({ ...example, heatVa: 10_000, coolVa: 3600 });
    // 34,480 − 3,600 + 10,000 = 40,880 connected; 8,000 + 40 % of 32,880
    expect(heated.connectedVa).toBe(40_880);
    expect(heated.demandVa).toBe(8000 + 13_152);
  });

  it('counts a 16 A or 24 A charger at the 7,200 VA floor of 220.57, a 32 A one at its nameplate', () => {
    for (const amps of [16, 24]) {
      const result = checkPanel({ ...example, chargerAmps: amps });
      expect(result.chargerVa).toBe(7200);
      expect(result.connectedVa).toBe(34_480 - 7680 + 7200);
      expect(result.steps.find((step) => step.section === '220.57')?.va).toBe(7200);
    }
    expect(checkPanel({ ...example, chargerAmps: 32 }).chargerVa).toBe(7680);
  });
});

describe('panel check, heating or cooling being added 220.83(B)', () => {
  it('counts the larger of all heating and all cooling at 100 % and the other loads at 8,000 VA / 40 %', () => {
    const result = checkPanel({ ...example, heatVa: 0, coolVa: 3600, newHeatVa: 9000, newCoolVa: 2400 });
    // others: 4,500 + 3,000 + 1,500 + 14,200 + 7,680 = 30,880 → 8,000 + 0.4 × 22,880 = 17,152
    // heating 0 + 9,000 = 9,000 against cooling 3,600 + 2,400 = 6,000 → 9,000
    expect(result.method).toBe('220.83(B)');
    expect(result.connectedVa).toBe(30_880 + 9000);
    expect(result.demandVa).toBe(17_152 + 9000);
    expect(result.amps.toFixed(1)).toBe('109.0');
    expect(result.fits).toBe(false);
    expect(result.headroomAmps).toBeLessThan(0);
    // 16 A: others 30,400 → 8,000 + 8,960 + 9,000 = 25,960 VA > 24,000: nothing fits a 100 A service
    expect(result.largestCharger).toBeNull();
    expect(checkPanel({ ...example, newCoolVa: 2400, serviceAmps: 125 }).method).toBe('220.83(B)');
  });

  it('adds existing and new cooling when cooling is the larger', () => {
    const result = checkPanel({ ...example, heatVa: 5000, coolVa: 3600, newCoolVa: 3600 });
    expect(result.steps.at(-2)).toMatchObject({ label: 'Heating or cooling at 100 %', va: 7200 });
  });
});

describe('panel check, measured demand 220.87', () => {
  it('gives the worked example: 17,750 + 9,600 = 27,350 VA = 114.0 A on a 150 A service', () => {
    const result = checkPanel({ method: '220.87', serviceAmps: 150, peakKw: 14.2, chargerAmps: 40 });
    expect(result.method).toBe('220.87');
    expect(result.connectedVa).toBeNull();
    expect(result.steps.map((step) => step.va)).toEqual([17_750, 9600, 27_350]);
    expect(result.demandVa).toBe(27_350);
    expect(result.amps.toFixed(1)).toBe('114.0');
    expect(result.headroomAmps.toFixed(1)).toBe('36.0');
    expect(result.fits).toBe(true);
    expect(result.circuit.breakerAmps).toBe(50);
    expect(result.largestCharger).toBe(48);
  });

  it('fits when the load equals the service exactly, and not one VA above it', () => {
    // 125 % × 11.52 kW = 14,400 VA + 9,600 VA = 24,000 VA = 100 A × 240 V
    const equal = checkPanel({ method: '220.87', serviceAmps: 100, peakKw: 11.52, chargerAmps: 40 });
    expect(equal.demandVa).toBe(24_000);
    expect(equal.fits).toBe(true);
    expect(equal.headroomAmps).toBe(0);
    // 125 % × 11.5208 kW = 14,401 VA
    const over = checkPanel({ method: '220.87', serviceAmps: 100, peakKw: 11.5208, chargerAmps: 40 });
    expect(over.demandVa).toBe(24_001);
    expect(over.fits).toBe(false);
    expect(over.largestCharger).toBe(32);
  });

  it('counts a 16 A charger at 7,200 VA here too', () => {
    const result = checkPanel({ method: '220.87', serviceAmps: 100, peakKw: 10, chargerAmps: 16 });
    expect(result.demandVa).toBe(12_500 + 7200);
  });

  it('finds nothing that fits a service already at its limit', () => {
    // 125 % × 12 kW = 15,000 VA; 15,000 + 7,200 > 60 A × 240 V = 14,400 VA
    const result = checkPanel({ method: '220.87', serviceAmps: 60, peakKw: 12, chargerAmps: 16 });
    expect(result.fits).toBe(false);
    expect(result.largestCharger).toBeNull();
  });
});

describe('the charger’s own circuit (625.41, 210.20(A))', () => {
  it('takes the next standard breaker at or above 125 % of the charger’s current', () => {
    expect([16, 24, 32, 40, 48].map((amps) => chargerCircuit(amps).breakerAmps)).toEqual([
      20, 30, 40, 50, 60,
    ]);
    expect(chargerCircuit(6).breakerAmps).toBe(15);
    expect(chargerCircuit(33).breakerAmps).toBe(45);
    expect(chargerCircuit(80).breakerAmps).toBe(100);
  });

  it('shows the typical copper conductor of the 60 °C column for that breaker', () => {
    expect([16, 24, 32, 40, 48, 64].map((amps) => chargerCircuit(amps).conductor)).toEqual([
      '12 AWG',
      '10 AWG',
      '8 AWG',
      '6 AWG',
      '4 AWG',
      '3 AWG',
    ]);
  });
});

it('offers appliance suggestions in plain words that a link carries unchanged', () => {
  expect(APPLIANCE_SUGGESTIONS.map((suggestion) => suggestion.name)).toContain('Water heater');
  for (const suggestion of APPLIANCE_SUGGESTIONS) {
    expect(suggestion.name).toMatch(/^[A-Z][a-z ]{1,20}$/);
    const url = panelValuesOf({
      method: '220.83', service: '100', sqft: '1500', sac: null, laundry: null,
      appliance: [`${suggestion.name}:${suggestion.va}`], heat: '0', cool: '0', newheat: '0', newcool: '0',
      peak: null, charger: '32',
    });
    expect(readPanel(url).appliances.appliances).toEqual([suggestion]);
  }
});

/** The home: a 1950s house on a 60 A service, 1,100 ft², range, dryer and water heater. */
const smallHouse: Extract<PanelInput, { method: '220.83' }> = {
  ...example,
  serviceAmps: 60,
  squareFeet: 1100,
  appliances: [
    { name: 'Range', va: 8000 },
    { name: 'Dryer', va: 5000 },
    { name: 'Water heater', va: 4500 },
  ],
  coolVa: 0,
};

describe('what the verdict says, from its own numbers', () => {
  it('says first that the house alone is over a 60 A service, and that no charger setting can fit', () => {
    const result = checkPanel(smallHouse);
    // without the charger: 3,300 + 3,000 + 1,500 + 17,500 = 25,300 → 8,000 + 40 % × 17,300 = 14,920 VA
    expect(result.house).toMatchObject({ demandVa: 14_920, stands: 'over' });
    expect(houseVerdict(result)).toBe(
      'Without the charger, the house already comes to 62.2 A (14,920 VA): 2.2 A over its 60 A service.',
    );
    expect(result.amps.toFixed(1)).toBe('75.0');
    expect(result.largestCharger).toBeNull();
    expect(result.largestSettingAmps).toBeNull();
    const advice = panelAdvice(result)!;
    expect(advice.lead).toContain('The house alone is already over its 60 A service, so no charger setting');
    // no option proposes a charger setting: none fits
    expect(advice.options.map((option) => option.key)).toEqual(['measured', 'ems', 'upgrade']);
    expect(JSON.stringify(advice)).not.toMatch(/\b(16|24) A charger/);
  });

  it('names what can make room: 220.87 with the peak it allows, an EMS setpoint and its shedding, an upgrade', () => {
    const advice = panelAdvice(checkPanel(smallHouse))!;
    const text = Object.fromEntries(advice.options.map((option) => [option.key, option.text]));
    // (14,400 − 7,680) ÷ 1.25 = 5,376 VA: shown rounded down
    expect(text.measured).toContain('at most 5.37 kW');
    // setpoint at most 80 % of 60 A; 17,992 VA − 48 A × 240 V = 6,472 VA to shed
    expect(text.ems).toContain('at most 48.0 A (80 %)');
    expect(text.ems).toContain('shed up to 27.0 A (6,472 VA)');
    expect(text.ems).toContain('the range (8,000 VA)');
    expect(text.upgrade).toContain('a 100 A service would take it');
  });

  it('says when the house leaves room but even the 7,200 VA floor does not fit', () => {
    // 60 A: without the charger 13,680 VA (57.0 A); the floor adds 40 % × 7,200 = 2,880 VA = 12.0 A
    const result = checkPanel({ ...smallHouse, appliances: [{ name: 'Range', va: 8000 }, { name: 'Dryer', va: 5000 }, { name: 'Water heater', va: 1400 }] });
    expect(result.house.stands).toBe('under');
    expect(result.largestSettingAmps).toBeNull();
    const advice = panelAdvice(result)!;
    expect(advice.lead).toBe(
      'The house alone leaves 3.0 A, but a charger counts at least 7,200 VA whatever its setting (220.57), which adds 12.0 A here: no charger setting by itself can fit.',
    );
    expect(advice.floorNote).toContain('Settings under 30 A do not help');
  });

  it('gives the largest whole-amp setting from 30 A up that fits, never one under 30 A', () => {
    // 100 A, 220.83(B) with 2,400 VA of new cooling: 20,080 VA + 96 VA per charger amp, so 40 A fits, 48 A does not
    const result = checkPanel({ ...example, coolVa: 3600, newCoolVa: 2400, chargerAmps: 48 });
    expect(result.fits).toBe(false);
    const setting = result.largestSettingAmps!;
    expect(setting).toBe(40);
    expect(checkPanel({ ...example, coolVa: 3600, newCoolVa: 2400, chargerAmps: setting }).fits).toBe(true);
    expect(checkPanel({ ...example, coolVa: 3600, newCoolVa: 2400, chargerAmps: setting + 1 }).fits).toBe(false);
    expect(panelAdvice(result)!.options[0]).toMatchObject({ key: 'setting' });
    expect(panelAdvice(result)!.options[0]!.text).toContain(`set by the electrician to ${setting} A or less`);
    // a 16 A choice still counts 7,200 VA, and the page says why lower settings never help
    const low = checkPanel({ ...smallHouse, chargerAmps: 16 });
    expect(low.chargerVa).toBe(7200);
    expect(panelAdvice(low)!.floorNote).toContain('7,200 VA, which is 30 A at 240 V');
  });

  it('gives no advice when the charger fits, and the JSON’s shown figures round as the page does', () => {
    expect(panelAdvice(checkPanel(example))).toBeNull();
    expect(panelShown(checkPanel(smallHouse))).toMatchObject({
      amps: 75,
      headroomAmps: -15,
      houseAmps: 62.2,
      houseHeadroomAmps: -2.2,
      houseStands: 'over',
      largestSettingAmps: null,
      emsSetpointAmps: 48,
      emsShedAmps: 27,
      emsShedVa: 6472,
      maxPeakKw: 5.37,
      upgradeServiceAmps: 100,
    });
    expect(panelSummary(checkPanel(smallHouse)).description).toContain(
      'the house alone is over its service, so no charger setting fits',
    );
  });

  it('reads an energy-management system’s setpoint for a measured-demand home too', () => {
    const result = checkPanel({ method: '220.87', serviceAmps: 100, peakKw: 16, chargerAmps: 40 });
    // 20,000 VA alone: 83.3 A, under; with 9,600 VA: 29,600 VA over 24,000
    expect(result.house.stands).toBe('under');
    expect(result.ems).toMatchObject({ setpointAmps: 80, shedVa: 29_600 - 19_200, appliances: [] });
    expect(result.maxPeakKw).toBeNull();
  });
});
