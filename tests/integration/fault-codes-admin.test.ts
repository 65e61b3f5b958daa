import { exportRows, importRows, previewRows } from '@/lib/db/admin-table';
import { listAdminFaultCodes, updateFaultCode } from '@/lib/db/admin-fault-codes';
import { db } from '@/lib/db/client';
import { getFaultCode } from '@/lib/db/fault-codes';
import { CSV_MESSAGES } from '@/lib/admin/table';
import { FAULT_CODE_TABLE, parseFaultCodeCsv } from '@/lib/admin/fault-code';
import { startFromReferenceData } from '@/tests/setup/db';

// No browser and no session: the actions run as a request without the admin's cookie would.
jest.mock('next/headers', () => ({
  cookies: async () => ({ getAll: () => [], get: () => undefined, set: () => undefined }),
  headers: async () => new Headers(),
}));

jest.setTimeout(60_000);

const sql = () => globalThis.testDb.sql;
let articleId = 0;
const HEADER = 'code,title,likely_causes,first_checks,related_article_ids';

startFromReferenceData();

beforeAll(async () => {
  const [article] = await sql()<{ id: number }[]>`select id from articles where status = 'published' order by id limit 1`;
  articleId = article!.id;
});

const parsed = (lines: string[]) => {
  const result = parseFaultCodeCsv([HEADER, ...lines].join('\n'));
  if (!result.ok) throw new Error(result.message);
  return result;
};

describe('fault codes in the back office', () => {
  it('saves a title, notes and related articles, keeping the published title for reference', async () => {
    const [row] = (await listAdminFaultCodes()).filter((code) => code.code === 'P0A0A');
    const outcome = await updateFaultCode({
      id: row!.id,
      code: 'P0A0A',
      title: 'High-voltage interlock circuit',
      likelyCauses: 'A connector not fully seated',
      firstChecks: null,
      relatedArticleIds: [articleId],
    });
    expect(outcome).toEqual({ status: 'saved', code: 'P0A0A' });
    const page = await getFaultCode('P0A0A');
    expect(page).toMatchObject({
      title: 'High-voltage interlock circuit',
      publishedTitle: 'High Voltage System Interlock Circuit A',
      likelyCauses: 'A connector not fully seated',
    });
    expect(page!.relatedArticles.map((article) => article.id)).toEqual([articleId]);
    expect((await listAdminFaultCodes()).find((code) => code.code === 'P0A0A')!.titleEdited).toBe(true);
  });

  it('refuses a related article that does not exist, changing nothing', async () => {
    const [row] = (await listAdminFaultCodes()).filter((code) => code.code === 'P0A0B');
    const outcome = await updateFaultCode({ id: row!.id, code: 'P0A0B', title: 'Changed', likelyCauses: null, firstChecks: null, relatedArticleIds: [999_999] });
    expect(outcome).toEqual({ status: 'unknown-article' });
    expect((await getFaultCode('P0A0B'))!.title).toBe('High Voltage System Interlock Circuit A Performance');
  });

  it('imports notes by code (any case) and refuses a code the table does not have', async () => {
    const file = parsed([
      `p0aa6,Hybrid/EV Battery Voltage System Isolation Fault,Water in the high-voltage connector,Read the isolation value,${articleId}`,
      'P1234,Made-up code,,,',
      'P0AA6,Again,,,',
    ]);
    const preview = await previewRows(FAULT_CODE_TABLE, file.rows, file.rejected, file.ignoredColumns);
    expect(preview.update.map((row) => row.label)).toEqual(['P0AA6']);
    expect(preview.add).toEqual([]);
    expect(preview.rejected.map((row) => [row.line, row.reason])).toEqual([
      [3, CSV_MESSAGES.unknownRow],
      [4, 'Same code as line 2'],
    ]);
    const result = await importRows(FAULT_CODE_TABLE, file.rows, file.rejected);
    expect(result).toMatchObject({ added: 0, updated: 1, rejected: 2 });
    expect(await getFaultCode('P0AA6')).toMatchObject({
      likelyCauses: 'Water in the high-voltage connector',
      firstChecks: 'Read the isolation value',
    });
    const [count] = await sql()<{ n: number }[]>`select count(*)::int as n from fault_codes`;
    expect(count!.n).toBe(1794);
  });

  it('refuses a row the form would refuse, with its reason', async () => {
    const file = parsed(['P0AA7,,,,', 'P0AA8,Title,,,abc']);
    expect(file.rows).toEqual([]);
    expect(file.rejected.map((row) => row.reason)).toEqual([
      'Please fill in all required fields (title)',
      'Related articles are article ids, separated by semicolons (relatedArticleIds)',
    ]);
  });

  it('exports what it imports, lists as semicolons', async () => {
    const rows = await exportRows(FAULT_CODE_TABLE, db()`code`);
    expect(rows).toHaveLength(1794);
    expect(rows.find((row) => row.code === 'P0AA6')).toEqual({
      code: 'P0AA6',
      title: 'Hybrid/EV Battery Voltage System Isolation Fault',
      likely_causes: 'Water in the high-voltage connector',
      first_checks: 'Read the isolation value',
      related_article_ids: String(articleId),
    });
  });
});

describe('fault code actions without a session', () => {
  it('refuse to save or import, and change nothing', async () => {
    const { saveFaultCode, importFaultCodeCsv } = await import('@/app/(admin)/admin/(guarded)/fault-codes/actions');
    const [row] = (await listAdminFaultCodes()).filter((code) => code.code === 'P0A00');
    const saved = await saveFaultCode({ id: row!.id, code: 'P0A00', title: 'Taken over', likelyCauses: '', firstChecks: '', relatedArticleIds: '' });
    expect(saved.ok).toBe(false);
    const imported = await importFaultCodeCsv(`${HEADER}\nP0A00,Taken over,,,`);
    expect(imported.ok).toBe(false);
    expect((await getFaultCode('P0A00'))!.title).toBe('Motor Electronics Coolant Temperature Sensor A Circuit');
  });
});
