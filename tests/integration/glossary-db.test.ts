import { POST as postHelpful } from '@/app/api/glossary/[id]/helpful/route';
import { POST as postView } from '@/app/api/glossary/[id]/view/route';
import { listCategorySummaries, listCategoryTerms, listCategoryVideos, getCategory } from '@/lib/db/categories';
import { getGlossaryEntry, listRelatedTerms, listGlossaryForList, listPopularGlossaryIds, recordGlossaryView, recordHelpfulVote } from '@/lib/db/glossary';
import { getHomeArticles, getHomeVideos } from '@/lib/db/home';

const sql = () => globalThis.testDb.sql;

let ids: Record<string, number> = {};

beforeAll(async () => {
  await sql()`insert into categories (id, name, description) values
    ('battery', 'Battery Systems', 'Packs and cells'), ('charging', 'Charging', null), ('safety', 'Safety', 'HV safety')`;
  const rows = await sql()<{ id: number; term: string }[]>`
    insert into glossary (term, explanation, category_id, created_at) values
      ('inverter', '<p>Turns DC into AC.</p>', null, now() - interval '9 days'),
      ('Battery Management System', '<p>Watches &amp; protects every cell.</p>', 'battery', now() - interval '5 days'),
      ('Amp-hour', '<p>Charge unit.</p>', 'battery', now() - interval '4 days'),
      ('Cell', '<p>The smallest unit.</p>', 'battery', now() - interval '3 days'),
      ('State of Health', '<p>Remaining capacity.</p>', 'battery', now() - interval '1 day'),
      ('Connector', '<p>Plugs in.</p>', 'charging', now())
    returning id, term`;
  ids = Object.fromEntries(rows.map((row) => [row.term, row.id]));
});

describe('glossary readers and writers', () => {
  it('lists every entry ordered by term regardless of case, with plain text', async () => {
    const entries = await listGlossaryForList();
    expect(entries.map((entry) => entry.term)).toEqual([
      'Amp-hour',
      'Battery Management System',
      'Cell',
      'Connector',
      'inverter',
      'State of Health',
    ]);
    expect(entries.find((entry) => entry.term === 'Battery Management System')!.text).toBe('Watches & protects every cell.');
  });

  it('reads one entry by id with its stored explanation, its plain text and its category', async () => {
    const bms = await getGlossaryEntry(ids['Battery Management System']!);
    expect(bms).toMatchObject({
      term: 'Battery Management System',
      explanation: '<p>Watches &amp; protects every cell.</p>',
      text: 'Watches & protects every cell.',
      categoryId: 'battery',
    });
    expect(typeof bms!.createdAt).toBe('string');
    expect(await getGlossaryEntry(999_999)).toBeUndefined();
  });

  it("relates an entry to the terms sharing the most words with its whole explanation, best first", async () => {
    expect(await listRelatedTerms(ids.Cell!)).toEqual([
      { id: ids['Amp-hour'], term: 'Amp-hour' },
      { id: ids['Battery Management System'], term: 'Battery Management System' },
    ]);
    expect(await listRelatedTerms(ids.Connector!)).toEqual([]);
    expect(await listRelatedTerms(999_999)).toEqual([]);
  });

  it('counts views and prerenders the most viewed terms first', async () => {
    expect(await recordGlossaryView(ids.Cell!)).toBe(true);
    expect(await recordGlossaryView(ids.Cell!)).toBe(true);
    expect(await recordGlossaryView(999_999)).toBe(false);
    const [row] = await sql()<{ views: number }[]>`select views from glossary where id = ${ids.Cell!}`;
    expect(row?.views).toBe(2);
    expect((await listPopularGlossaryIds(2))[0]).toBe(ids.Cell);
  });

  it('records helpful votes with tallies', async () => {
    expect(await recordHelpfulVote(ids.inverter!, true)).toBe(true);
    expect(await recordHelpfulVote(ids.inverter!, false)).toBe(true);
    expect(await recordHelpfulVote(ids.inverter!, true)).toBe(true);
    expect(await recordHelpfulVote(999_999, true)).toBe(false);
    const [row] = await sql()<{ helpful_yes: number; helpful_no: number }[]>`
      select helpful_yes, helpful_no from glossary where id = ${ids.inverter!}`;
    expect(row).toEqual({ helpful_yes: 2, helpful_no: 1 });
    const feedback = await sql()`select helpful from glossary_feedback where glossary_id = ${ids.inverter!}`;
    expect(feedback).toHaveLength(3);
  });
});

