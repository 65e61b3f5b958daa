import { importRows, previewRows } from '@/lib/db/admin-table';
import { listAdminCodeFamilies, updateCodeFamily } from '@/lib/db/admin-code-families';
import { getCodeFamilyOfCode } from '@/lib/db/code-families';
import { seed } from '@/lib/db/seed';
import { CODE_FAMILY_SLUGS } from '@/lib/fault-codes/families';
import { CODE_FAMILY_TABLE, parseCodeFamilyCsv } from '@/lib/admin/code-family';
import { startFromReferenceData } from '@/tests/setup/db';

const sql = () => globalThis.testDb.sql;

startFromReferenceData();

const familyOf = async (codes: string[]) =>
  Object.fromEntries(
    (await sql()<{ code: string; code_family: string | null }[]>`select code, code_family from fault_codes where code = any(${codes})`).map(
      (row) => [row.code, row.code_family],
    ),
  );

describe('code families seeded from the reference files', () => {
  it('seeds every family, each explaining some of the codes', async () => {
    const rows = await sql()<{ slug: string; codes: number }[]>`
      select c.slug, (select count(*)::int from fault_codes f where f.code_family = c.slug) as codes from code_families c`;
    expect(rows.map((row) => row.slug).sort()).toEqual([...CODE_FAMILY_SLUGS].sort());
    for (const row of rows) expect(row.codes).toBeGreaterThan(0);
  });

  it('maps the codes by the rules: isolation, the interlock, a replace-pack code and a lost battery module', async () => {
    expect(await familyOf(['P0AA6', 'P0A0A', 'P0A0B', 'P0A0C', 'P0A0D', 'P0A0E', 'P0A7F', 'P0A80', 'U0111'])).toEqual({
      P0AA6: 'isolation',
      P0A0A: 'hv-interlock',
      P0A0B: 'hv-interlock',
      P0A0C: 'hv-interlock',
      P0A0D: 'hv-interlock',
      P0A0E: 'hv-interlock',
      P0A7F: 'battery-deterioration',
      P0A80: 'battery-deterioration',
      U0111: 'lost-communication',
    });
  });

  it('reads a code’s family with its sources by name and address, in the order cited, and none for a code without one', async () => {
    const isolation = await getCodeFamilyOfCode('P0AA6');
    expect(isolation).toMatchObject({ slug: 'isolation', name: 'Isolation faults' });
    expect(isolation!.checks.join(' ')).toMatch(/insulation-resistance tester/);
    expect(isolation!.sources[0]).toEqual({
      id: 'nfpa-70e',
      name: "NFPA 70E, Standard for Electrical Safety in the Workplace (standard's page)",
      url: 'https://www.nfpa.org/codes-and-standards/nfpa-70e-standard-development/70e',
    });
    expect((await getCodeFamilyOfCode('U0111'))!.slug).toBe('lost-communication');
    expect(await getCodeFamilyOfCode('P0A95')).toBeUndefined();
  });

  it('lets the public key read the families but not change them, and refuses a source that is not listed', async () => {
    const [read] = await sql().begin(async (tx) => {
      await tx`set local role anon`;
      return tx<{ n: number }[]>`select count(*)::int as n from code_families`;
    });
    expect(read!.n).toBe(CODE_FAMILY_SLUGS.length);
    await expect(
      sql().begin(async (tx) => {
        await tx`set local role anon`;
        await tx`update code_families set name = 'x'`;
      }),
    ).rejects.toMatchObject({ code: '42501' });
    await expect(sql()`update code_families set source_ids = '{made-up-page}' where slug = 'isolation'`).rejects.toMatchObject({ code: '23503' });
  });
});

describe('code families in the back office', () => {
  it('saves the operator’s text, which the page shows and a reseed keeps', async () => {
    const family = (await listAdminCodeFamilies()).find((row) => row.slug === 'hv-interlock')!;
    expect(family.codeCount).toBeGreaterThanOrEqual(5);
    const outcome = await updateCodeFamily({
      id: family.id,
      slug: 'hv-interlock',
      name: 'Interlock loop',
      watches: family.watches,
      causes: ['A connector left unlocked'],
      checks: family.checks,
      cautions: family.cautions,
      serviceInformation: family.serviceInformation,
      sourceIds: ['osha-electrical'],
    });
    expect(outcome).toEqual({ status: 'saved', slug: 'hv-interlock' });
    await seed(sql(), { demo: false });
    const shown = await getCodeFamilyOfCode('P0A0A');
    expect(shown).toMatchObject({ name: 'Interlock loop', causes: ['A connector left unlocked'] });
    expect(shown!.sources.map((source) => source.id)).toEqual(['osha-electrical']);
    expect((await listAdminCodeFamilies()).find((row) => row.slug === 'hv-interlock')!.edited).toBe(true);
  }, 60_000);

  it('refuses a source that is not listed, changing nothing', async () => {
    const family = (await listAdminCodeFamilies()).find((row) => row.slug === 'dc-dc-converter')!;
    const outcome = await updateCodeFamily({ ...family, name: 'Changed', sourceIds: ['made-up-page'] });
    expect(outcome).toEqual({ status: 'unknown-source' });
    expect((await getCodeFamilyOfCode('P0A94'))!.name).toBe('DC/DC converter');
  });

  it('imports a CSV row for a family it has and refuses one it does not', async () => {
    const parsed = parseCodeFamilyCsv(
      [
        'slug,name,watches,causes,checks,cautions,service_information,source_ids',
        'coolant-pumps,Coolant pumps,The pumps.,Air in the loop;A seized pump,Output test with a scan tool,Do not run dry,The maker decides.,afdc-ev-maintenance',
        'made-up,Made up,x,y,z,w,v,afdc-ev-maintenance',
      ].join('\n'),
    );
    if (!parsed.ok) throw new Error(parsed.message);
    const preview = await previewRows(CODE_FAMILY_TABLE, parsed.rows, parsed.rejected, []);
    expect(preview.update.map((row) => row.label)).toEqual(['coolant-pumps']);
    expect(preview.rejected.map((row) => row.label)).toEqual(['made-up']);
    const result = await importRows(CODE_FAMILY_TABLE, parsed.rows, parsed.rejected);
    expect(result).toMatchObject({ added: 0, updated: 1 });
    expect(await getCodeFamilyOfCode('P0E3C')).toMatchObject({ name: 'Coolant pumps', causes: ['Air in the loop', 'A seized pump'] });
  });
});
