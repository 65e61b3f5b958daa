import {
  familyOf,
  isGeneric,
  isHighVoltage,
  isSelected,
  normalizeCode,
  parseDtcLines,
  readCode,
  selectCodes,
  systemOf,
} from '@/lib/fault-codes/code';
import { parseArticleIds, parseFaultCodeForm } from '@/lib/admin/fault-code';

describe('reading a code', () => {
  it('takes any case and spaces, and refuses anything but a letter and four hexadecimal digits', () => {
    expect(normalizeCode(' p0aa6 ')).toBe('P0AA6');
    expect(normalizeCode('U0111')).toBe('U0111');
    for (const bad of ['P0AA', 'P0AA66', 'B0001', 'P0AG6', '', 'P0AA6;']) expect(normalizeCode(bad)).toBeUndefined();
  });

  it('tells generic ranges from the ones each maker defines', () => {
    expect(['P0AA6', 'P2C85', 'P3400', 'U0111', 'U3514'].filter(isGeneric)).toEqual(['P0AA6', 'P2C85', 'P3400', 'U0111', 'U3514']);
    expect(['P1682', 'P3000', 'P33FF', 'U1000', 'U2000'].filter(isGeneric)).toEqual([]);
  });

  it('explains each part of a code', () => {
    expect(readCode('P0AA6').map((part) => part.position)).toEqual(['P', '0', 'A', 'A6']);
    expect(readCode('P0AA6')[0]!.meaning).toBe('Powertrain');
    expect(readCode('P0AA6')[2]!.meaning).toMatch(/hybrid and electric propulsion/);
    expect(readCode('U0111')[0]!.meaning).toMatch(/^Network/);
  });
});

describe('the selection rule', () => {
  it('keeps every code of P0A00–P0DFF, whatever its title says', () => {
    expect(isSelected('P0A14', 'Engine Mount A Control Circuit/Open')).toBe(true);
  });

  it('keeps other generic codes whose title names a hybrid or EV system', () => {
    expect(isSelected('P08E7', 'Drive Motor A Clutch Enable Circuit')).toBe(true);
    expect(isSelected('U0111', 'Lost Communication With Battery Energy Control Module A')).toBe(true);
    expect(isSelected('U3514', 'High Voltage System Interlock Circuit B High')).toBe(true);
  });

  it('leaves out the 12 V alternator, oxygen sensors and stop-start batteries that share words with EV systems', () => {
    expect(isSelected('P0620', 'Generator Control Circuit')).toBe(false);
    expect(isSelected('P0132', 'O2 Sensor Circuit High Voltage Bank 1 Sensor 1')).toBe(false);
    expect(isSelected('P2C43', 'Battery Isolation/Voltage Stabilization Control Circuit')).toBe(false);
  });

  it('leaves out manufacturer ranges even when the title names a hybrid system', () => {
    expect(isSelected('P1A00', 'Hybrid Battery Fault')).toBe(false);
    expect(isSelected('U1000', 'Manufacturer Controlled DTC')).toBe(false);
  });

  it('reads the dataset’s lines, skipping range markers and a second listing of one code', () => {
    const lines = parseDtcLines('P3400 - P34C8\nP3400 - Cylinder Deactivation System Bank 1\nP0AA6 - Hybrid/EV Battery Voltage System Isolation Fault\nP0AA6 - Again\n');
    expect(lines).toEqual([
      { code: 'P3400', title: 'Cylinder Deactivation System Bank 1' },
      { code: 'P0AA6', title: 'Hybrid/EV Battery Voltage System Isolation Fault' },
    ]);
    expect(selectCodes(lines)).toEqual([
      {
        code: 'P0AA6',
        title: 'Hybrid/EV Battery Voltage System Isolation Fault',
        system: 'isolation',
        highVoltage: true,
        family: 'hybrid/ev battery voltage system isolation fault',
      },
    ]);
  });
});

