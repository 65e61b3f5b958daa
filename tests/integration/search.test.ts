import { GROUP_SIZE, searchGroups, searchKind, searchSite } from '@/lib/db/search';
import { HIGHLIGHT_START, HIGHLIGHT_STOP, SEARCH_PAGE_SIZE } from '@/lib/search/query';
import { SEARCH_CASES } from '../fixtures/search-queries';
import { startFromReferenceData } from '@/tests/setup/db';

const sql = () => globalThis.testDb.sql;

startFromReferenceData();

describe('site search over the seeded reference data', () => {
  it('puts the expected entry in the top three for at least 90 % of the test queries', async () => {
    expect(SEARCH_CASES.length).toBeGreaterThanOrEqual(100);
    expect(SEARCH_CASES.filter((testCase) => testCase.typo).length).toBeGreaterThanOrEqual(30);
    const misses: string[] = [];
    for (const testCase of SEARCH_CASES) {
      const { hits } = await searchSite(testCase.query, 10);
      const found = hits
        .slice(0, 3)
        .some((hit) => hit.kind === testCase.kind && hit.title.includes(testCase.title));
      if (!found)
        misses.push(
          `${testCase.query} → ${hits
            .slice(0, 3)
            .map((hit) => hit.title)
            .join(' | ')}`,
        );
    }
    const rate = (SEARCH_CASES.length - misses.length) / SEARCH_CASES.length;
    console.log(
      `search: expected entry in the top 3 for ${(rate * 100).toFixed(1)} % of ${SEARCH_CASES.length} queries`,
      misses,
    );
    expect(rate).toBeGreaterThanOrEqual(0.9);
  }, 120_000);

  it('finds a misspelled title through trigram similarity when full-text finds nothing', async () => {
    const { hits } = await searchSite('regenrative braking');
    const entry = hits.find((hit) => hit.title === 'Regenerative Braking');
    expect(entry).toBeDefined();
    expect(hits.indexOf(entry!)).toBeLessThan(3);
  });

  it('reads an abbreviation as the words it stands for', async () => {
    const { hits } = await searchSite('BMS');
    expect(hits[0]).toMatchObject({ kind: 'glossary', title: 'Battery Management System (BMS)' });
    expect(hits.some((hit) => hit.snippet.toLowerCase().includes(`${HIGHLIGHT_START}battery`))).toBe(true);
  });

  it('marks a snippet cut out of a longer text with an ellipsis at each cut, and a whole short text with none', async () => {
    const words = (prefix: string) => Array.from({ length: 40 }, (_, index) => `${prefix}${index}`).join(' ');
    await sql()`insert into glossary (term, explanation) values
      ('Snippet probe, middle', ${`<p>${words('before')} where the zyxcorrosion shows. ${words('after')}</p>`}),
      ('Snippet probe, whole', '<p>Only zyxcorrosion.</p>')`;
    const { hits } = await searchSite('zyxcorrosion');
    const plain = (title: string) => hits.find((hit) => hit.title === title)!.snippet.replaceAll(HIGHLIGHT_START, '').replaceAll(HIGHLIGHT_STOP, '');
    expect(plain('Snippet probe, middle')).toMatch(/^… .*zyxcorrosion.* …$/);
    expect(plain('Snippet probe, whole')).toBe('Only zyxcorrosion');
  });

  it('ranks a title that is exactly the query first', async () => {
    const { hits } = await searchSite('Heat Pump');
    expect(hits[0]).toMatchObject({
      kind: 'glossary',
      title: 'Heat Pump',
      href: expect.stringMatching(/^\/glossary\/\d+$/),
    });
  });

  it('links each kind to its public page', async () => {
    const { hits } = await searchSite('michelin pilot sport ev');
    expect(hits[0]).toMatchObject({
      kind: 'tire',
      href: expect.stringMatching(/^\/tire-fitment\/tire\/\d+$/),
    });
    const guide = (await searchSite('electrical panel upgrade')).hits.find((hit) => hit.kind === 'guide');
    expect(guide?.href).toBe('/charger-install/electrical-panel-upgrades');
  });

  it('never shows drafts', async () => {
    await sql()`insert into articles (title, content, status) values ('Quasar Contactor Draft', 'Unpublished body', 'draft')`;
    const { hits } = await searchSite('quasar contactor draft');
    expect(hits.some((hit) => hit.title === 'Quasar Contactor Draft')).toBe(false);
  });

  it('finds a row changed a moment ago (the search columns are generated)', async () => {
    const [row] = await sql()<{ id: number }[]>`
      insert into glossary (term, explanation) values ('Zorblatt Coupler', '<p>A made-up part used by this test.</p>') returning id`;
    expect((await searchSite('zorblatt')).hits[0]).toMatchObject({ kind: 'glossary', id: row!.id });
    await sql()`update glossary set term = 'Quixotic Coupler' where id = ${row!.id}`;
    expect((await searchSite('quixotic')).hits[0]).toMatchObject({ id: row!.id });
    expect(
      (await searchSite('zorblatt')).hits.some((hit) => hit.id === row!.id && hit.kind === 'glossary'),
    ).toBe(false);
  });

  it('answers nothing, with glossary suggestions, for a query that matches nothing', async () => {
    const result = await searchSite('xqzv wprt');
    expect(result.hits).toEqual([]);
    expect(Array.isArray(result.suggestions)).toBe(true);
    const near = await searchSite('thermall runawayy zzz');
    expect(near.hits.length + near.suggestions.length).toBeGreaterThan(0);
  });

  it('treats query syntax characters as plain text', async () => {
    for (const query of ["') or 1=1 --", '!!! & | <-> :*', '<script>alert(1)</script>', '\\']) {
      await expect(searchSite(query)).resolves.toEqual(expect.objectContaining({ hits: expect.any(Array) }));
    }
  });

  it('counts every hit and pages past the first 20 without repeating one', async () => {
    const glossaryTerms = await sql()<{ count: string }[]>`select count(*) from glossary where term ilike '%contactor%'`;
    const first = await searchSite('contactor', SEARCH_PAGE_SIZE);
    const everything = await searchSite('contactor', 1000);
    expect(first.hits).toHaveLength(SEARCH_PAGE_SIZE);
    expect(first.total).toBe(everything.hits.length);
    expect(first.total).toBeGreaterThanOrEqual(Number(glossaryTerms[0]!.count));
    expect(first.total).toBeGreaterThan(SEARCH_PAGE_SIZE);
    const second = await searchSite('contactor', SEARCH_PAGE_SIZE, SEARCH_PAGE_SIZE);
    expect(second.total).toBe(first.total);
    const key = (hit: { kind: string; id: number }) => `${hit.kind}:${hit.id}`;
    expect([...first.hits, ...second.hits].map(key)).toEqual(everything.hits.slice(0, 2 * SEARCH_PAGE_SIZE).map(key));
    // A page past the last: no hits, the count still true.
    expect(await searchSite('contactor', SEARCH_PAGE_SIZE, 1000)).toEqual({ hits: [], total: first.total, suggestions: [] });
  });

  it('groups the first screen by kind: each kind counted, at most 5 of each, codes no longer crowding out articles', async () => {
    const grouped = await searchGroups('contactor');
    const kinds = grouped.groups.map((group) => group.kind);
    expect(kinds).toEqual(expect.arrayContaining(['glossary', 'article', 'fault-code']));
    for (const group of grouped.groups) {
      expect(group.hits.length).toBeLessThanOrEqual(GROUP_SIZE);
      expect(group.hits.every((hit) => hit.kind === group.kind)).toBe(true);
      // Each kind's count is what its own list pages through.
      const own = await searchKind('contactor', group.kind, 1000);
      expect({ kind: group.kind, total: group.total }).toEqual({ kind: group.kind, total: own.total });
    }
    // Each kind's best as the ungrouped ranking orders them.
    const ranking = (await searchSite('contactor', 1000)).hits;
    for (const group of grouped.groups) {
      const best = ranking.filter((hit) => hit.kind === group.kind).slice(0, GROUP_SIZE);
      expect(group.hits.map((hit) => hit.id)).toEqual(best.map((hit) => hit.id));
    }
    const codes = grouped.groups.find((group) => group.kind === 'fault-code')!;
    expect(codes.hits).toHaveLength(GROUP_SIZE);
    expect(codes.total).toBeGreaterThan(20);
    expect(grouped.total).toBe(grouped.groups.reduce((sum, group) => sum + group.total, 0));
  });

  it('pages one kind on its own', async () => {
    const first = await searchKind('contactor', 'fault-code', SEARCH_PAGE_SIZE);
    const second = await searchKind('contactor', 'fault-code', SEARCH_PAGE_SIZE, SEARCH_PAGE_SIZE);
    expect(first.hits.every((hit) => hit.kind === 'fault-code')).toBe(true);
    expect(second.total).toBe(first.total);
    const ids = [...first.hits, ...second.hits].map((hit) => hit.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
