import {
  APPLIANCE_SUGGESTIONS,
  chargerCircuit,
  checkPanel,
  type PanelInput,
} from '@/lib/calculators/panel-check';

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

it('offers appliance suggestions whose names are valid link labels', () => {
  for (const suggestion of APPLIANCE_SUGGESTIONS) expect(suggestion.name).toMatch(/^[a-z0-9-]{1,40}$/);
});
