// A site served on port 3200 with no address configured, as `PORT=3200 npm start` serves it. Read by env()
// on its first use, which comes after this.
process.env.PORT = '3200';
delete process.env.NEXT_PUBLIC_SITE_URL;

import robots from '@/app/robots';
import { GET as rss } from '@/app/rss.xml/route';
import sitemap from '@/app/sitemap';
import { env } from '@/lib/env';

describe("the site's own address, with no NEXT_PUBLIC_SITE_URL", () => {
  beforeAll(async () => {
    await globalThis.testDb.sql`
      insert into articles (title, content, status, published_at) values ('Contactor checks', 'Body', 'published', now())`;
  });

  it('follows the port the site is served on', () => {
    expect(env().NEXT_PUBLIC_SITE_URL).toBe('http://localhost:3200');
  });

  it('is the origin of every sitemap entry, the robots file and the feed', async () => {
    const urls = (await sitemap()).map((entry) => new URL(entry.url).origin);
    expect(urls.length).toBeGreaterThan(10);
    expect(new Set(urls)).toEqual(new Set(['http://localhost:3200']));
    expect(robots().sitemap).toBe('http://localhost:3200/sitemap.xml');
    const feed = await (await rss()).text();
    expect(feed).toMatch(/<link>http:\/\/localhost:3200\/article\/\d+<\/link>/);
    expect(feed).not.toContain('localhost:3000');
  });
});
