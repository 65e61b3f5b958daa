import { readFileSync } from 'node:fs';
import path from 'node:path';
import { listPublishedArticles } from '@/lib/db/articles';
import { listCategoryTerms } from '@/lib/db/categories';
import { getGlossaryEntry, listGlossaryForList, listRelatedTerms } from '@/lib/db/glossary';
import { listInstallGuides } from '@/lib/db/install-guides';
import { findListMatches } from '@/lib/db/list-search';
import { DATA_CACHE_ENTRY_LIMIT, dataCacheEntryLength } from '../fixtures/data-cache-entry';

/*
 * On Vercel, Next refuses to keep a data-cache entry over 2 MB (tests/fixtures/data-cache-entry.ts), and a
 * reader over the limit queries the database on every render that uses it. These tests build a 5,000-term
 * glossary and articles and guides at the longest the admin screens allow, and read the public list readers
 * over whole tables: none reads a whole body into its entry, and the list search still finds a word at the
 * end of the longest body.
 */
const sql = () => globalThis.testDb.sql;

const TERMS = 5000;
const LONG_TERMS = 120;
// The admin screens' cap on an explanation, made of quotes: the characters JSON escapes most.
const LONGEST = `<p>${'"'.repeat(20_000 - 7)}</p>`;

let longId = 0;

beforeAll(async () => {
  const seed = JSON.parse(readFileSync(path.join(process.cwd(), 'supabase/seed/reference/glossary.json'), 'utf8')) as {
    term: string;
    explanation: string;
  }[];
  const rows = Array.from({ length: TERMS }, (_, i) => ({
    term: i < seed.length ? seed[i]!.term : `${seed[i % seed.length]!.term} ${i}`,
    explanation: seed[i % seed.length]!.explanation,
  }));
  for (let start = 0; start < rows.length; start += 1000) {
    await sql()`insert into glossary ${sql()(rows.slice(start, start + 1000))}`;
  }
  const long = Array.from({ length: LONG_TERMS }, (_, i) => ({ term: `Long entry ${i}`, explanation: LONGEST }));
  await sql()`insert into categories (id, name) values ('long', 'Long')`;
  const inserted = await sql()<{ id: number }[]>`insert into glossary ${sql()(long.map((row) => ({ ...row, category_id: 'long' })))} returning id`;
  longId = inserted[0]!.id;
}, 60_000);

describe('the glossary readers at 5,000 terms and at the longest explanations', () => {
  it("keeps a category's terms and an entry's related terms under the limit", async () => {
    const terms = await listCategoryTerms('long');
    expect(terms).toHaveLength(LONG_TERMS);
    expect(dataCacheEntryLength(terms)).toBeLessThan(DATA_CACHE_ENTRY_LIMIT / 10);
    const related = await listRelatedTerms(longId);
    expect(related.length).toBeGreaterThan(0);
    expect(dataCacheEntryLength(related)).toBeLessThan(1024);
  });

  it('keeps the list under the limit, in term order, with only the start of each text', async () => {
    const list = await listGlossaryForList();
    expect(dataCacheEntryLength(list)).toBeLessThan(DATA_CACHE_ENTRY_LIMIT);
    expect(list).toHaveLength(TERMS + LONG_TERMS);
    const terms = list.map((entry) => entry.term);
    expect(terms).toEqual([...terms].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true })));
    expect(Math.max(...list.map((entry) => entry.text.length))).toBeLessThanOrEqual(201);
  });

  it('reads one entry by id with its whole explanation, and nothing for an id the glossary lacks', async () => {
    const entry = await getGlossaryEntry(longId);
    expect(entry).toMatchObject({ id: longId, term: 'Long entry 0', explanation: LONGEST });
    expect(entry!.text).toHaveLength(20_000 - 7);
    expect(dataCacheEntryLength(entry)).toBeLessThan(DATA_CACHE_ENTRY_LIMIT);
    expect(await getGlossaryEntry(longId + 10_000)).toBeUndefined();
  });
});

describe('the article readers at the longest bodies', () => {
  const ARTICLES = 24;
  // The admin screens' cap on a body, made of quotes.
  const BODY = '"'.repeat(200_000);

  beforeAll(async () => {
    const rows = Array.from({ length: ARTICLES }, (_, i) => ({
      title: `Long article ${i}`,
      content: i === ARTICLES - 1 ? `${BODY.slice(0, -9)}contactor` : BODY,
      status: 'published',
      published_at: new Date(Date.UTC(2026, 0, i + 1)),
    }));
    await sql()`insert into articles ${sql()(rows)}`;
  }, 60_000);

  it('keeps the list well under the limit, and the list search finds a word at the end of a body', async () => {
    const articles = await listPublishedArticles();
    expect(articles).toHaveLength(ARTICLES);
    expect(dataCacheEntryLength(articles)).toBeLessThan(DATA_CACHE_ENTRY_LIMIT / 10);
    const last = articles.find((article) => article.title === `Long article ${ARTICLES - 1}`)!;
    expect(await findListMatches({ kind: 'articles', q: 'CONTACTOR' })).toEqual({ ids: [String(last.id)], more: false });
  });

  it('keeps the guides list well under the limit at the longest bodies', async () => {
    const rows = Array.from({ length: ARTICLES }, (_, i) => ({
      slug: `long-guide-${i}`,
      title: `Long guide ${i}`,
      body: i === 0 ? `${BODY.slice(0, -7)}breaker` : BODY,
      published_at: new Date(Date.UTC(2026, 0, i + 1)),
    }));
    await sql()`insert into ev_install_articles ${sql()(rows)}`;
    const guides = await listInstallGuides();
    expect(guides).toHaveLength(ARTICLES);
    expect(dataCacheEntryLength(guides)).toBeLessThan(DATA_CACHE_ENTRY_LIMIT / 10);
    expect(await findListMatches({ kind: 'guides', q: 'breaker' })).toEqual({ ids: ['long-guide-0'], more: false });
  });
});
