import {
  findDuplicateTerms,
  importGlossaryEntries,
  insertGlossaryEntry,
  listAdminGlossaryPage,
  removeDuplicateGlossaryTerms,
  updateGlossaryEntry,
} from '@/lib/db/admin-glossary';
import {
  assignCategories,
  createCategory,
  deleteCategory,
  listCategoryEntries,
  listCategoryOverview,
  nextUncategorizedEntries,
  setEntryCategory,
} from '@/lib/db/admin-categories';

const sql = () => globalThis.testDb.sql;

async function count(where = sql()`true`): Promise<number> {
  const [row] = await sql()<{ n: number }[]>`select count(*)::int as n from glossary where ${where}`;
  return row!.n;
}

const rows = (prefix: string, n: number) =>
  Array.from({ length: n }, (_, i) => ({ term: `${prefix} ${i + 1}`, explanation: `<p>Explanation ${i + 1} of ${prefix}.</p>` }));

beforeAll(async () => {
  await sql()`insert into categories (id, name) values ('battery', 'Battery Systems'), ('charging', 'Charging')`;
});

describe('CSV import', () => {
  it('adds every new row in one go and reports the terms the glossary already has instead of duplicating them', async () => {
    const first = await importGlossaryEntries(rows('Import term', 25));
    expect(first).toEqual({ added: 25, existing: [] });
    expect(await count(sql()`term like 'Import term %'`)).toBe(25);

    // The same terms in other letter cases and with spaces around them count as existing.
    const again = await importGlossaryEntries([
      { term: 'IMPORT TERM 3', explanation: 'again' },
      { term: ' import term 7 ', explanation: 'again' },
      { term: 'Import term 26', explanation: 'new' },
    ]);
    expect(again).toEqual({ added: 1, existing: ['IMPORT TERM 3', ' import term 7 '] });
    expect(await count(sql()`lower(btrim(term)) = 'import term 3'`)).toBe(1);
    expect(await count(sql()`term like 'Import term %'`)).toBe(26);
  });

  it('leaves nothing behind when a row fails half way through the batches', async () => {
    const before = await count();
    const batch = rows('Atomic term', 35);
    // The table's check refuses a blank explanation: the 4th batch of 10 fails after three have gone in.
    batch[31] = { term: 'Atomic term broken', explanation: '   ' };
    await expect(importGlossaryEntries(batch)).rejects.toThrow();
    expect(await count()).toBe(before);
    expect(await count(sql()`term like 'Atomic term%'`)).toBe(0);

    // The connection is usable afterwards and the same rows go in once fixed.
    batch[31] = { term: 'Atomic term 32', explanation: 'fixed' };
    expect((await importGlossaryEntries(batch)).added).toBe(35);
  });

  it('adds 1,000 rows in batches of 10 in one transaction: all share one creation time', async () => {
    const outcome = await importGlossaryEntries(rows('Bulk term', 1000));
    expect(outcome.added).toBe(1000);
    const [row] = await sql()<{ stamps: number }[]>`
      select count(distinct created_at)::int as stamps from glossary where term like 'Bulk term %'`;
    expect(row?.stamps).toBe(1);
  });
});

describe('duplicate removal', () => {
  it('keeps the oldest entry and carries over the category, views, votes, feedback and video links of the copies', async () => {
    const [oldest, middle, newest] = await sql()<{ id: number }[]>`
      insert into glossary (term, explanation, category_id, views, helpful_yes, helpful_no, created_at) values
        ('Pouch Cell', '<p>Oldest wording.</p>', null, 5, 1, 0, now() - interval '3 days'),
        ('pouch cell', '<p>Second wording.</p>', 'battery', 7, 2, 1, now() - interval '2 days'),
        (' POUCH CELL ', '<p>Newest wording.</p>', 'charging', 3, 0, 4, now() - interval '1 day')
      returning id`;
    await sql()`insert into glossary_feedback (glossary_id, helpful) values (${middle!.id}, true), (${newest!.id}, false)`;
    const [video] = await sql()<{ id: number }[]>`
      insert into videos (title, url, status, metadata)
      values ('Pouch cells explained', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'ready',
              ${sql().json({ glossary_term: { id: newest!.id, term: ' POUCH CELL ' } })})
      returning id`;

    const duplicates = await findDuplicateTerms();
    expect(duplicates).toContainEqual({ term: expect.stringMatching(/pouch cell/i), copies: 3 });

    const removed = await removeDuplicateGlossaryTerms();
    expect(removed).toBeGreaterThanOrEqual(2);
    const kept = await sql()<{ id: number; explanation: string; category_id: string | null; views: number; helpful_yes: number; helpful_no: number }[]>`
      select id, explanation, category_id, views, helpful_yes, helpful_no from glossary where lower(btrim(term)) = 'pouch cell'`;
    expect(kept).toEqual([
      { id: oldest!.id, explanation: '<p>Oldest wording.</p>', category_id: 'battery', views: 15, helpful_yes: 3, helpful_no: 5 },
    ]);
    const feedback = await sql()<{ glossary_id: number }[]>`select glossary_id from glossary_feedback order by id`;
    expect(feedback.map((row) => row.glossary_id)).toEqual([oldest!.id, oldest!.id]);
    const [linked] = await sql()<{ metadata: { glossary_term: { id: number } } }[]>`select metadata from videos where id = ${video!.id}`;
    expect(linked?.metadata.glossary_term.id).toBe(oldest!.id);
    expect((await findDuplicateTerms()).some((duplicate) => /pouch cell/i.test(duplicate.term))).toBe(false);
  });

  it('keeps the category the oldest entry already has', async () => {
    const [oldest] = await sql()<{ id: number }[]>`
      insert into glossary (term, explanation, category_id, created_at) values
        ('Cold Plate', '<p>a</p>', 'charging', now() - interval '2 days'),
        ('COLD PLATE', '<p>b</p>', 'battery', now() - interval '1 day')
      returning id`;
    await removeDuplicateGlossaryTerms();
    const [kept] = await sql()<{ id: number; category_id: string }[]>`select id, category_id from glossary where lower(term) = 'cold plate'`;
    expect(kept).toEqual({ id: oldest!.id, category_id: 'charging' });
    expect(await removeDuplicateGlossaryTerms()).toBe(0);
  });
});

