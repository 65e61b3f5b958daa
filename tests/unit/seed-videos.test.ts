import path from 'node:path';
import { readdir, readFile } from 'node:fs/promises';
import { SEED_DIR, videoSeedProblems } from '@/lib/db/seed';
import type { VideoSeed } from '../fixtures/reference-data';

const ref = (name: string) => path.join(SEED_DIR, 'reference', name);
const readJson = async <T>(file: string) => JSON.parse(await readFile(file, 'utf8')) as T;

async function listedSources(): Promise<Map<string, { url: string }>> {
  const files = (await readdir(ref('sources'))).filter((file) => file.endsWith('.json'));
  const entries = (
    await Promise.all(files.map((file) => readJson<{ id: string; url: string }[]>(path.join(ref('sources'), file))))
  ).flat();
  return new Map(entries.map((entry) => [entry.id, entry]));
}

const categories = new Set(['battery', 'safety', 'charging']);
const sources = new Map([['page-listing-videos', { url: 'https://example.org/ev-training-videos' }]]);
const good: VideoSeed = {
  youtube_id: 'aBcD3fG_h-1',
  title: 'Isolation testing',
  channel: 'A university automotive program',
  category: 'safety',
  tags: ['safety', 'battery'],
  source_id: 'page-listing-videos',
};

describe('seeded videos', () => {
  it('every row in videos.json has a valid id, a title, a cited page and known category tags', async () => {
    const rows = await readJson<VideoSeed[]>(ref('videos.json'));
    const known = new Set((await readJson<{ id: string }[]>(ref('categories.json'))).map((category) => category.id));
    expect(videoSeedProblems(rows, known, await listedSources())).toEqual([]);
  });

  it('accepts a complete row, and one without a channel when its page names none', () => {
    const { channel: _unstated, ...withoutChannel } = good;
    expect(videoSeedProblems([good, { ...withoutChannel, youtube_id: 'Zy9_xW8-vU7' }], categories, sources)).toEqual([]);
  });

  it('refuses a guessed-looking id, a missing title, an empty channel, an unknown tag and an uncited page', () => {
    const problems = videoSeedProblems(
      [
        good,
        { ...good, youtube_id: 'too-short' },
        { ...good, youtube_id: 'Zy9_xW8-vU7', title: ' ', channel: '' },
        { ...good, youtube_id: 'Qq1_Ww2-Ee3', tags: ['safety', 'tires'], category: 'tires' },
        { ...good, youtube_id: 'Rr4_Tt5-Yy6', source_id: 'nowhere' },
        { ...good },
      ],
      categories,
      sources,
    );
    expect(problems).toEqual([
      'videos.json row 2: YouTube id must be 11 characters of A-Z, a-z, 0-9, _ or -',
      'videos.json row 3: title is missing',
      'videos.json row 3: channel is empty (leave it out when the page does not state it)',
      'videos.json row 4: category tires is not a category id',
      'videos.json row 4: tag tires is not a category id',
      'videos.json row 5: source nowhere is not listed in sources/*.json',
      'videos.json row 6: video aBcD3fG_h-1 is listed twice',
    ]);
  });

  it('refuses a row whose cited page has no web address and a pin that is not a yes or no', () => {
    const problems = videoSeedProblems(
      [{ ...good, pinned: 'yes' as unknown as boolean }],
      categories,
      new Map([['page-listing-videos', { url: 'not a page' }]]),
    );
    expect(problems).toEqual([
      'videos.json row 1: source page-listing-videos has no web address',
      'videos.json row 1: pinned must be true or false',
    ]);
  });
});
