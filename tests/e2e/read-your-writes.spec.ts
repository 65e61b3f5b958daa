import { readFileSync } from 'node:fs';
import { expect, test, toast, type Page, type PlaywrightWorkerArgs } from './fixtures';
import { openAsAdmin } from './admin-session';

test.use({ pagePerWorker: true });

/*
 * Read-your-writes through the running app: every public page, feed and sitemap that shows a table is
 * rendered (and so cached) first, then the administrator changes a row in the back office, then the very
 * first request for each of them must show the change. The requests are plain HTTP (no browser), so no
 * link prefetch can render a page before the request that is checked.
 */

// The same values as the webServer env in playwright.config.ts.

// Each run is its own client, so failed sign-ins of other runs never add up to a lockout.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 250) + 1}` } });
// Each test makes some twenty requests that render pages anew; on a busy machine that outlasts the default.
test.setTimeout(120_000);

/**
 * One request for a public path, as a new visitor without cookies makes it. Each request opens its own
 * connection: a kept-alive one may be closed by the server while the back office works, mid-reuse.
 */
function visitor(playwright: PlaywrightWorkerArgs['playwright'], baseURL: string | undefined) {
  return async (path: string, status = 200): Promise<string> => {
    const context = await playwright.request.newContext({ baseURL });
    try {
      const response = await context.get(path, { maxRedirects: 0 });
      expect({ path, status: response.status() }).toEqual({ path, status });
      return await response.text();
    } finally {
      await context.dispose();
    }
  };
}

type Visit = ReturnType<typeof visitor>;

/** Whether the first request for each path shows the text (reported per path, not as a page dump). */
async function expectShown(visit: Visit, paths: string[], text: string, shown: boolean) {
  for (const path of paths) expect({ path, text, shown: (await visit(path)).includes(text) }).toEqual({ path, text, shown });
}

/** The article's id as the feed links it. */
function feedId(feed: string, title: string): number | undefined {
  const match = new RegExp(`<title>${title}</title>\\s*<link>[^<]*/article/(\\d+)</link>`).exec(feed);
  return match ? Number(match[1]) : undefined;
}

async function publishArticle(page: Page, title: string, tag: string, pinned: boolean) {
  await page.getByRole('button', { name: 'New Article' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Article' });
  await dialog.getByLabel('Title', { exact: true }).fill(title);
  await dialog.getByLabel('Content', { exact: true }).fill(`## Steps\n\nWhat to check first for ${title}.\n`);
  await dialog.getByRole('textbox', { name: 'Tags' }).fill(tag);
  await dialog.getByRole('textbox', { name: 'Tags' }).press('Enter');
  if (pinned) await dialog.getByLabel('Pin this article to the homepage').check();
  await dialog.getByRole('button', { name: 'Publish' }).click();
  await expect(toast(page, 'Article published successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
}

async function deleteArticle(page: Page, title: string) {
  const card = page.getByTestId('article-card').filter({ hasText: title });
  await card.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete Article' }).getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Article deleted successfully')).toBeVisible();
  await expect(card).toHaveCount(0);
}

test('an article published or deleted in the back office shows on the list, its search results, its page, the related articles of another, the home page, the feed and the sitemap at the first request', async ({ page, playwright, baseURL }) => {
  const stamp = Date.now();
  const tag = `precharge-${stamp}`;
  const older = `Precharge circuit basics ${stamp}`;
  const newer = `Precharge resistor failure ${stamp}`;
  const body = visitor(playwright, baseURL);

  await openAsAdmin(page, '/admin/articles');
  await publishArticle(page, older, tag, false);
  const olderId = feedId(await body('/rss.xml'), older);
  expect(olderId).toBeDefined();

  // Rendered and cached before the newer article exists.
  await expectShown(body, ['/articles', `/articles?q=${stamp}`, `/article/${olderId}`, '/', '/rss.xml'], newer, false);
  const sitemapBefore = await body('/sitemap.xml');

  await publishArticle(page, newer, tag, true);
  const feed = await body('/rss.xml');
  const newerId = feedId(feed, newer);
  expect(newerId).toBeDefined();
  expect(sitemapBefore).not.toContain(`/article/${newerId}<`);
  await expectShown(body, ['/sitemap.xml'], `/article/${newerId}<`, true);
  // On the older article's page it is the first related article (they share its only tag); on the home
  // page it leads 'Latest Articles' (pinned and newest).
  await expectShown(body, ['/articles', `/articles?q=${stamp}`, `/article/${olderId}`, '/', `/article/${newerId}`], newer, true);

  await deleteArticle(page, newer);
  await expectShown(body, ['/rss.xml', '/articles', `/articles?q=${stamp}`, `/article/${olderId}`, '/'], newer, false);
  await expectShown(body, ['/sitemap.xml'], `/article/${newerId}<`, false);
  await body(`/article/${newerId}`, 404);

  await deleteArticle(page, older);
});

test('a video added with a related glossary term shows on the videos page, the home page and the term\'s category at the first request, and leaves them when deleted', async ({ page, playwright, baseURL }) => {
  // A reference term and its category, as the seed loads them.
  const glossary = JSON.parse(readFileSync('supabase/seed/reference/glossary.json', 'utf8')) as { term: string; category_id: string | null }[];
  const term = glossary.find((entry) => entry.category_id && glossary.filter((other) => other.term.includes(entry.term)).length === 1)!;
  const category = `/category/${term.category_id}`;
  const title = `Pack teardown ${Date.now()}`;
  const body = visitor(playwright, baseURL);

  await expectShown(body, [category, '/videos', '/'], title, false);

  await openAsAdmin(page, '/admin/videos');
  await page.getByRole('button', { name: 'Upload Video' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Video' });
  await dialog.getByLabel('YouTube URL', { exact: true }).fill('https://youtu.be/dQw4w9WgXcQ');
  await dialog.getByLabel('Title', { exact: true }).fill(title);
  await dialog.getByLabel('Related Glossary Term', { exact: true }).fill(term.term);
  await dialog.getByRole('button', { name: term.term, exact: true }).click();
  await dialog.getByLabel('Pin this video to the homepage').check();
  await dialog.getByRole('button', { name: 'Save Video' }).click();
  await expect(toast(page, 'Video added successfully')).toBeVisible();

  // The category page shows it under 'Related Videos' because its related term is filed there.
  await expectShown(body, [category, '/videos', '/'], title, true);

  const card = page.getByTestId('video-card').filter({ hasText: title });
  await card.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Video deleted successfully')).toBeVisible();
  await expectShown(body, [category, '/videos', '/'], title, false);
});
