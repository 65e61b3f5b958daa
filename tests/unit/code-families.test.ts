import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isHighVoltage } from '@/lib/fault-codes/code';
import {
  CODE_FAMILY_SLUGS,
  codeFamilyFromRecord,
  codeFamilyOf,
  codeFamilyProblems,
  highVoltageModuleOf,
  type CodeFamilyRecord,
} from '@/lib/fault-codes/families';
import { CODE_FAMILY_MESSAGES, parseCodeFamilyForm, parseCodeFamilyCsv } from '@/lib/admin/code-family';

const REFERENCE = path.join(process.cwd(), 'supabase', 'seed', 'reference');

const seeded = (JSON.parse(readFileSync(path.join(REFERENCE, 'code-families.json'), 'utf8')) as CodeFamilyRecord[]).map(
  codeFamilyFromRecord,
);

const listedSources = readdirSync(path.join(REFERENCE, 'sources'))
  .filter((file) => file.endsWith('.json'))
  .flatMap((file) => JSON.parse(readFileSync(path.join(REFERENCE, 'sources', file), 'utf8')) as { id: string; url: string }[]);
const sourceIds = new Set(listedSources.map((source) => source.id));

describe('the seeded code families', () => {
  it('are exactly the families the rules map codes to', () => {
    expect(seeded.map((family) => family.slug).sort()).toEqual([...CODE_FAMILY_SLUGS].sort());
  });

  it.each(seeded.map((family) => [family.slug, family] as const))(
    '%s says what the controller watches, its causes, checks, cautions and the maker’s part, and cites a listed source',
    (_slug, family) => {
      expect(family.watches.length).toBeGreaterThan(80);
      expect(family.causes.length).toBeGreaterThanOrEqual(2);
      expect(family.checks.length).toBeGreaterThanOrEqual(2);
      expect(family.cautions.length).toBeGreaterThanOrEqual(2);
      expect(family.serviceInformation).toMatch(/maker/);
      expect(family.sourceIds.length).toBeGreaterThanOrEqual(1);
      expect(codeFamilyProblems(family, sourceIds)).toEqual([]);
    },
  );

  it('name the instrument of each check: an insulation tester for isolation faults', () => {
    const isolation = seeded.find((family) => family.slug === 'isolation')!;
    expect(isolation.checks.join(' ')).toMatch(/insulation-resistance tester/);
    for (const family of seeded) {
      expect(family.checks.join(' ')).toMatch(/scan tool|multimeter|meter|tester|oscilloscope/);
    }
  });

  it('cite public sources at https addresses', () => {
    const cited = new Set(seeded.flatMap((family) => family.sourceIds));
    for (const source of listedSources.filter((listed) => cited.has(listed.id))) expect(source.url).toMatch(/^https:\/\/(www\.)?[a-z.]+\.(gov|org)\//);
  });
});

describe('what is wrong with a family', () => {
  const good = seeded[0]!;

  it('a family without causes, checks or cautions, or without a source', () => {
    expect(codeFamilyProblems({ ...good, causes: [] }, sourceIds)).toEqual([`${good.slug}: no cause`]);
    expect(codeFamilyProblems({ ...good, checks: ['  '] }, sourceIds)).toEqual([`${good.slug}: no check`]);
    expect(codeFamilyProblems({ ...good, cautions: [] }, sourceIds)).toEqual([`${good.slug}: no caution`]);
    expect(codeFamilyProblems({ ...good, sourceIds: [] }, sourceIds)).toEqual([`${good.slug}: cites no source`]);
  });

  it('a source no file lists, and a semicolon inside an item', () => {
    expect(codeFamilyProblems({ ...good, sourceIds: ['made-up-page'] }, sourceIds)).toEqual([
      `${good.slug}: source made-up-page is not listed in sources/*.json`,
    ]);
    expect(codeFamilyProblems({ ...good, causes: ['one; two'] }, sourceIds)).toHaveLength(1);
  });
});

describe('the family of a code', () => {
  it('maps the codes the issue names', () => {
    expect(codeFamilyOf('P0AA6', 'Hybrid/EV Battery Voltage System Isolation Fault')).toBe('isolation');
    for (const [code, condition] of [
      ['P0A0A', ''],
      ['P0A0B', ' Performance'],
      ['P0A0C', ' Low'],
      ['P0A0D', ' High'],
      ['P0A0E', ' Intermittent'],
    ]) {
      expect(codeFamilyOf(code!, `High Voltage System Interlock Circuit A${condition}`)).toBe('hv-interlock');
    }
    expect(codeFamilyOf('P0A7F', 'Hybrid/EV Battery Pack A Deterioration')).toBe('battery-deterioration');
    expect(codeFamilyOf('P0A80', 'Replace Hybrid/EV Battery Pack')).toBe('battery-deterioration');
    expect(codeFamilyOf('U0111', 'Lost Communication With Battery Energy Control Module A')).toBe('lost-communication');
  });

  it('puts the isolation monitor’s own circuit and the charger’s isolation with isolation, its contactors with the contactors', () => {
    expect(codeFamilyOf('P0AA7', 'Hybrid/EV Battery Voltage Isolation Sensor Circuit')).toBe('isolation');
    expect(codeFamilyOf('P0DAA', 'Battery Charging System Isolation Fault')).toBe('isolation');
    expect(codeFamilyOf('P0AE1', 'Hybrid/EV Battery Precharge Contactor Circuit')).toBe('contactors');
    expect(codeFamilyOf('P0D07', 'Battery Charging System Positive Contactor A Circuit')).toBe('contactors');
    expect(codeFamilyOf('P0C78', 'Hybrid/EV Battery System Precharge Time Too Long')).toBe('contactors');
  });

  it('tells the pumps, the converter, the charger and the temperatures apart', () => {
    expect(codeFamilyOf('P0E3C', 'Hybrid/EV Battery Coolant Pump Underspeed')).toBe('coolant-pumps');
    expect(codeFamilyOf('P0A05', 'Motor Electronics Coolant Pump A Control Circuit/Open')).toBe('coolant-pumps');
    expect(codeFamilyOf('P0A94', 'DC/DC Converter A Performance')).toBe('dc-dc-converter');
    expect(codeFamilyOf('P0D23', 'Battery Charger A Output Shorted')).toBe('charger-inlet');
    expect(codeFamilyOf('P0A7E', 'Hybrid/EV Battery Pack A Over Temperature')).toBe('battery-temperature');
    expect(codeFamilyOf('P0A3C', 'Drive Motor A Inverter Over Temperature')).toBe('inverter-motor-temperature');
    expect(codeFamilyOf('P0DE6', 'Hybrid/EV Battery Pack Cell Voltage Low')).toBe('battery-voltage');
    expect(codeFamilyOf('P0DAB', 'Hybrid/EV Battery Cell Balancing Performance')).toBe('battery-voltage');
  });

  it('leaves a battery cooling fan’s supply voltage and codes no family explains without one', () => {
    expect(codeFamilyOf('P0BC0', 'Hybrid/EV Battery Pack Cooling Fan Supply Voltage Circuit Low')).toBeUndefined();
    expect(codeFamilyOf('P0A95', 'High Voltage Fuse A')).toBeUndefined();
  });
});

describe('the module of the high-voltage system a title names', () => {
  it('U0111 names the battery energy control module, and keeps its high-voltage flag by the title rule', () => {
    const title = 'Lost Communication With Battery Energy Control Module A';
    expect(highVoltageModuleOf(title)).toBe('battery energy control module');
    expect(isHighVoltage('U0111', title)).toBe(false);
  });

  it('names the hybrid powertrain control module, the DC/DC converter and the charger', () => {
    expect(highVoltageModuleOf('Lost Communication With Hybrid/EV Powertrain Control Module')).toBe('hybrid/EV powertrain control module');
    expect(highVoltageModuleOf('Lost Communication With DC/DC Converter Control Module A')).toBe('DC/DC converter');
    expect(highVoltageModuleOf('Lost Communication With Battery Charger Control Module A')).toBe('battery charger');
  });

  it('names none for a title without a module', () => {
    expect(highVoltageModuleOf('Hybrid/EV Battery Voltage System Isolation Fault')).toBeUndefined();
    expect(highVoltageModuleOf('Lost Communication With Pedestrian Alert Control Module')).toBeUndefined();
  });
});

describe('the code-family form', () => {
  const input = {
    id: 3,
    slug: 'isolation',
    name: ' Isolation  faults ',
    watches: 'The monitor.',
    causes: 'Water in the pack\n\n Chafed cable ',
    checks: 'Insulation test',
    cautions: 'Do not drive',
    serviceInformation: 'The maker decides.',
    sourceIds: 'nfpa-70e; osha-electrical',
  };

  it('reads lists one item a line and sources separated by semicolons', () => {
    expect(parseCodeFamilyForm(input)).toEqual({
      ok: true,
      values: {
        id: 3,
        slug: 'isolation',
        name: 'Isolation faults',
        watches: 'The monitor.',
        causes: ['Water in the pack', 'Chafed cable'],
        checks: ['Insulation test'],
        cautions: ['Do not drive'],
        serviceInformation: 'The maker decides.',
        sourceIds: ['nfpa-70e', 'osha-electrical'],
      },
    });
  });

  it('refuses a family without cautions or without a source', () => {
    expect(parseCodeFamilyForm({ ...input, cautions: ' \n ' })).toEqual({ ok: false, message: CODE_FAMILY_MESSAGES.required, field: 'cautions' });
    expect(parseCodeFamilyForm({ ...input, sourceIds: '' })).toEqual({ ok: false, message: CODE_FAMILY_MESSAGES.sources, field: 'sourceIds' });
  });

  it('reads a CSV row’s lists separated by semicolons', () => {
    const parsed = parseCodeFamilyCsv(
      'slug,name,watches,causes,checks,cautions,service_information,source_ids\nisolation,Isolation,Watches,A;B,C,D,Maker,nfpa-70e',
    );
    expect(parsed.ok && parsed.rows[0]!.record).toMatchObject({ slug: 'isolation', causes: ['A', 'B'], source_ids: ['nfpa-70e'] });
  });
});
