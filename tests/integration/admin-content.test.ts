import { deleteArticle, insertFeaturedImage, listAdminArticles, saveArticleRow, setArticlePinned } from '@/lib/db/admin-articles';
import { deleteVideo, insertVideo, listAdminVideos, setVideoPinned } from '@/lib/db/admin-videos';
import { listGlossaryTerms } from '@/lib/db/glossary-terms';
import { getPublishedArticle, listPublishedArticles, listRelatedArticles } from '@/lib/db/articles';
import { listCategoryVideos } from '@/lib/db/categories';
import { getHomeArticles, getHomeVideos } from '@/lib/db/home';
import { listSitemapEntries } from '@/lib/db/sitemap';
import { listReadyVideos } from '@/lib/db/videos';

const sql = () => globalThis.testDb.sql;

const base = {
  title: 'Isolation testing basics',
  content: 'word '.repeat(401).trim(),
  excerpt: 'How to test isolation.',
  author: 'Tech',
  tags: ['safety'],
  seoTitle: null,
  seoDescription: null,
  featuredImageId: null,
  pinned: false,
};

describe('admin articles', () => {
  it('publishing sets published_at, saving as draft clears it, and word count and reading time are computed', async () => {
    const id = await saveArticleRow({ ...base, status: 'published' });
    expect(id).toBeDefined();
    let [row] = await sql()<{ status: string; published_at: Date | null; metadata: Record<string, unknown> }[]>`
      select status, published_at, metadata from articles where id = ${id!}`;
    expect(row?.status).toBe('published');
    expect(Math.abs(row!.published_at!.getTime() - Date.now())).toBeLessThan(60_000);
    expect(row?.metadata).toEqual({ word_count: 401, reading_time: 3, pinned: false });

    await saveArticleRow({ ...base, content: 'Short now.', status: 'draft' }, id);
    [row] = await sql()`select status, published_at, metadata from articles where id = ${id!}`;
    expect(row?.status).toBe('draft');
    expect(row?.published_at).toBeNull();
    expect(row?.metadata).toEqual({ word_count: 2, reading_time: 1, pinned: false });
  });

  it('updating a missing article reports it instead of creating one', async () => {
    await expect(saveArticleRow({ ...base, status: 'draft' }, 999_999)).resolves.toBeUndefined();
  });

  it('pins, lists with the featured image record, and deletes', async () => {
    const image = await insertFeaturedImage('/storage/media/featured/abc.png', 'Pinned article');
    const [record] = await sql()`select title, alt_text, tags from images where id = ${image.id}`;
    expect(record).toEqual({ title: 'Featured image for Pinned article', alt_text: 'Pinned article', tags: ['featured'] });
    const id = (await saveArticleRow({ ...base, title: 'Pinned article', featuredImageId: image.id, status: 'published' }))!;
    expect(await setArticlePinned(id, true)).toBe(true);
    const listed = (await listAdminArticles()).find((article) => article.id === id);
    expect(listed).toMatchObject({ pinned: true, status: 'published', featuredImage: { id: image.id, url: '/storage/media/featured/abc.png' } });
    expect(await deleteArticle(id)).toBe(true);
    expect(await deleteArticle(id)).toBe(false);
    expect(await setArticlePinned(id, false)).toBe(false);
  });
});

describe('admin videos', () => {
  it('stores a new video as ready with the YouTube metadata and the related term', async () => {
    const [term] = await sql()<{ id: string }[]>`insert into glossary (term, explanation) values ('BMS', 'Battery management system') returning id`;
    const video = await insertVideo({
      title: 'Reading BMS data',
      description: 'Live data walkthrough',
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      thumbnailUrl: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/maxresdefault.jpg',
      tags: ['bms'],
      youtubeId: 'dQw4w9WgXcQ',
      glossaryTermId: Number(term!.id),
      pinned: false,
    });
    expect(video).toMatchObject({ status: 'ready', youtubeId: 'dQw4w9WgXcQ', glossaryTerm: { id: Number(term!.id), term: 'BMS' }, pinned: false });
    const [row] = await sql()<{ metadata: Record<string, unknown> }[]>`select metadata from videos where id = ${video.id}`;
    expect(row?.metadata).toMatchObject({ platform: 'youtube', youtube_id: 'dQw4w9WgXcQ', pinned: false });
    expect(typeof row?.metadata.uploaded_at).toBe('string');

    expect(await setVideoPinned(video.id, true)).toBe(true);
    expect((await listAdminVideos()).find((v) => v.id === video.id)?.pinned).toBe(true);
    expect(await deleteVideo(video.id)).toBe(true);
    expect((await listAdminVideos()).some((v) => v.id === video.id)).toBe(false);
    expect((await listGlossaryTerms()).map((option) => option.term)).toContain('BMS');
  });
});

