import { GET } from '@/app/api/list-search/route';
import { findListMatches } from '@/lib/db/list-search';
import { LIST_MATCH_LIMIT, LIST_QUERY_MAX, LIST_SEARCH_MESSAGES } from '@/lib/content/list-query';

const sql = () => globalThis.testDb.sql;

const ids = async (search: Parameters<typeof findListMatches>[0]) => (await findListMatches(search)).ids;

const ask = (query: string) => GET(new Request(`http://localhost/api/list-search?${query}`));

let glossary: Record<string, string> = {};
let articles: Record<string, string> = {};
let videos: Record<string, string> = {};

beforeAll(async () => {
  await sql()`insert into categories (id, name) values ('battery', 'Battery'), ('charging', 'Charging')`;
  const terms = await sql()<{ id: number; term: string }[]>`
    insert into glossary (term, explanation, category_id) values
      ('Battery Management System', '<p>Watches <strong>cell</strong> voltages and temperatures.</p>', 'battery'),
      ('Contactor', '<p>A relay that connects the high-voltage pack.</p>', 'battery'),
      ('Level 2 Charging', '<p>240 V charging at home, 100% of nights.</p>', 'charging'),
      ('Régénération', '<p>Braking that recovers energy.</p>', null)
    returning id, term`;
  glossary = Object.fromEntries(terms.map((row) => [row.term, String(row.id)]));
  const published = await sql()<{ id: number; title: string }[]>`
    insert into articles (title, content, status, published_at, tags) values
      ('Replacing a contactor', '## Steps\n\nOpen the **service disconnect** first, then test for zero volts.', 'published', now(), '{safety}'),
      ('Reading freeze frames', 'Scan tools record data when a fault sets.', 'published', now() - interval '1 day', '{Diagnostics,OBD}'),
      ('Draft about contactors', 'Not yet published.', 'draft', null, '{}')
    returning id, title`;
  articles = Object.fromEntries(published.map((row) => [row.title, String(row.id)]));
  const clips = await sql()<{ id: number; title: string }[]>`
    insert into videos (title, description, url, tags, status) values
      ('Isolation test', 'Measuring insulation resistance with a megohmmeter', 'https://youtu.be/aBcD3fG_h-1', '{safety}', 'ready'),
      ('Charge port repair', null, 'https://youtu.be/Zy9_xW8-vU7', '{Charging,Ports}', 'ready'),
      ('Processing clip about isolation', null, 'https://youtu.be/Zy9_xW8-vU8', '{}', 'processing')
    returning id, title`;
  videos = Object.fromEntries(clips.map((row) => [row.title, String(row.id)]));
  await sql()`
    insert into ev_install_articles (slug, title, body, meta_description, tags, published_at) values
      ('panel-upgrades', 'Panel upgrades', 'A 200 A service often needs a new main breaker.', 'When the panel is full', '{Home,Electrical}', now()),
      ('permits', 'Permits', 'Your city inspects the circuit.', null, '{Regulations}', now()),
      ('future-guide', 'Future breaker guide', 'Not out yet: breaker.', null, '{}', now() + interval '1 day')`;
});

describe('list search in PostgreSQL', () => {
  it('finds glossary terms by a substring of the term or of the explanation text, ignoring case and accents', async () => {
    expect(await ids({ kind: 'glossary', q: 'MANAGEMENT' })).toEqual([glossary['Battery Management System']]);
    expect(await ids({ kind: 'glossary', q: 'high-volt' })).toEqual([glossary['Contactor']]);
    // Markup is not text: the bold word and the words around it read as one phrase.
    expect(await ids({ kind: 'glossary', q: 'watches cell volt' })).toEqual([glossary['Battery Management System']]);
    expect(await ids({ kind: 'glossary', q: 'strong' })).toEqual([]);
    expect(await ids({ kind: 'glossary', q: 'regeneration' })).toEqual([glossary['Régénération']]);
    // LIKE's wildcards are searched as themselves.
    expect(await ids({ kind: 'glossary', q: '100%' })).toEqual([glossary['Level 2 Charging']]);
    expect(await ids({ kind: 'glossary', q: '%' })).toEqual([glossary['Level 2 Charging']]);
    expect(await ids({ kind: 'glossary', q: 'l_vel' })).toEqual([]);
  });

  it('keeps a category to its own terms', async () => {
    expect(await ids({ kind: 'category', q: 'volt', category: 'battery' })).toEqual([glossary['Battery Management System'], glossary['Contactor']]);
    expect(await ids({ kind: 'category', q: 'NIGHTS', category: 'charging' })).toEqual([glossary['Level 2 Charging']]);
    expect(await ids({ kind: 'category', q: 'nights', category: 'battery' })).toEqual([]);
    expect(await ids({ kind: 'category', q: 'relay', category: 'charging' })).toEqual([]);
  });

  it('searches published articles on title, body and tags, never a draft', async () => {
    expect(await ids({ kind: 'articles', q: 'contactor' })).toEqual([articles['Replacing a contactor']]);
    expect(await ids({ kind: 'articles', q: 'service disconnect first' })).toEqual([articles['Replacing a contactor']]);
    expect(await ids({ kind: 'articles', q: 'obd' })).toEqual([articles['Reading freeze frames']]);
    expect(await ids({ kind: 'articles', q: 'published' })).toEqual([]);
    // Newest first, as the list shows them.
    expect(await ids({ kind: 'articles', q: 'e' })).toEqual([articles['Replacing a contactor'], articles['Reading freeze frames']]);
  });

  it('searches ready videos on title, description and tags', async () => {
    expect(await ids({ kind: 'videos', q: 'MEGOHM' })).toEqual([videos['Isolation test']]);
    expect(await ids({ kind: 'videos', q: 'ports' })).toEqual([videos['Charge port repair']]);
    expect(await ids({ kind: 'videos', q: 'isolation' })).toEqual([videos['Isolation test']]);
  });

  it('searches published guides on title, description, body and tags, by slug', async () => {
    expect(await ids({ kind: 'guides', q: 'breaker' })).toEqual(['panel-upgrades']);
    expect(await ids({ kind: 'guides', q: 'panel is full' })).toEqual(['panel-upgrades']);
    expect(await ids({ kind: 'guides', q: 'regulations' })).toEqual(['permits']);
  });

  it('answers nothing for a query nothing contains, and for a blank one', async () => {
    expect(await findListMatches({ kind: 'glossary', q: 'flux capacitor' })).toEqual({ ids: [], more: false });
    expect(await findListMatches({ kind: 'articles', q: '' })).toEqual({ ids: [], more: false });
  });

  it(`stops at ${LIST_MATCH_LIMIT} matches and says more matched`, async () => {
    await sql()`insert into glossary (term, explanation)
                select 'Bulk term ' || n, '<p>Filler</p>' from generate_series(1, ${LIST_MATCH_LIMIT + 1}) n`;
    const matches = await findListMatches({ kind: 'glossary', q: 'filler' });
    expect(matches.ids).toHaveLength(LIST_MATCH_LIMIT);
    expect(matches.more).toBe(true);
    await sql()`delete from glossary where term like 'Bulk term %'`;
  });
});

