/**
 * Glossary performance with 5,000 terms: the term-linking pass over a 2,000-word text (target ≤ 5 ms),
 * and the server work behind /glossary and /glossary/{id} (list preparation, the server-rendered list and
 * its size, one term view), and the data-cache entries of the glossary readers (list, entry, related terms). The 5,000 terms are the
 * seeded glossary plus distinct two- and three-word terms drawn from its vocabulary, built in memory; the
 * readers read them from a scratch database of their own, so the site's rows are never touched.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Sql } from '../lib/db/connection';
import { dataCacheEntryLength } from '../tests/fixtures/data-cache-entry';
import { allowServerOnly, withScratchDatabase } from './lib/support';

export const name = 'glossary';

const TERMS = 5000;
const WORDS = 2000;

function median(work: () => unknown, runs: number): number {
  // Warm-up runs let the JIT settle before anything is measured.
  for (let i = 0; i < 5; i += 1) work();
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    work();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)]!;
}

const fmt = (ms: number) => `${ms.toFixed(2)} ms`;

const cacheEntryMb = (result: unknown) => dataCacheEntryLength(result) / 1024 / 1024;

/**
 * The data-cache entries the public glossary readers make at this size, read by the readers themselves
 * from a scratch database holding the generated glossary. Next refuses to keep one over 2 MB on Vercel.
 */
async function measureCacheEntries(entries: { term: string; explanation: string }[]) {
  allowServerOnly();
  await withScratchDatabase('bench_glossary', async (sql) => {
    for (let start = 0; start < entries.length; start += 1000) {
      const rows = entries.slice(start, start + 1000).map(({ term, explanation }) => ({ term, explanation }));
      await sql`insert into glossary ${sql(rows)}`;
    }
    (globalThis as unknown as { evSql?: Sql }).evSql = sql;
    const { getGlossaryEntry, listGlossaryForList, listRelatedTerms } = await import('../lib/db/glossary');
    const list = await listGlossaryForList();
    const longest = entries.reduce((a, b) => (b.explanation.length > a.explanation.length ? b : a));
    const longestId = list.find((item) => item.term === longest.term)!.id;
    const entry = await getGlossaryEntry(longestId);
    const started = performance.now();
    const related = await listRelatedTerms(longestId);
    const relatedMs = performance.now() - started;
    const mb = (value: number) => `${value.toFixed(2)} MB`;
    console.log(
      `data-cache entries at ${entries.length} terms (Next's limit 2 MB): list (/glossary, home) ${mb(cacheEntryMb(list))}, ` +
        `the longest entry ${(cacheEntryMb(entry) * 1024).toFixed(1)} KB, its related terms ${(cacheEntryMb(related) * 1024).toFixed(2)} KB ` +
        `(worked out in ${fmt(relatedMs)} from every explanation, once per entry and revalidation)`,
    );
  });
}

export default async function run() {
  const { fromHtml } = await import('hast-util-from-html');
  const { buildTermIndex, linkTermsInHtml, linkTermsInTree } = await import('@/lib/content/term-linker');
  const { relatedTerms, wordProfile } = await import('@/lib/content/related-terms');
  const { excerpt, htmlToText, renderGlossaryExplanation } = await import('@/lib/content/sanitize-html');

  const seed = JSON.parse(
    readFileSync(path.join(process.cwd(), 'supabase/seed/reference/glossary.json'), 'utf8'),
  ) as {
    term: string;
    explanation: string;
  }[];
  const seedText = seed.map((entry) => htmlToText(entry.explanation));
  const vocabulary = [
    ...new Set(
      seedText
        .join(' ')
        .split(' ')
        .map((word) => word.replace(/[^\p{L}\p{N}-]/gu, '')),
    ),
  ].filter((word) => word.length > 3);
  let state = 42;
  const random = () =>
    ((state = (Math.imul(state ^ (state >>> 15), 2246822507) + 0x9e3779b9) | 0) >>> 0) / 2 ** 32;
  const entries = seed.map((entry, i) => ({ id: i + 1, term: entry.term, explanation: entry.explanation }));
  const seen = new Set(entries.map((entry) => entry.term.toLowerCase()));
  while (entries.length < TERMS) {
    const term = Array.from(
      { length: 2 + Math.floor(random() * 2) },
      () => vocabulary[Math.floor(random() * vocabulary.length)]!,
    ).join(' ');
    if (seen.has(term.toLowerCase())) continue;
    seen.add(term.toLowerCase());
    entries.push({
      id: entries.length + 1,
      term,
      explanation: seed[entries.length % seed.length]!.explanation,
    });
  }

  const words = seedText.join(' ').split(' ').slice(0, WORDS);
  const html = `<p>${words.join(' ')}</p>`;
  console.log(`build term index (${TERMS} terms): ${fmt(median(() => buildTermIndex(entries), 5))}`);
  const index = buildTermIndex(entries);
  const trees = Array.from({ length: 66 }, () => fromHtml(html, { fragment: true }));
  let next = 0;
  console.log(
    `linking pass, ${WORDS}-word text against ${TERMS} terms: ${fmt(median(() => linkTermsInTree(trees[next++]!, index), 60))} median (target ≤ 5 ms)`,
  );
  const links = (linkTermsInHtml(html, index).match(/<a /g) ?? []).length;
  console.log(
    `  same text as an HTML string (parse + link + serialize): ${fmt(median(() => linkTermsInHtml(html, index), 10))} median, ${links} links`,
  );

  const texts = entries.map((entry) => ({ id: entry.id, term: entry.term, text: htmlToText(entry.explanation) }));
  const items = texts.map(({ id, term, text }) => ({ id, term, summary: excerpt(text, 110) }));
  console.log(
    `prepare the /glossary list (${TERMS} explanations to text): ${fmt(median(() => entries.map((entry) => htmlToText(entry.explanation)), 5))}`,
  );

  // The page's own HTML is measured on the built site by `npm run bench bundle`; rendering the browser
  // component here would need Next's router internals.
  console.log(`  list data sent to the browser ${(JSON.stringify(items).length / 1024).toFixed(0)} KiB`);
  await measureCacheEntries(entries);

  console.log(
    `word profiles for related terms (${TERMS} terms): ${fmt(median(() => texts.map(wordProfile), 5))}`,
  );
  const profiles = texts.map(wordProfile);
  const target = entries[1]!;
  const view = () => {
    renderGlossaryExplanation(target.explanation, { terms: index, selfId: target.id });
    relatedTerms(profiles[1]!, profiles);
  };
  console.log(
    `one /glossary/{id} term view (link + sanitize + related over ${TERMS}): ${fmt(median(view, 20))} median`,
  );
}
