import { listCategoryVideos } from '@/lib/db/categories';
import { findListMatches } from '@/lib/db/list-search';
import { listReadyVideos } from '@/lib/db/videos';

const sql = () => globalThis.testDb.sql;

const ID_A = 'aBcD3fG_h-1';
const ID_B = 'Zy9_xW8-vU7';

async function insertVideo(fields: {
  title: string;
  url: string | null;
  status?: string;
  metadata?: Record<string, unknown>;
  tags?: string[];
  description?: string;
  createdAt: string;
  thumbnailUrl?: string;
}) {
  await sql()`
    insert into videos (title, description, url, thumbnail_url, tags, status, metadata, created_at)
    values (${fields.title}, ${fields.description ?? null}, ${fields.url}, ${fields.thumbnailUrl ?? null}, ${fields.tags ?? []},
      ${fields.status ?? 'ready'}, ${sql().json((fields.metadata ?? {}) as never)}, ${fields.createdAt})`;
}

describe('video reader', () => {
  beforeAll(async () => {
    await insertVideo({
      title: 'Short link video',
      url: `https://youtu.be/${ID_A}`,
      createdAt: '2026-01-01T00:00:00Z',
      tags: ['charging'],
      metadata: { category: 'charging' },
    });
    await insertVideo({
      title: 'Metadata id video',
      url: 'https://www.youtube.com/watch?v=ignoredXXXXX&feature=share',
      metadata: { youtube_id: ID_B },
      createdAt: '2025-12-01T00:00:00Z',
      description: 'Measuring isolation resistance',
    });
    await insertVideo({
      title: 'Pinned older video',
      url: `https://www.youtube.com/embed/${ID_A}`,
      metadata: { pinned: true, category: 'charging' },
      createdAt: '2025-01-01T00:00:00Z',
    });
    await insertVideo({ title: 'Other platform', url: 'https://vimeo.com/123456789', thumbnailUrl: 'https://i.vimeocdn.com/video/1.jpg', createdAt: '2025-11-01T00:00:00Z' });
    await insertVideo({ title: 'No URL video', url: null, createdAt: '2026-02-01T00:00:00Z' });
    await insertVideo({ title: 'Processing video', url: `https://youtu.be/${ID_B}`, status: 'processing', createdAt: '2026-02-02T00:00:00Z' });
  });

  it('lists ready videos with a URL, pinned first, then newest', async () => {
    const videos = await listReadyVideos();
    expect(videos.map((video) => video.title)).toEqual(['Pinned older video', 'Short link video', 'Metadata id video', 'Other platform']);
    expect(videos[0]?.pinned).toBe(true);
  });

  it('takes the YouTube id from metadata first, then from the URL, and builds the thumbnails from it', async () => {
    const videos = await listReadyVideos();
    const byTitle = Object.fromEntries(videos.map((video) => [video.title, video]));
    expect(byTitle['Metadata id video']?.youtubeId).toBe(ID_B);
    expect(byTitle['Short link video']).toMatchObject({
      youtubeId: ID_A,
      url: `https://youtu.be/${ID_A}`,
      thumbnails: [`https://i.ytimg.com/vi/${ID_A}/maxresdefault.jpg`, `https://i.ytimg.com/vi/${ID_A}/hqdefault.jpg`],
      embedUrl: `https://www.youtube-nocookie.com/embed/${ID_A}`,
    });
    expect(byTitle['Pinned older video']?.youtubeId).toBe(ID_A);
    expect(byTitle['Other platform']).toMatchObject({ youtubeId: null, thumbnails: ['https://i.vimeocdn.com/video/1.jpg'], embedUrl: null });
  });

  it('searches ready videos in the database on title, description and tags', async () => {
    const videos = await listReadyVideos();
    const titles = async (q: string) => {
      const { ids } = await findListMatches({ kind: 'videos', q });
      return ids.map((id) => videos.find((video) => String(video.id) === id)?.title);
    };
    expect(await titles('ISOLATION')).toEqual(['Metadata id video']);
    expect(await titles('charg')).toEqual(['Short link video']);
    expect(await titles('platform')).toEqual(['Other platform']);
    expect(await titles('nothing like this')).toEqual([]);
  });

  it('reads one category newest first, pinned or not', async () => {
    expect((await listCategoryVideos('charging')).map((video) => video.title)).toEqual(['Short link video', 'Pinned older video']);
    expect(await listCategoryVideos('safety')).toEqual([]);
  });

  it('files a video without a category under its related glossary term\'s category, and follows the term when it moves', async () => {
    await sql()`insert into categories (id, name) values ('battery', 'Battery Systems'), ('motors', 'Motors')`;
    const [term] = await sql()<{ id: number }[]>`
      insert into glossary (term, explanation, category_id) values ('Cell balancing', '<p>Evens out cells.</p>', 'battery') returning id`;
    const glossaryTerm = { id: term!.id, term: 'Cell balancing' };
    await insertVideo({ title: 'Balancing a pack', url: `https://youtu.be/${ID_B}`, metadata: { glossary_term: glossaryTerm }, createdAt: '2026-03-01T00:00:00Z' });
    await insertVideo({
      title: 'Filed elsewhere',
      url: `https://youtu.be/${ID_A}`,
      metadata: { glossary_term: glossaryTerm, category: 'charging' },
      createdAt: '2026-03-02T00:00:00Z',
    });
    expect((await listCategoryVideos('battery')).map((video) => video.title)).toEqual(['Balancing a pack']);
    expect((await listCategoryVideos('charging')).map((video) => video.title)).toEqual(['Filed elsewhere', 'Short link video', 'Pinned older video']);

    await sql()`update glossary set category_id = 'motors' where id = ${term!.id}`;
    expect(await listCategoryVideos('battery')).toEqual([]);
    expect(await listCategoryVideos('motors')).toEqual([
      { id: expect.any(Number), title: 'Balancing a pack', description: null, url: `https://youtu.be/${ID_B}`, thumbnailUrl: `https://i.ytimg.com/vi/${ID_B}/hqdefault.jpg`, pinned: false },
    ]);
  });
});