describe('systems and the high-voltage flag', () => {
  it.each([
    ['P0AA6', 'Hybrid/EV Battery Voltage System Isolation Fault', 'isolation', true],
    ['P0AE3', 'Hybrid/EV Battery Precharge Contactor Circuit Stuck Open', 'isolation', true],
    ['P0B3B', 'Hybrid/EV Battery Voltage Sense A Circuit', 'battery', true],
    ['P0A3F', 'Drive Motor A Position Sensor Circuit', 'motors', true],
    ['P0CC6', 'Charge Port Door A Open Request Switch Wake-Up Circuit', 'charging', false],
    ['P0D3B', 'Battery Charger A Input Current Sensor Circuit High', 'charging', true],
    ['P0C3F', 'DC/DC Converter Temperature Sensor B Low', 'dc-dc', true],
    ['P0A83', 'Hybrid/EV Battery Pack Cooling Fan 1 Stuck On', 'cooling', false],
    ['P0D6B', 'A/C Compressor Motor Voltage Sensor A Circuit Low', 'cooling', true],
    ['U0111', 'Lost Communication With Battery Energy Control Module A', 'communication', false],
    ['U3514', 'High Voltage System Interlock Circuit B High', 'isolation', true],
    ['P0A14', 'Engine Mount A Control Circuit/Open', 'other', false],
  ])('%s %s → %s, high voltage %s', (code, title, system, highVoltage) => {
    expect(systemOf(code, title)).toBe(system);
    expect(isHighVoltage(code, title)).toBe(highVoltage);
  });
});

describe('families', () => {
  it('gives a circuit’s low, high, range and intermittent codes one family', () => {
    const family = familyOf('Drive Motor A Position Sensor Circuit');
    expect(family).toBe('drive motor a position sensor');
    for (const title of [
      'Drive Motor A Position Sensor Circuit Range/Performance',
      'Drive Motor A Position Sensor Circuit Low',
      'Drive Motor A Position Sensor Circuit High',
      'Drive Motor A Position Sensor Circuit Intermittent',
    ])
      expect(familyOf(title)).toBe(family);
    expect(familyOf('Control Pilot Circuit /Open')).toBe('control pilot');
  });

  it('keeps different circuits apart', () => {
    expect(familyOf('Drive Motor B Position Sensor Circuit Low')).not.toBe(familyOf('Drive Motor A Position Sensor Circuit Low'));
    expect(familyOf('Hybrid/EV Battery Voltage System Isolation Fault')).not.toBe(familyOf('Hybrid/EV Battery Voltage Isolation Sensor Circuit'));
  });
});

describe('the back office’s fault-code form', () => {
  const base = { id: 1, code: 'p0aa6', title: '  Battery  isolation fault ', likelyCauses: '', firstChecks: ' Read the isolation value ', relatedArticleIds: '3; 5;3' };

  it('tidies the title and notes and reads the related article ids once each', () => {
    expect(parseFaultCodeForm(base)).toEqual({
      ok: true,
      values: { id: 1, code: 'P0AA6', title: 'Battery isolation fault', likelyCauses: null, firstChecks: 'Read the isolation value', relatedArticleIds: [3, 5] },
    });
  });

  it('names the field of the first problem', () => {
    expect(parseFaultCodeForm({ ...base, title: ' ' })).toMatchObject({ ok: false, field: 'title' });
    expect(parseFaultCodeForm({ ...base, code: 'P0AA' })).toMatchObject({ ok: false, field: 'code' });
    expect(parseFaultCodeForm({ ...base, relatedArticleIds: '3;x' })).toMatchObject({ ok: false, field: 'relatedArticleIds' });
    expect(parseFaultCodeForm({ ...base, likelyCauses: 'x'.repeat(4001) })).toMatchObject({ ok: false, field: 'likelyCauses' });
    expect(parseArticleIds('')).toEqual([]);
  });
});