describe('glossary route handlers', () => {
  const context = (id: string) => ({ params: Promise.resolve({ id }) });

  it('adds a view for an opened term and refuses unknown ids', async () => {
    const before = await sql()<{ views: number }[]>`select views from glossary where id = ${ids.Connector!}`;
    const ok = await postView(new Request('http://x', { method: 'POST' }), context(String(ids.Connector)));
    expect(ok.status).toBe(200);
    const after = await sql()<{ views: number }[]>`select views from glossary where id = ${ids.Connector!}`;
    expect(after[0]!.views).toBe(before[0]!.views + 1);
    expect((await postView(new Request('http://x', { method: 'POST' }), context('abc'))).status).toBe(404);
    expect((await postView(new Request('http://x', { method: 'POST' }), context('123456789'))).status).toBe(404);
  });

  it('records a helpful answer and thanks the reader; a malformed body stores nothing', async () => {
    const vote = (body: string, id = String(ids.Connector)) =>
      postHelpful(new Request('http://x', { method: 'POST', body, headers: { 'content-type': 'application/json' } }), context(id));
    const ok = await vote(JSON.stringify({ helpful: false }));
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ ok: true, message: 'Thanks for your feedback!' });
    expect((await vote('{"helpful":"yes"}')).status).toBe(400);
    expect((await vote('not json')).status).toBe(400);
    const rows = await sql()`select helpful from glossary_feedback where glossary_id = ${ids.Connector!}`;
    expect(rows.map((row) => row.helpful)).toEqual([false]);
  });
});

describe('category readers', () => {
  it('lists categories by name with counts and the three newest terms, without inserting anything', async () => {
    const summaries = await listCategorySummaries();
    expect(summaries.map((category) => category.id)).toEqual(['battery', 'charging', 'safety']);
    const battery = summaries[0]!;
    expect(battery.termCount).toBe(4);
    expect(battery.recentTerms.map((term) => term.term)).toEqual(['State of Health', 'Cell', 'Amp-hour']);
    expect(summaries[2]).toMatchObject({ id: 'safety', termCount: 0, recentTerms: [] });
    const [count] = await sql()<{ n: number }[]>`select count(*)::int as n from glossary`;
    expect(count?.n).toBe(6);
  });

  it('reads one category, its terms by term, and its ready videos newest first', async () => {
    expect(await getCategory('missing')).toBeUndefined();
    expect(await getCategory('charging')).toEqual({ id: 'charging', name: 'Charging', description: null });
    expect((await listCategoryTerms('battery')).map((term) => term.term)).toEqual([
      'Amp-hour',
      'Battery Management System',
      'Cell',
      'State of Health',
    ]);
    await sql()`insert into videos (title, url, status, metadata, created_at) values
      ('Old', 'https://www.youtube.com/watch?v=aaaaaaaaaaa', 'ready', '{"category":"charging"}', now() - interval '2 days'),
      ('New', 'https://youtu.be/bbbbbbbbbbb', 'ready', '{"category":"charging"}', now()),
      ('Processing', 'https://youtu.be/ccccccccccc', 'processing', '{"category":"charging"}', now()),
      ('Other', 'https://youtu.be/ddddddddddd', 'ready', '{"category":"battery"}', now())`;
    const videos = await listCategoryVideos('charging');
    expect(videos.map((video) => video.title)).toEqual(['New', 'Old']);
    expect(videos[0]!.thumbnailUrl).toBe('https://i.ytimg.com/vi/bbbbbbbbbbb/hqdefault.jpg');
  });
});

describe('home readers', () => {
  it('puts pinned published articles first and fills up with the newest', async () => {
    const insert = (title: string, status: string, days: number, pinned: boolean) =>
      sql()`insert into articles (title, content, status, published_at, metadata) values
        (${title}, 'Body', ${status}, ${status === 'published' ? sql()`now() - ${`${days} days`}::interval` : null},
         ${sql().json({ pinned, reading_time: 4 })})`;
    await insert('Old pinned', 'published', 30, true);
    await insert('Newest', 'published', 1, false);
    await insert('Older', 'published', 10, false);
    await insert('Draft pinned', 'draft', 0, true);
    expect((await getHomeArticles()).map((article) => [article.title, article.pinned])).toEqual([
      ['Old pinned', true],
      ['Newest', false],
    ]);
    await insert('Second pinned', 'published', 40, true);
    const articles = await getHomeArticles();
    expect(articles.map((article) => article.title)).toEqual(['Old pinned', 'Second pinned']);
    expect(articles[0]!.readingTime).toBe(4);
  });

  it('shows ready videos only, pinned first, and nothing when there are none ready', async () => {
    await sql()`delete from videos`;
    expect(await getHomeVideos()).toEqual([]);
    await sql()`insert into videos (title, url, status, metadata, created_at) values
      ('Pinned old', 'https://youtu.be/aaaaaaaaaaa', 'ready', '{"pinned":true}', now() - interval '9 days'),
      ('Newest', 'https://youtu.be/bbbbbbbbbbb', 'ready', '{}', now()),
      ('Failed', 'https://youtu.be/ccccccccccc', 'failed', '{"pinned":true}', now()),
      ('No url', null, 'ready', '{"pinned":true}', now())`;
    expect((await getHomeVideos()).map((video) => video.title)).toEqual(['Pinned old', 'Newest']);
  });
});