/*
 * The back office writes through lib/db/admin-*; the public pages read through the cached readers. Outside
 * Next the cached readers run their query, so these tests prove each public reader shows an admin write at
 * once; that the running app's caches are expired by the actions is proved in tests/e2e/read-your-writes.spec.ts.
 */
describe('public readers after an admin write', () => {
  it('a published article appears in the list, its page, the home page, the sitemap and the related articles of another; as a draft it leaves them all', async () => {
    const other = (await saveArticleRow({ ...base, title: 'Contactor basics', tags: ['contactors'], status: 'published' }))!;
    expect(await listRelatedArticles(other)).toEqual([]);
    const id = (await saveArticleRow({ ...base, title: 'Welded contactors', tags: ['Contactors'], status: 'published' }))!;

    expect((await listPublishedArticles()).map((article) => article.title)).toContain('Welded contactors');
    expect(await getPublishedArticle(id)).toMatchObject({ id, title: 'Welded contactors' });
    expect((await getHomeArticles()).map((article) => article.id)).toContain(id);
    expect((await listSitemapEntries()).map((entry) => entry.path)).toContain(`/article/${id}`);
    expect((await listRelatedArticles(other)).map((article) => article.id)).toEqual([id]);

    await saveArticleRow({ ...base, title: 'Welded contactors', tags: ['Contactors'], status: 'draft' }, id);
    expect((await listPublishedArticles()).map((article) => article.id)).not.toContain(id);
    expect(await getPublishedArticle(id)).toBeUndefined();
    expect((await getHomeArticles()).map((article) => article.id)).not.toContain(id);
    expect((await listSitemapEntries()).map((entry) => entry.path)).not.toContain(`/article/${id}`);
    expect(await listRelatedArticles(other)).toEqual([]);
  });

  it('a video with a related term appears on the videos page, the home page and the term\'s category, pinned first once pinned, and leaves them when deleted', async () => {
    await sql()`insert into categories (id, name) values ('motors', 'Motors')`;
    const [term] = await sql()<{ id: number }[]>`
      insert into glossary (term, explanation, category_id) values ('Resolver', 'Rotor position sensor', 'motors') returning id`;
    const video = (title: string, pinned: boolean) =>
      insertVideo({
        title,
        description: null,
        url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
        thumbnailUrl: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/maxresdefault.jpg',
        tags: [],
        youtubeId: 'dQw4w9WgXcQ',
        glossaryTermId: term!.id,
        pinned,
      });
    const first = await video('Resolver fault finding', false);
    const second = await video('Resolver alignment', false);

    expect((await listReadyVideos()).map((v) => v.title)).toEqual(['Resolver alignment', 'Resolver fault finding']);
    expect((await getHomeVideos()).map((v) => v.title)).toEqual(['Resolver alignment', 'Resolver fault finding']);
    expect((await listCategoryVideos('motors')).map((v) => v.title)).toEqual(['Resolver alignment', 'Resolver fault finding']);

    await setVideoPinned(first.id, true);
    expect((await getHomeVideos()).map((v) => [v.title, v.pinned])).toEqual([
      ['Resolver fault finding', true],
      ['Resolver alignment', false],
    ]);

    await deleteVideo(first.id);
    await deleteVideo(second.id);
    expect(await listReadyVideos()).toEqual([]);
    expect(await getHomeVideos()).toEqual([]);
    expect(await listCategoryVideos('motors')).toEqual([]);
  });
});
