import { guideTopics, getInstallGuide, listInstallGuides, relatedGuides } from '@/lib/db/install-guides';
import { findListMatches } from '@/lib/db/list-search';

const sql = () => globalThis.testDb.sql;

async function insertGuide(slug: string, fields: { tags: string[]; createdAt: string; publishedAt: string | null; body?: string; image?: object }) {
  await sql()`
    insert into ev_install_articles (slug, title, meta_description, body, tags, featured_image, created_at, published_at)
    values (${slug}, ${`Guide ${slug}`}, ${slug === 'no-description' ? null : `About ${slug}`}, ${fields.body ?? `## Step one\n\nBody of ${slug}.`},
      ${fields.tags}, ${fields.image ? sql().json(fields.image as never) : null}, ${fields.createdAt}, ${fields.publishedAt})`;
}

describe('install guide readers', () => {
  beforeAll(async () => {
    await insertGuide('home-installation-guide', {
      tags: ['home', 'level-2'],
      createdAt: '2026-01-03T00:00:00Z',
      publishedAt: '2026-01-03T00:00:00Z',
      image: { url: 'https://example.supabase.co/storage/v1/object/public/media/garage.jpg', alt_text: 'Wall charger in a garage' },
    });
    await insertGuide('installation-costs', { tags: ['costs', 'home'], createdAt: '2026-01-02T00:00:00Z', publishedAt: '2026-01-02T00:00:00Z' });
    await insertGuide('no-description', { tags: ['permits'], createdAt: '2026-01-01T00:00:00Z', publishedAt: '2026-01-01T00:00:00Z', body: 'The inspector checks the breaker size.' });
    await insertGuide('unpublished-draft', { tags: ['home'], createdAt: '2026-01-04T00:00:00Z', publishedAt: null });
    await insertGuide('scheduled-later', { tags: ['home'], createdAt: '2026-01-05T00:00:00Z', publishedAt: '2999-01-01T00:00:00Z' });
  });

  it('lists published guides newest first, hiding drafts and future publication dates', async () => {
    const guides = await listInstallGuides();
    expect(guides.map((guide) => guide.slug)).toEqual(['home-installation-guide', 'installation-costs', 'no-description']);
  });

  it('reads a guide by slug with its image, and a description from the body when none is stored', async () => {
    expect(await getInstallGuide('home-installation-guide')).toMatchObject({
      title: 'Guide home-installation-guide',
      description: 'About home-installation-guide',
      featuredImage: { url: 'https://example.supabase.co/storage/v1/object/public/media/garage.jpg', alt: 'Wall charger in a garage' },
    });
    expect((await getInstallGuide('no-description'))?.description).toBe('The inspector checks the breaker size.');
    expect(await getInstallGuide('unpublished-draft')).toBeUndefined();
    expect(await getInstallGuide('scheduled-later')).toBeUndefined();
    expect(await getInstallGuide('missing')).toBeUndefined();
  });

  it('builds topics from every tag, and lists cards without bodies (the description from the body when none is stored)', async () => {
    const guides = await listInstallGuides();
    expect(guideTopics(guides)).toEqual(['costs', 'home', 'level-2', 'permits']);
    expect(guides.every((guide) => !('body' in guide))).toBe(true);
    expect(guides.find((guide) => guide.slug === 'no-description')?.description).toBe('The inspector checks the breaker size.');
  });

  it('searches published guides in the database, bodies included', async () => {
    const slugs = async (q: string) => (await findListMatches({ kind: 'guides', q })).ids;
    expect(await slugs('BREAKER')).toEqual(['no-description']);
    expect(await slugs('costs')).toEqual(['installation-costs']);
    expect(await slugs('solar')).toEqual([]);
  });

  it('relates guides by shared tags, then by recency', async () => {
    const guides = await listInstallGuides();
    const current = guides.find((guide) => guide.slug === 'installation-costs')!;
    expect(relatedGuides(guides, current).map((guide) => guide.slug)).toEqual(['home-installation-guide', 'no-description']);
  });
});
