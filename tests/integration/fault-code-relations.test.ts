import { saveArticleRow } from '@/lib/db/admin-articles';
import { clearRelationOverride, getRelatedContent, listCodesAbout, listRelationOverrides, setRelationOverride } from '@/lib/db/fault-code-relations';
import { getFaultCode } from '@/lib/db/fault-codes';
import { startFromReferenceData } from '@/tests/setup/db';

jest.setTimeout(60_000);

const sql = () => globalThis.testDb.sql;

startFromReferenceData();

const ISOLATION_ARTICLE = 'Diagnosing Isolation Faults in EV High-Voltage Systems';

async function related(code: string) {
  const found = (await getFaultCode(code))!;
  return getRelatedContent(found.code, found.title, found.system);
}

const titlesOf = (items: { kind: string; title: string }[], kind: string) => items.filter((item) => item.kind === kind).map((item) => item.title);

async function idOf(table: 'glossary' | 'articles', title: string): Promise<number> {
  const [row] =
    table === 'glossary'
      ? await sql()<{ id: number }[]>`select id from glossary where term = ${title}`
      : await sql()<{ id: number }[]>`select id from articles where title = ${title}`;
  return Number(row!.id);
}

describe('related content of a fault code', () => {
  it('links P0AA6 to the isolation glossary terms and the article diagnosing isolation faults', async () => {
    const items = await related('P0AA6');
    const glossary = titlesOf(items, 'glossary');
    expect(glossary).toEqual(expect.arrayContaining(['Isolation Fault', 'Isolation Fault Code P0AA6']));
    // The term that names the code itself comes first.
    expect(glossary[0]).toBe('Isolation Fault Code P0AA6');
    expect(titlesOf(items, 'article')).toContain(ISOLATION_ARTICLE);
    expect(items.find((item) => item.title === ISOLATION_ARTICLE)!.href).toMatch(/^\/article\/\d+$/);
    for (const kind of ['glossary', 'article', 'guide', 'video']) expect(titlesOf(items, kind).length).toBeLessThanOrEqual(5);
  });

  it('links P0A80 (replace the battery pack) to the glossary’s battery pack term', async () => {
    expect(titlesOf(await related('P0A80'), 'glossary')).toContain('High-Voltage Battery Pack');
  });

  it('links U0111 to the battery management system through the module its title names', async () => {
    expect(titlesOf(await related('U0111'), 'glossary')).toContain('Battery Management System (BMS)');
  });
});

describe('fault codes about a content page', () => {
  it('lists P0AA6 on the isolation article and on the glossary’s isolation term', async () => {
    const articleId = await idOf('articles', ISOLATION_ARTICLE);
    const codes = await listCodesAbout('article', articleId, ISOLATION_ARTICLE);
    expect(codes.map((code) => code.code)).toContain('P0AA6');
    expect(codes.length).toBeLessThanOrEqual(10);
    const termId = await idOf('glossary', 'Isolation Fault');
    expect((await listCodesAbout('glossary', termId, 'Isolation Fault')).map((code) => code.code)).toContain('P0AA6');
  });

  it('lists the codes an article’s text names first (U0100, a code of the engine controller, is not one the site lists)', async () => {
    const title = 'Understanding CAN Bus and Diagnostic Trouble Codes on Electric Vehicles';
    const codes = await listCodesAbout('article', await idOf('articles', title), title);
    expect(codes.slice(0, 2).map((code) => code.code).sort()).toEqual(['P0A80', 'P0AA6']);
    expect(codes.map((code) => code.code)).not.toContain('U0100');
  });

  it('shows a code once an article’s text names it', async () => {
    const [article] = await sql()<{ id: number; title: string; content: string }[]>`
      select id, title, content from articles where title like 'EV Tires Explained%' and status = 'published'`;
    const id = Number(article!.id);
    expect((await listCodesAbout('article', id, article!.title)).map((code) => code.code)).not.toContain('P0A3C');
    expect(titlesOf(await related('P0A3C'), 'article')).not.toContain(article!.title);
    await sql()`update articles set content = ${`${article!.content}\n\nA drive motor inverter over temperature (P0A3C) limits power: tire noise is not the cause.`} where id = ${id}`;
    expect((await listCodesAbout('article', id, article!.title)).map((code) => code.code)).toContain('P0A3C');
    expect(titlesOf(await related('P0A3C'), 'article')[0]).toBe(article!.title);
  });
});

describe('the operator’s pins and hides', () => {
  it('pins a relation first in both directions and hides one in both directions', async () => {
    const videoTitle = '4680 Battery Pack: What We Found Under the Foam!';
    const [video] = await sql()<{ id: number }[]>`select id from videos where title = ${videoTitle}`;
    const termId = await idOf('glossary', 'Isolation Fault');
    const articleId = await idOf('articles', ISOLATION_ARTICLE);

    expect(await setRelationOverride('P0AA6', 'video', Number(video!.id), 'pinned')).toEqual({ status: 'saved' });
    expect(await setRelationOverride('P0AA6', 'glossary', termId, 'hidden')).toEqual({ status: 'saved' });
    expect(await setRelationOverride('P0AA6', 'article', 999_999, 'pinned')).toEqual({ status: 'unknown-content' });

    const items = await related('P0AA6');
    expect(items.find((item) => item.kind === 'video')).toMatchObject({ title: videoTitle, pinned: true });
    expect(titlesOf(items, 'glossary')).not.toContain('Isolation Fault');
    expect((await listCodesAbout('glossary', termId, 'Isolation Fault')).map((code) => code.code)).not.toContain('P0AA6');

    // A pin brings a code to a page that would not list it, ahead of the codes its text names.
    expect(await setRelationOverride('U0111', 'article', articleId, 'pinned')).toEqual({ status: 'saved' });
    const codes = await listCodesAbout('article', articleId, ISOLATION_ARTICLE);
    expect(codes[0]).toMatchObject({ code: 'U0111', pinned: true });
    expect(await setRelationOverride('P0AA6', 'article', articleId, 'hidden')).toEqual({ status: 'saved' });
    expect((await listCodesAbout('article', articleId, ISOLATION_ARTICLE)).map((code) => code.code)).not.toContain('P0AA6');
    expect(titlesOf(await related('P0AA6'), 'article')).not.toContain(ISOLATION_ARTICLE);

    expect((await listRelationOverrides('P0AA6')).map((o) => [o.kind, o.title, o.mode])).toEqual([
      ['article', ISOLATION_ARTICLE, 'hidden'],
      ['glossary', 'Isolation Fault', 'hidden'],
      ['video', videoTitle, 'pinned'],
    ]);
    await clearRelationOverride('P0AA6', 'glossary', termId);
    await clearRelationOverride('P0AA6', 'article', articleId);
    expect(titlesOf(await related('P0AA6'), 'glossary')).toContain('Isolation Fault');
    expect(titlesOf(await related('P0AA6'), 'article')).toContain(ISOLATION_ARTICLE);
  });

  it('never shows an unpublished article, even pinned', async () => {
    const id = (await saveArticleRow({
      title: 'Isolation fault draft',
      content: 'P0AA6 draft notes.',
      excerpt: 'Draft.',
      author: 'Tech',
      tags: [],
      seoTitle: null,
      seoDescription: null,
      featuredImageId: null,
      pinned: false,
      status: 'draft',
    }))!;
    await setRelationOverride('P0AA6', 'article', id, 'pinned');
    expect(titlesOf(await related('P0AA6'), 'article')).not.toContain('Isolation fault draft');
  });
});
