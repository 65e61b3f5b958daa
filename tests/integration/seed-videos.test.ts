import os from 'node:os';
import path from 'node:path';
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { seed, SEED_DIR } from '@/lib/db/seed';
import type { VideoSeed } from '../fixtures/reference-data';
import { listReadyVideos } from '@/lib/db/videos';
import { listCategoryVideos } from '@/lib/db/categories';

const sql = () => globalThis.testDb.sql;

// Test-only ids and pages: the seed files themselves may only hold videos found linked on a citable page.
const rows: VideoSeed[] = [
  {
    youtube_id: 'aBcD3fG_h-1',
    title: 'Verifying zero volts before service',
    channel: 'Test university program',
    category: 'safety',
    tags: ['safety', 'tools'],
    source_id: 'test-video-list',
    description: 'Live-dead-live check with a CAT III meter.',
  },
  {
    youtube_id: 'Zy9_xW8-vU7',
    title: 'Battery pack coolant service',
    channel: 'Test maker training',
    category: 'battery',
    tags: ['battery', 'maintenance'],
    source_id: 'test-video-list',
  },
];

let dir: string;

async function seedWith(videos: VideoSeed[]) {
  await writeFile(path.join(dir, 'reference', 'videos.json'), JSON.stringify(videos));
  return seed(sql(), { demo: false, dir });
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'seed-videos-'));
  await mkdir(path.join(dir, 'reference', 'sources'), { recursive: true });
  await copyFile(path.join(SEED_DIR, 'reference', 'categories.json'), path.join(dir, 'reference', 'categories.json'));
  await writeFile(path.join(dir, 'reference', 'article-images.json'), '{}');
  await writeFile(
    path.join(dir, 'reference', 'sources', 'videos.json'),
    JSON.stringify([
      {
        id: 'test-video-list',
        name: 'Test list of training videos',
        url: 'https://example.org/ev-training-videos',
        description: 'Page that links both test videos by URL and title.',
        data_provided: 'videos',
      },
    ]),
  );
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('seeded videos', () => {
  it('loads every row as a ready, unpinned YouTube video that the Videos page and its category page list', async () => {
    const counts = await seedWith(rows);
    expect(counts.videos).toBe(2);
    const videos = await listReadyVideos();
    expect(videos.map((video) => [video.title, video.youtubeId, video.category, video.pinned]).sort()).toEqual([
      ['Battery pack coolant service', 'Zy9_xW8-vU7', 'battery', false],
      ['Verifying zero volts before service', 'aBcD3fG_h-1', 'safety', false],
    ]);
    const zeroVolts = videos.find((video) => video.youtubeId === 'aBcD3fG_h-1')!;
    expect(zeroVolts).toMatchObject({
      url: 'https://www.youtube.com/watch?v=aBcD3fG_h-1',
      embedUrl: 'https://www.youtube-nocookie.com/embed/aBcD3fG_h-1',
      description: 'Live-dead-live check with a CAT III meter.',
      tags: ['safety', 'tools'],
    });
    expect(zeroVolts.thumbnails.every((url) => url.startsWith('https://i.ytimg.com/vi/aBcD3fG_h-1/'))).toBe(true);
    expect((await listCategoryVideos('battery')).map((video) => video.title)).toEqual(['Battery pack coolant service']);
    const [row] = await sql()<{ metadata: Record<string, unknown>; source_id: string | null }[]>`
      select metadata, source_id from videos where metadata ->> 'youtube_id' = 'aBcD3fG_h-1'`;
    expect(row!.metadata).toMatchObject({ channel: 'Test university program' });
    expect(row!.source_id).toBe('test-video-list');
  });

  it('loading again adds nothing twice and keeps the administrator’s title and pin', async () => {
    await sql()`
      update videos set title = 'Zero-volt check (edited)',
        metadata = jsonb_set(metadata, '{pinned}', 'true'::jsonb)
      where metadata ->> 'youtube_id' = 'aBcD3fG_h-1'`;
    await seedWith(rows);
    const videos = await listReadyVideos();
    expect(videos).toHaveLength(2);
    expect(videos[0]).toMatchObject({ title: 'Zero-volt check (edited)', pinned: true });
  });

  it('refuses a file with a row it cannot cite, and loads nothing from it', async () => {
    await expect(
      seedWith([{ ...rows[0]!, youtube_id: 'Qq1_Ww2-Ee3', source_id: 'not-listed' }]),
    ).rejects.toThrow('videos.json row 1: source not-listed is not listed in sources/*.json');
    const [count] = await sql()<{ n: number }[]>`
      select count(*)::int as n from videos where metadata ->> 'youtube_id' = 'Qq1_Ww2-Ee3'`;
    expect(count!.n).toBe(0);
  });
});