describe('GET /api/list-search', () => {
  it('answers the matching ids, cacheable by a shared cache', async () => {
    const response = await ask('kind=videos&q=%20Charge%20');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('s-maxage=60');
    expect(await response.json()).toEqual({ ids: [videos['Charge port repair']], more: false });
    const category = await ask('kind=category&category=battery&q=relay');
    expect(await category.json()).toEqual({ ids: [glossary['Contactor']], more: false });
  });

  it('refuses a query over the length bound with the message, and an unknown list', async () => {
    const tooLong = await ask(`kind=glossary&q=${'a'.repeat(LIST_QUERY_MAX + 1)}`);
    expect(tooLong.status).toBe(400);
    expect(await tooLong.json()).toEqual({ error: LIST_SEARCH_MESSAGES.tooLong });
    expect((await ask(`kind=glossary&q=${'a'.repeat(LIST_QUERY_MAX)}`)).status).toBe(200);
    expect((await ask('kind=tires&q=michelin')).status).toBe(400);
    expect((await ask('kind=category&q=relay')).status).toBe(400);
    expect((await ask('kind=category&category=../x&q=relay')).status).toBe(400);
    expect((await ask('kind=glossary&q=%20%20')).status).toBe(400);
  });
});

describe('relevance', () => {
  let ranked: Record<string, string> = {};
  let news: Record<string, string> = {};

  beforeAll(async () => {
    const terms = await sql()<{ id: number; term: string }[]>`
      insert into glossary (term, explanation) values
        ('Active isolation check', '<p>A test the car runs at start-up.</p>'),
        ('Insulation monitor', '<p>Measures isolation resistance while driving.</p>'),
        ('Isolation Fault', '<p>A leak from the pack to the chassis.</p>'),
        ('Isolation', '<p>Keeping the pack apart from the chassis.</p>')
      returning id, term`;
    ranked = Object.fromEntries(terms.map((row) => [row.term, String(row.id)]));
    const rows = await sql()<{ id: number; title: string }[]>`
      insert into articles (title, content, status, published_at) values
        ('Precharge basics', 'The precharge resistor spares the main contactor an inrush.', 'published', now() + interval '1 minute')
      returning id, title`;
    news = Object.fromEntries(rows.map((row) => [row.title, String(row.id)]));
  });

  it('puts name matches first: the name itself, then names starting with the query, then names holding it, then other fields', async () => {
    expect(await ids({ kind: 'glossary', q: 'ISOLATION' })).toEqual([
      ranked['Isolation'],
      ranked['Isolation Fault'],
      ranked['Active isolation check'],
      ranked['Insulation monitor'],
    ]);
    // The list's own order (newest first) only within one rank: the title match outranks a newer article's body.
    expect(await ids({ kind: 'articles', q: 'contactor' })).toEqual([articles['Replacing a contactor'], news['Precharge basics']]);
  });

  it('offers close matches from the trigram index when nothing contains the query, and says so', async () => {
    const close = await findListMatches({ kind: 'glossary', q: 'isolaton' });
    expect(close.close).toBe(true);
    expect(close.ids.slice(0, 2)).toEqual([ranked['Isolation'], ranked['Isolation Fault']]);
    expect(close.ids).toEqual(expect.arrayContaining([ranked['Active isolation check'], ranked['Insulation monitor']]));
    expect(close.ids).not.toContain(glossary['Contactor']);
    // A query that contains its matches is never marked close; one too short to compare offers nothing.
    expect((await findListMatches({ kind: 'glossary', q: 'isolation' })).close).toBeUndefined();
    expect(await findListMatches({ kind: 'glossary', q: 'isx' })).toEqual({ ids: [], more: false });
    expect(await findListMatches({ kind: 'videos', q: 'megohmeter' })).toEqual({ ids: [videos['Isolation test']], more: false, close: true });
    const response = await ask('kind=glossary&q=isolaton');
    expect(await response.json()).toMatchObject({ close: true, ids: close.ids });
    expect(LIST_SEARCH_MESSAGES.close('isolaton')).toBe("No exact match for 'isolaton'. Close matches:");
  });
});