describe('glossary list', () => {
  it('searches term and explanation text (not the HTML tags), treats % literally, and pages', async () => {
    await insertGlossaryEntry({ term: 'Strongbox Search', explanation: '<p>Holds <strong>100%</strong> of the zebra charge.</p>', categoryId: null });
    const byText = await listAdminGlossaryPage({ query: 'ZEBRA', page: 1, pageSize: 10 });
    expect(byText.entries.map((entry) => entry.term)).toEqual(['Strongbox Search']);
    expect((await listAdminGlossaryPage({ query: '100%', page: 1, pageSize: 10 })).total).toBe(1);
    expect((await listAdminGlossaryPage({ query: '0%', page: 1, pageSize: 10 })).total).toBe(1);
    // 'strong' is a tag in the stored HTML and the start of the term; only the term matches here.
    expect((await listAdminGlossaryPage({ query: 'strong', page: 1, pageSize: 10 })).total).toBe(1);
    expect((await listAdminGlossaryPage({ query: '%', page: 1, pageSize: 10 })).total).toBe(1);

    const all = await listAdminGlossaryPage({ page: 1, pageSize: 7 });
    const last = await listAdminGlossaryPage({ page: 10_000, pageSize: 7 });
    expect(last.page).toBe(Math.ceil(all.total / 7));
    expect(last.entries.length).toBeGreaterThan(0);
  });

  it('an edit moves Last updated and reports the category the entry left', async () => {
    const id = await insertGlossaryEntry({ term: 'Edit Me', explanation: '<p>x</p>', categoryId: 'battery' });
    await sql()`update glossary set updated_at = now() - interval '10 days' where id = ${id}`;
    const saved = await updateGlossaryEntry(id, { term: 'Edited', explanation: '<p>y</p>', categoryId: 'charging' });
    expect(saved).toEqual({ previousCategoryId: 'battery' });
    const [row] = await sql()<{ term: string; category_id: string; updated_at: Date }[]>`select term, category_id, updated_at from glossary where id = ${id}`;
    expect(row).toMatchObject({ term: 'Edited', category_id: 'charging' });
    expect(Date.now() - row!.updated_at.getTime()).toBeLessThan(60_000);
    expect(await updateGlossaryEntry(999_999_999, { term: 'x', explanation: 'y', categoryId: null })).toBeUndefined();
  });
});

describe('categories', () => {
  it('refuses a taken id, and deleting a category clears it from its entries in one transaction', async () => {
    expect(await createCategory({ id: 'test-delete', name: 'To Delete', description: null })).toBe(true);
    expect(await createCategory({ id: 'test-delete', name: 'Again', description: 'x' })).toBe(false);
    const a = await insertGlossaryEntry({ term: 'Delete Cat A', explanation: '<p>a</p>', categoryId: 'test-delete' });
    const b = await insertGlossaryEntry({ term: 'Delete Cat B', explanation: '<p>b</p>', categoryId: 'test-delete' });
    expect((await listCategoryOverview()).categories.find((category) => category.id === 'test-delete')?.entryCount).toBe(2);

    expect(await deleteCategory('test-delete')).toEqual({ cleared: 2 });
    const left = await sql()<{ id: number; category_id: string | null }[]>`select id, category_id from glossary where id in (${a}, ${b}) order by id`;
    expect(left).toEqual([
      { id: a, category_id: null },
      { id: b, category_id: null },
    ]);
    expect(await sql()`select 1 from categories where id = 'test-delete'`).toHaveLength(0);
    expect(await deleteCategory('test-delete')).toBeUndefined();
  });

  it('assigns by hand and in batches, where a batch never overwrites a category chosen meanwhile', async () => {
    const x = await insertGlossaryEntry({ term: 'Batch X', explanation: '<p>x</p>', categoryId: null });
    const y = await insertGlossaryEntry({ term: 'Batch Y', explanation: '<p>y</p>', categoryId: null });
    expect(await setEntryCategory(y, 'charging')).toEqual({ previousCategoryId: null });
    expect(await assignCategories([{ id: x, categoryId: 'battery' }, { id: y, categoryId: 'battery' }])).toBe(1);
    const [rx, ry] = await sql()<{ category_id: string }[]>`select category_id from glossary where id in (${x}, ${y}) order by id`;
    expect([rx?.category_id, ry?.category_id]).toEqual(['battery', 'charging']);

    expect(await setEntryCategory(x, null)).toEqual({ previousCategoryId: 'battery' });
    const next = await nextUncategorizedEntries(x - 1, 10);
    expect(next[0]?.id).toBe(x);
    const uncategorized = await listCategoryEntries(null, { page: 1, pageSize: 5000 });
    expect(uncategorized.entries.every((entry) => entry.categoryId === null)).toBe(true);
    expect(uncategorized.entries.some((entry) => entry.id === x)).toBe(true);
  });
});
