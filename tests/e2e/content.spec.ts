import { createSql } from '@/lib/db/connection';
import { expect, test, untilHydrated } from './fixtures';

test.use({ pagePerWorker: true });

/** Rows read straight from the database the site serves (the launcher sets DATABASE_URL for the whole run). */
async function query<T extends object>(read: (sql: ReturnType<typeof createSql>) => Promise<T[]>): Promise<T[]> {
  const sql = createSql(process.env.DATABASE_URL!, { max: 1 });
  try {
    return await read(sql);
  } finally {
    await sql.end({ timeout: 5 });
  }
}

test.describe('articles', () => {
  test('the list searches titles and bodies as you type, in place, and shows the empty text', async ({ page }) => {
    const response = await page.goto('/articles');
    expect(response?.status()).toBe(200);
    const list = page.getByRole('list', { name: 'Articles' });
    const cards = list.getByRole('article');
    expect(await cards.count()).toBeGreaterThan(3);
    await expect(list.getByText('Pinned').first()).toBeVisible();
    await expect(cards.first()).toContainText(/By .+ • [A-Z][a-z]+ \d{1,2}, \d{4}/);
    // No ad network is configured for the suite: no ad slot, not even an empty box.
    await expect(list.locator('[data-ad-slot]')).toHaveCount(0);

    const title = (await cards.nth(1).getByRole('heading').textContent())!.trim();
    const word = title.split(/\s+/).find((part) => part.length > 6)!.replace(/[^\p{L}\p{N}-]/gu, '');
    const search = page.getByPlaceholder('Search articles...');
    await untilHydrated(search);
    await search.pressSequentially(word);
    await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(word)}`));
    await expect(list.getByRole('heading', { name: title })).toBeVisible();
    // The list filters in place: the field keeps its focus and every key the visitor typed.
    await expect(search).toBeFocused();
    await expect(search).toHaveValue(word);

    // A word only the body of an article holds finds it: the database searches the bodies.
    await search.fill('');
    const shown = (await list.innerText()).toLowerCase();
    const bodies = await query((sql) => sql<{ id: number; content: string }[]>`select id, content from articles where status = 'published'`);
    const [id, bodyWord] = bodies
      .flatMap((body) => (body.content.match(/\b[a-z]{9,}\b/g) ?? []).map((candidate) => [body.id, candidate] as const))
      .find(([, candidate]) => !shown.includes(candidate))!;
    await search.fill(bodyWord);
    await expect(list.locator(`a[href="/article/${id}"]`)).toBeVisible();
    await expect.poll(() => cards.count()).toBeLessThan(bodies.length);

    await search.fill('zzqx-no-such-article');
    await expect(page.getByText('No articles found matching your search.')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Articles' })).toHaveCount(0);

    // The query is in the URL, so the result survives a reload and can be shared.
    await page.reload();
    await expect(page.getByPlaceholder('Search articles...')).toHaveValue('zzqx-no-such-article');
    await expect(page.getByText('No articles found matching your search.')).toBeVisible();
  });

  test.describe(() => {
    // Its own page: the test grants clipboard permissions to its context and installs the page's clock.
    test.use({ pagePerWorker: false });

    test('an article page renders on the server and copies its link', async ({ page, context, baseURL }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
      await page.clock.install();
      await page.goto('/articles');
      const firstLink = page.getByRole('list', { name: 'Articles' }).getByRole('article').first().getByRole('link');
      const title = (await firstLink.textContent())!.trim();
      await firstLink.click();
      await expect(page).toHaveURL(/\/article\/\d+$/);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByText(/min read/)).toBeVisible();

      // The featured image, or the stock image standing in for a missing one (whichever this article has).
      await expect(page.locator('article img').first()).toBeVisible();
      // Glossary terms in the body link to their entries.
      await expect(page.locator('article a.glossary-term-link').first()).toHaveAttribute('href', /^\/glossary\/\d+$/);

      // The page's clock stands still while the copied state is checked, so a slow machine cannot miss it.
      await page.clock.pauseAt(Date.now() + 1_000);
      await page.getByRole('button', { name: 'Copy Link' }).click();
      await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toMatch(/\/article\/\d+$/);
      // The first toast loads sonner, which draws it on its next timer tick: on a busy machine that tick is scheduled
      // after the click has been answered, so the stopped clock moves in small steps until the toast is there. The
      // checked state clears 3 seconds after the copy.
      const copiedToast = page.getByText('Link copied to clipboard!');
      let advanced = 0;
      await expect(async () => {
        await page.clock.runFor(10);
        advanced += 10;
        await expect(copiedToast).toBeVisible({ timeout: 100 });
      }).toPass({ intervals: [50], timeout: 10_000 });
      expect(advanced, 'page time that passed before the toast showed').toBeLessThan(2_000);
      await page.clock.runFor(2_900 - advanced);
      await expect(copiedToast).toBeVisible();
      await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
      await page.clock.runFor(200);
      await expect(page.getByRole('button', { name: 'Copy Link' })).toBeVisible();
      await page.clock.resume();

      const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).join('\n');
      expect(ld).toContain('"@type":"Article"');
      expect(ld).toContain('"@type":"BreadcrumbList"');

      // Back to top appears after scrolling past 500 px.
      await page.mouse.wheel(0, 1500);
      await page.getByRole('button', { name: 'Back to top' }).click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    });
  });

  test('the server HTML already holds the article text and its share tags', async ({ page, request }) => {
    await page.goto('/articles');
    const href = await page.getByRole('list', { name: 'Articles' }).getByRole('link').first().getAttribute('href');
    const html = await (await request.get(href!)).text();
    expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    expect(html).toContain('property="og:type" content="article"');
    expect(html).toContain('name="twitter:card"');
    expect(html).toMatch(/<h2 id="[a-z0-9-]+"/);
  });

  test('an unknown article shows Article Not Found with status 404', async ({ page }) => {
    const response = await page.goto('/article/987654321');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Article Not Found' })).toBeVisible();
    await expect(page.getByText('Article not found. It may have been removed or the ID is invalid.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Articles' })).toHaveAttribute('href', '/articles');
    await expect(page.getByRole('link', { name: 'Return to Articles' })).toHaveAttribute('href', '/articles');

    const invalid = await page.goto('/article/not-a-number');
    expect(invalid?.status()).toBe(404);
  });

  test('/article without an id goes to the list', async ({ page }) => {
    await page.goto('/article');
    await expect(page).toHaveURL(/\/articles$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Articles' })).toBeVisible();
  });
});

test.describe('videos', () => {
  test('the page lists every video in its server HTML, or its empty state, and a search with no match says so', async ({
    page,
  }) => {
    const response = await page.goto('/videos');
    expect(response?.status()).toBe(200);
    await expect(page.getByPlaceholder('Search videos...')).toBeVisible();
    // Whatever videos exist (the seed's, another spec's): each card has a VideoObject for search engines.
    const cards = page.getByRole('list', { name: 'Videos' }).getByRole('article');
    const count = await cards.count();
    const structured = (await page.locator('script[type="application/ld+json"]').allTextContents())
      .flatMap((text) => [JSON.parse(text) as unknown].flat() as { '@type'?: string }[])
      .filter((data) => data['@type'] === 'VideoObject');
    expect(structured).toHaveLength(count);
    await expect(page.getByText('No videos available yet.')).toHaveCount(count === 0 ? 1 : 0);

    const search = page.getByPlaceholder('Search videos...');
    await untilHydrated(search);
    await search.pressSequentially('zzqx-no-such-video');
    await expect(page).toHaveURL(/[?&]q=zzqx-no-such-video/);
    await expect(page.getByText('No videos found matching your search.')).toBeVisible();
    await expect(cards).toHaveCount(0);
    // The list filters in place: the field keeps its focus and every key the visitor typed.
    await expect(search).toBeFocused();
    await expect(search).toHaveValue('zzqx-no-such-video');
    await search.fill('');
    await expect(page).toHaveURL(/\/videos$/);
    await expect(cards).toHaveCount(count);

    const categories = page.getByRole('region', { name: 'Popular Categories' });
    await expect(categories.getByRole('link', { name: 'Battery', exact: true })).toHaveAttribute('href', '/category/battery');
    await expect(categories.getByRole('link', { name: 'Safety', exact: true })).toHaveAttribute('href', '/category/safety');
  });
});

test.describe('list and tool pages', () => {
  test('content pages come from the cache; a list or tool page is static bare, and renders its query on the server once, then caches it', async ({
    request,
  }) => {
    // Pages without a query string of their own are ISR pages: cacheable by a CDN and served from the cache.
    for (const path of ['/', '/glossary', '/categories']) {
      await request.get(path);
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['cache-control'], path).toMatch(/s-maxage=\d+/);
      expect(response.headers()['x-nextjs-cache'], path).toMatch(/HIT|STALE/);
    }

    // One route per page: bare or with a query, an ISR page (the query carried in the path by the proxy), so a
    // CDN may keep it and the second request is the cached copy.
    const perRequest = async (path: string) => {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['cache-control'], path).toMatch(/s-maxage=\d+/);
      const again = await request.get(path);
      expect(again.headers()['x-nextjs-cache'], path).toMatch(/HIT|STALE/);
      return response.text();
    };
    const bare = [
      '/articles',
      '/charger-install',
      '/videos',
      '/installers',
      '/tire-fitment',
      '/range-tool',
      '/battery-degradation',
      '/tire-calculator',
      '/tire-fitment/compare',
    ];
    for (const path of bare) await perRequest(path);
    expect(await perRequest('/tire-fitment/compare')).toContain('Pick two or three tires on a vehicle page');
    const withQuery = perRequest;

    expect(await withQuery('/videos?q=zzqx-no-such-video')).toContain('No videos found matching your search.');
    const texas = await withQuery('/installers?state=Texas');
    expect(texas).toMatch(/<option value="Texas" selected="">/);
    expect(texas).toContain('<title>EV Charger Installers in Texas |');
    expect(texas).toMatch(/<meta property="og:title" content="EV Charger Installers in Texas/);
    expect(texas).toMatch(/<meta property="og:image" content="[^"]*\/api\/og\/site\?page=installers&amp;state=Texas"/);
    const tesla = await withQuery('/tire-fitment?make=Tesla');
    expect(tesla).toContain('<title>EV Tires for Tesla Vehicles |');
    expect(tesla).toMatch(/<meta property="og:image" content="[^"]*\/api\/og\/site\?page=tire-fitment&amp;make=Tesla"/);
    const card = await request.get('/api/og/site?page=tire-fitment&make=Tesla');
    expect(card.status()).toBe(200);
    expect(card.headers()['content-type']).toBe('image/png');
    const size = await withQuery('/tire-fitment?tab=tire&size=235%2F45R18');
    expect(size).toContain('<title>235/45R18 Tires for EVs |');
    expect(await withQuery('/tire-fitment?tab=tire')).toContain('aria-label="Search by Tire"');
    expect(await withQuery('/articles?q=zzqx-no-such-article')).toContain('No articles found matching your search.');
    expect(await withQuery('/charger-install?q=zzqx-no-such-guide')).toContain('No articles found matching your criteria.');
    expect(await withQuery('/charger-install?topic=zzqx-no-such-topic')).toContain('No articles found matching your criteria.');

    const compare = await withQuery('/tire-fitment/compare?ids=1,2');
    expect(compare).toContain('href="/tire-fitment/tire/1"');
    expect(compare).toContain('href="/tire-fitment/tire/2"');
    expect(compare).not.toContain('Pick two or three tires on a vehicle page');

    const battery = await withQuery('/battery-degradation?shared=true&id=1&mileage=60000');
    expect(battery).toMatch(/<title>[^<]+ battery at 60,000 miles: \d+\.\d% \([A-Z][a-z ]+\)/);
    expect(battery).toMatch(/data-testid="capacity-percent"[^>]*>\d+\.\d%</);
    expect(battery).toContain('At 60,000 miles.');
    expect(battery).toMatch(/<meta property="og:image" content="[^"]*\/api\/og\/battery\?shared=true/);

    const tire = await withQuery('/tire-calculator?shared=true&id=1&current=30&target=35');
    expect(tire).toMatch(/<title>[^<]+: \+1\.5% efficiency from 30 to 35 PSI/);
    expect(tire).toMatch(/data-testid="efficiency-gain"[^>]*>1\.5%</);
    expect(tire).toContain('From 30 PSI to 35 PSI.');
  });

  test('a query string of garbage still renders the page, ignoring what it cannot use', async ({ request }) => {
    const garbage = async (path: string) => {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      return response.text();
    };
    const installers = await garbage('/installers?state=Atlantis&cert=%3Cx%3E&type=<b>x</b>&q[]=1');
    expect(installers).toContain('<title>Find EV Charger Installers |');
    expect(installers).not.toContain('<b>x</b>');
    expect(await garbage('/tire-fitment?tab=%3Cscript%3E&page=-4&size=banana')).toContain('aria-label="Search by Vehicle"');
    expect(await garbage('/tire-fitment?make=Atlantis%20Motors')).toContain('<title>EV Tire Fitment Directory |');
    expect(await garbage('/tire-fitment/compare?ids=abc,-1,9999999999999999999')).toContain('Pick two or three tires on a vehicle page');
    expect(await garbage('/articles?q=%25%5F%5C')).toContain('No articles found matching your search.');
    const tire = await garbage('/tire-calculator?shared=true&id=x&current=banana&target=999');
    expect(tire).toContain('data-testid="parameter-notices"');
  });
});

test.describe('charger-install guides', () => {
  test('the list filters by topic and search, with the product description’s empty text', async ({ page }) => {
    await page.goto('/charger-install');
    const list = page.getByRole('list', { name: 'Installation guides' });
    const total = await list.getByRole('article').count();
    expect(total).toBeGreaterThan(3);
    await expect(page.getByRole('link', { name: 'Need an Installer?' })).toHaveAttribute('href', '/installers');
    await expect(page.getByRole('heading', { name: 'Featured Guides' })).toBeVisible();

    const topics = page.getByRole('navigation', { name: 'Topics' });
    const topic = topics.getByRole('link').nth(1);
    await untilHydrated(topic);
    await topic.click();
    await expect(page).toHaveURL(/topic=/);
    await expect(topic).toHaveAttribute('aria-current', 'page');
    const filtered = await list.getByRole('article').count();
    expect(filtered).toBeGreaterThan(0);
    expect(filtered).toBeLessThan(total);

    const search = page.getByPlaceholder('Search guides...');
    await search.pressSequentially('zzqxwvk');
    await expect(page.getByText('No articles found matching your criteria.')).toBeVisible();
    await expect(search).toBeFocused();
    await expect(page).toHaveURL(/[?&]q=zzqxwvk/);

    // Back leaves the topic; the search typed meanwhile went with it.
    await page.goBack();
    await expect(page).toHaveURL(/\/charger-install$/);
    await expect(list.getByRole('article')).toHaveCount(total);
    await expect(search).toHaveValue('');
  });

  test('clicking a table-of-contents entry scrolls to its heading with a 100 px offset', async ({ page }) => {
    await page.goto('/charger-install');
    await page.getByRole('list', { name: 'Installation guides' }).getByRole('article').first().getByRole('link').click();
    await expect(page).toHaveURL(/\/charger-install\/[a-z0-9-]+$/);
    const toc = page.getByRole('navigation', { name: 'Table of Contents' }).filter({ visible: true });
    const entries = toc.getByRole('link');
    // The address changes before the router has drawn the guide: wait for its table of contents.
    await expect.poll(() => entries.count()).toBeGreaterThan(3);
    await expect(toc.locator('a[data-depth="3"]').first()).toBeVisible();

    const entry = entries.nth(3);
    const id = (await entry.getAttribute('href'))!.slice(1);
    await entry.click();
    await expect(page).toHaveURL(new RegExp(`#${id}$`));
    await expect
      .poll(() => page.evaluate((target) => Math.round(document.getElementById(target)!.getBoundingClientRect().top), id))
      .toBe(100);
  });

  test('an unknown guide shows the not-found screen with status 404', async ({ page }) => {
    const response = await page.goto('/charger-install/no-such-guide');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Article Not Found' })).toBeVisible();
    await expect(page.getByText('Article not found. It may have been removed or the URL is invalid.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Installation Guides' })).toHaveAttribute('href', '/charger-install');
  });
});

test.describe('feeds', () => {
  test('the sitemap lists articles and glossary terms, and robots points to it', async ({ request }) => {
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    const xml = await sitemap.text();
    expect(xml).toMatch(/<loc>[^<]+\/article\/\d+<\/loc>/);
    expect(xml).toMatch(/<loc>[^<]+\/glossary\/\d+<\/loc>/);
    expect(xml).toMatch(/<loc>[^<]+\/charger-install\/[a-z0-9-]+<\/loc>/);
    expect(xml).toMatch(/<loc>[^<]+\/tire-fitment\/vehicle\/\d+<\/loc>/);
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Sitemap:');
    expect(robots).toContain('Disallow: /admin');
  });

  test('the RSS feed carries the articles', async ({ request }) => {
    const response = await request.get('/rss.xml');
    expect(response.headers()['content-type']).toContain('application/rss+xml');
    const xml = await response.text();
    expect(xml).toContain('<rss version="2.0"');
    expect((xml.match(/<item>/g) ?? []).length).toBeGreaterThan(3);
    expect(xml).toMatch(/<link>[^<]+\/article\/\d+<\/link>/);
  });
});
