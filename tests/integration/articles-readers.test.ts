import { getPublishedArticle, listPublishedArticles, listRelatedArticles } from '@/lib/db/articles';
import { findListMatches } from '@/lib/db/list-search';

const sql = () => globalThis.testDb.sql;

async function insertArticle(fields: {
  title: string;
  content?: string;
  status?: 'draft' | 'published';
  publishedAt?: string;
  tags?: string[];
  pinned?: boolean;
  author?: string | null;
  excerpt?: string | null;
  imageId?: number | null;
}): Promise<number> {
  const status = fields.status ?? 'published';
  const [row] = await sql()<{ id: number }[]>`
    insert into articles (title, content, excerpt, author, status, published_at, tags, metadata, featured_image_id)
    values (${fields.title}, ${fields.content ?? `Body of ${fields.title}.`}, ${fields.excerpt ?? null}, ${fields.author ?? null},
      ${status}, ${status === 'published' ? (fields.publishedAt ?? '2026-01-01T00:00:00Z') : null}, ${fields.tags ?? []},
      ${sql().json({ pinned: fields.pinned ?? false })}, ${fields.imageId ?? null})
    returning id`;
  return row!.id;
}

describe('article readers', () => {
  let ids: Record<string, number>;

  beforeAll(async () => {
    const [image] = await sql()<{ id: number }[]>`
      insert into images (title, url, alt_text) values ('Featured', '/storage/public/articles/pack.jpg', 'Battery pack on a lift') returning id`;
    ids = {
      old: await insertArticle({ title: 'Old charging note', publishedAt: '2025-06-01T00:00:00Z', tags: ['charging'] }),
      newest: await insertArticle({ title: 'Newest general note', publishedAt: '2026-03-01T00:00:00Z', tags: ['general'] }),
      pinned: await insertArticle({ title: 'Pinned safety basics', publishedAt: '2025-01-01T00:00:00Z', tags: ['safety'], pinned: true }),
      battery: await insertArticle({
        title: 'Battery pack teardown',
        content: '## Cells\n\nThe contactor opens before the pack is lifted. '.repeat(120),
        publishedAt: '2026-02-01T00:00:00Z',
        tags: ['battery', 'high-voltage', 'safety'],
        author: 'A. Technician',
        excerpt: 'How a pack comes apart.',
        imageId: image!.id,
      }),
      sibling: await insertArticle({ title: 'Battery isolation faults', publishedAt: '2025-03-01T00:00:00Z', tags: ['Battery', 'high-voltage'] }),
      draft: await insertArticle({ title: 'Draft about batteries', status: 'draft', tags: ['battery', 'high-voltage', 'safety'] }),
    };
  });

  it('lists only published articles, pinned first, then newest', async () => {
    const articles = await listPublishedArticles();
    expect(articles.map((article) => article.title)).toEqual([
      'Pinned safety basics',
      'Newest general note',
      'Battery pack teardown',
      'Old charging note',
      'Battery isolation faults',
    ]);
    expect(articles[0]?.pinned).toBe(true);
    expect(articles.slice(1).every((article) => !article.pinned)).toBe(true);
  });

  it('reads one published article with its image, author and reading time', async () => {
    const article = await getPublishedArticle(ids.battery!);
    expect(article).toMatchObject({
      title: 'Battery pack teardown',
      author: 'A. Technician',
      excerpt: 'How a pack comes apart.',
      featuredImage: { url: '/storage/public/articles/pack.jpg', alt: 'Battery pack on a lift' },
      publishedAt: '2026-02-01T00:00:00.000Z',
    });
    // 120 × 10 words at 200 words a minute
    expect(article?.readingTime).toBe(6);
  });

  it('derives an excerpt from the content and leaves the author empty when none is stored', async () => {
    const article = await getPublishedArticle(ids.old!);
    expect(article?.excerpt).toBe('Body of Old charging note.');
    expect(article?.author).toBeNull();
    expect(article?.featuredImage).toBeNull();
  });

  it('treats drafts and unknown ids as not found', async () => {
    expect(await getPublishedArticle(ids.draft!)).toBeUndefined();
    expect(await getPublishedArticle(99_999_999)).toBeUndefined();
    expect(await getPublishedArticle(0)).toBeUndefined();
  });

  it('relates articles by shared tags (case-insensitive), never drafts or itself', async () => {
    const related = await listRelatedArticles(ids.battery!);
    expect(related.map((article) => article.title)).toEqual(['Battery isolation faults', 'Pinned safety basics']);
    expect(related[0]).not.toHaveProperty('content');
  });

  it('falls back to the newest articles when no tag is shared', async () => {
    const related = await listRelatedArticles(ids.newest!);
    expect(related.map((article) => article.title)).toEqual(['Battery pack teardown', 'Old charging note']);
  });

  it('searches published articles in the database on title, content and tags, case-insensitively, in list order', async () => {
    const articles = await listPublishedArticles();
    const titles = async (q: string) => {
      const { ids: found } = await findListMatches({ kind: 'articles', q });
      return found.map((id) => articles.find((article) => String(article.id) === id)?.title);
    };
    expect(await titles('TEARDOWN')).toEqual(['Battery pack teardown']);
    expect(await titles('contactor')).toEqual(['Battery pack teardown']);
    expect(await titles('high-volt')).toEqual(
      articles.map((article) => article.title).filter((title) => ['Battery pack teardown', 'Battery isolation faults'].includes(title)),
    );
    expect(await titles('no such words')).toEqual([]);
  });

  it('lists articles without their bodies', async () => {
    expect((await listPublishedArticles())[0]).not.toHaveProperty('content');
  });
});
