import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test, toast, untilHydrated, type Page } from './fixtures';
import { nonAdminCookie, SESSION_COOKIE, openAsAdmin } from './admin-session';

test.use({ pagePerWorker: true });

/**
 * The back office's own screens as the administrator uses them, and the authorization sweep over HTTP. Sign-in,
 * sign-out and the session guard are in admin.spec.ts, which runs alone: 'Sign out everywhere' ends every session.
 */

// Each run is its own client behind the one proxy hop the test server trusts (TRUSTED_PROXY_HOPS=1).
const clientAddress = `203.0.113.${Math.floor(Math.random() * 250) + 1}`;
test.use({ extraHTTPHeaders: { 'x-forwarded-for': clientAddress } });

const signedIn = (page: Page, next = '/admin/dashboard') => openAsAdmin(page, next);

test('the dashboard shows every group and live system checks', async ({ page }) => {
  await signedIn(page);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  for (const group of ['Content Management', 'Tire Fitment Directory', 'Site Management', 'Leads and Audience']) {
    await expect(page.getByRole('heading', { name: group })).toBeVisible();
  }
  // Every card leads to its screen.
  const cards: [string, string][] = [
    ['Articles', '/admin/articles'],
    ['Videos', '/admin/videos'],
    ['Glossary Entries', '/admin/glossary'],
    ['Categories', '/admin/categories'],
    ['Vehicles', '/admin/vehicles'],
    ['Tires', '/admin/tires'],
    ['Submissions', '/admin/fitment-submissions'],
    ['Logo Management', '/admin/logo'],
    ['Affiliate Links', '/admin/affiliate'],
    ['Installer Applications', '/admin/installer-leads'],
    ['Newsletter Subscribers', '/admin/subscribers'],
    ['Analytics', '/admin/analytics'],
  ];
  for (const [card, href] of cards) {
    await expect(page.getByRole('main').getByRole('link', { name: new RegExp(`^${card}`) })).toHaveAttribute('href', href);
  }
  const status = page.getByRole('region', { name: 'System Status' });
  await expect(status.getByText('Database Connected')).toBeVisible();
  await expect(status.getByText('Authentication Active')).toBeVisible();
  await expect(status.getByText('Storage Available')).toBeVisible();
  await expect(status.locator('[data-status="ok"]')).toHaveCount(3);
  // Each line says how long its check took and when it ran.
  await expect(status.getByTestId('check-latency')).toHaveCount(3);
  for (const latency of await status.getByTestId('check-latency').allTextContents()) expect(latency).toMatch(/^\d+ ms$/);
  await expect(status.locator('time')).toHaveCount(3);
  for (const screen of ['/admin/articles', '/admin/videos']) {
    await page.goto(screen);
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await expect(page).toHaveURL('/admin/dashboard');
  }
});

// A 1×1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAHnOcQAAAAABJRU5ErkJggg==', 'base64');

test('an article is written, previewed, published with an image, pinned, edited and deleted', async ({ page }) => {
  // The whole life of an article in one journey, with a visitor checking each public change.
  test.slow();
  const title = `Contactor weld check ${Date.now()}`;
  await signedIn(page, '/admin/articles');
  await page.getByRole('button', { name: 'New Article' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Article' });
  await dialog.getByRole('button', { name: 'Publish' }).click();
  await expect(toast(page, 'Title and content are required')).toBeVisible();

  await dialog.getByLabel('Import a Markdown or text file').setInputFiles({
    name: 'import.md',
    mimeType: 'text/markdown',
    buffer: Buffer.from('---\ntitle: Imported title\nauthor: Shop Lead\ntags: [contactors, hv]\n---\n\n## Imported heading\n\nImported body.\n'),
  });
  await expect(toast(page, 'File content loaded successfully')).toBeVisible();
  await expect(dialog.getByLabel('Title', { exact: true })).toHaveValue('Imported title');
  await expect(dialog.getByLabel('Author', { exact: true })).toHaveValue('Shop Lead');
  await expect(dialog.getByRole('list', { name: 'Tags' }).getByText('contactors')).toBeVisible();

  await dialog.getByLabel('Title', { exact: true }).fill(title);
  await dialog.getByLabel('Content', { exact: true }).fill('## Symptoms\n\nA welded **contactor** keeps the pack connected.\n');
  await dialog.getByLabel('Excerpt', { exact: true }).fill('How to tell a welded contactor from a stuck relay.');
  await expect(dialog.getByText('9 words · 1 min read')).toBeVisible();
  await dialog.getByRole('tab', { name: 'Preview' }).click();
  await expect(dialog.getByTestId('article-preview').getByRole('heading', { name: 'Symptoms' })).toBeVisible();
  await expect(dialog.getByTestId('article-preview').locator('strong')).toHaveText('contactor');
  await dialog.getByRole('tab', { name: 'Edit' }).click();

  await dialog.getByLabel('Featured image file').setInputFiles({ name: 'weld.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog.getByAltText('Featured image preview')).toBeVisible();
  await expect(dialog.getByText('0/160')).toBeVisible();
  await dialog.getByRole('button', { name: 'Publish' }).click();
  await expect(toast(page, 'Article published successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  const card = page.getByTestId('article-card').filter({ hasText: title });
  await expect(card.getByText('published')).toBeVisible();
  // Visitors see the change at once: the public list, then the home page once the article is pinned.
  const visitor = await page.context().newPage();
  await visitor.goto('/articles');
  await expect(visitor.getByText(title).first()).toBeVisible();
  await card.getByRole('button', { name: 'Pin' }).click();
  await expect(toast(page, 'Article pinned')).toBeVisible();
  await expect(card.getByText('Pinned', { exact: true })).toBeVisible();
  await visitor.goto('/');
  await expect(visitor.getByTestId('latest-articles').getByText(title).first()).toBeVisible();

  await card.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Article' });
  const image = edit.getByAltText('Featured image preview');
  await expect(image).toHaveAttribute('src', /^\/storage\/media\/featured\/[0-9a-f]+\.png$/);
  expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
  await edit.getByRole('button', { name: 'Save as Draft' }).click();
  await expect(toast(page, 'Article saved successfully')).toBeVisible();
  await expect(card.getByText('draft')).toBeVisible();
  await visitor.goto('/articles');
  await expect(visitor.getByRole('heading', { name: 'Articles' }).first()).toBeVisible();
  await expect(visitor.getByText(title)).toHaveCount(0);
  await visitor.close();

  await card.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Article' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Delete' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Article deleted successfully')).toBeVisible();
  await expect(card).toHaveCount(0);
});

test('a video is added from a YouTube link, pinned and deleted', async ({ page }) => {
  const title = `Inverter teardown ${Date.now()}`;
  await signedIn(page, '/admin/videos');
  await expect(page.getByText('Manage your video content')).toBeVisible();
  await page.getByRole('button', { name: 'Upload Video' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Video' });
  await expect(dialog.getByRole('button', { name: 'Save Video' })).toBeDisabled();
  await dialog.getByLabel('YouTube URL', { exact: true }).fill('https://example.com/watch?v=short');
  await expect(dialog.getByText('Invalid YouTube URL')).toBeVisible();
  await dialog.getByLabel('YouTube URL', { exact: true }).fill('https://youtu.be/dQw4w9WgXcQ');
  await expect(dialog.getByAltText('Thumbnail preview').or(dialog.getByRole('img', { name: 'Thumbnail preview' }))).toBeVisible();
  await dialog.getByRole('button', { name: 'Save Video' }).click();
  await expect(toast(page, 'YouTube URL and title are required')).toBeVisible();
  await dialog.getByLabel('Title', { exact: true }).fill(title);
  await dialog.getByLabel('Related Glossary Term', { exact: true }).fill('battery');
  await dialog.getByRole('button', { name: /battery/i }).first().click();
  await dialog.getByRole('textbox', { name: 'Tags' }).fill('inverter');
  await dialog.getByRole('textbox', { name: 'Tags' }).press('Enter');
  await dialog.getByRole('textbox', { name: 'Tags' }).fill('inverter');
  await dialog.getByRole('textbox', { name: 'Tags' }).press('Enter');
  await expect(dialog.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveCount(1);
  await dialog.getByRole('button', { name: 'Save Video' }).click();
  await expect(toast(page, 'Video added successfully')).toBeVisible();

  const card = page.getByTestId('video-card').filter({ hasText: title });
  await expect(card.getByText('ready')).toBeVisible();
  const visitor = await page.context().newPage();
  await visitor.goto('/videos');
  await expect(visitor.getByText(title).first()).toBeVisible();
  // The visitor's search filters the list as they type, whatever the case of their words.
  const visitorSearch = visitor.getByPlaceholder('Search videos...');
  await untilHydrated(visitorSearch);
  const videoCards = visitor.getByRole('list', { name: 'Videos' }).getByRole('article');
  await visitorSearch.fill(title.toUpperCase());
  await expect(videoCards).toHaveCount(1);
  await expect(videoCards).toContainText(title);
  // Nothing contains the longer query: the videos most like it are offered as close matches, the new one first.
  await visitorSearch.fill(`${title} zzqx`);
  await expect(visitor.getByText(`No exact match for '${title} zzqx'. Close matches:`)).toBeVisible();
  await expect(videoCards.first()).toContainText(title);
  await visitorSearch.fill('zzqx-no-such-video');
  await expect(visitor.getByText('No videos found matching your search.')).toBeVisible();
  // With no other videos the new one fills 'Latest Videos' on the home page.
  await visitor.goto('/');
  await expect(visitor.getByTestId('latest-videos').getByText(title).first()).toBeVisible();
  await visitor.close();
  await expect(card.getByRole('link', { name: 'View' })).toHaveAttribute('href', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  await page.getByLabel('Search videos').fill(title);
  await expect(page.getByTestId('video-card')).toHaveCount(1);
  await card.getByRole('button', { name: 'Pin' }).click();
  await expect(toast(page, 'Video pinned')).toBeVisible();
  await expect(card.getByText('Pinned', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Video deleted successfully')).toBeVisible();
  await expect(card).toHaveCount(0);
});

/**
 * The authorization sweep over HTTP, as an attacker would call them: every server action the build
 * registered for the back office, and every admin route handler, without a session and with a valid
 * session of another e-mail. Each must refuse with the site's message.
 */
test.describe('authorization sweep over HTTP', () => {
  const PUBLIC_ACTIONS = new Set(['signIn']);
  const manifest = JSON.parse(readFileSync('.next/server/server-reference-manifest.json', 'utf8')) as {
    node: Record<string, { workers: Record<string, unknown>; filename?: string; exportedName?: string }>;
  };
  const actions = Object.entries(manifest.node)
    .filter(([, entry]) => entry.filename?.startsWith('app/(admin)/') && !PUBLIC_ACTIONS.has(entry.exportedName ?? ''))
    .map(([id, entry]) => {
      const worker = Object.keys(entry.workers).find((name) => name.startsWith('app/(admin)/')) ?? '';
      const route = worker.replace(/^app/, '').replace(/\/page$/, '').replace(/\/\([^)]+\)/g, '') || '/';
      return { id, name: `${entry.filename}#${entry.exportedName}`, route };
    });

  const routeFiles = (function walk(dir: string): string[] {
    return readdirSync(dir).flatMap((entry) => {
      const full = path.join(dir, entry);
      return statSync(full).isDirectory() ? walk(full) : entry === 'route.ts' ? [full] : [];
    });
  })('app/api/admin');

  test('finds the admin actions and route handlers', () => {
    expect(actions.map((action) => action.name.split('#')[1]).sort()).toEqual(
      expect.arrayContaining(['createVideo', 'removeVideo', 'toggleVideoPin', 'saveArticle', 'removeArticle', 'toggleArticlePin', 'createSampleArticle', 'previewArticle', 'importArticleFile']),
    );
    expect(routeFiles.length).toBeGreaterThan(0);
  });

  for (const session of ['none', 'another e-mail'] as const) {
    test(`every admin action and route refuses with ${session === 'none' ? 'no session' : 'a session of another e-mail'}`, async ({ playwright, baseURL }) => {
      const cookie = session === 'none' ? undefined : `${SESSION_COOKIE}=${nonAdminCookie(baseURL!).value}`;
      const expected = session === 'none' ? 'You must be logged in to access this page' : 'You do not have permission to access this page';
      const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL!, ...(cookie ? { cookie } : {}) } });
      for (const action of actions) {
        const response = await request.post(action.route, {
          headers: { 'next-action': action.id, 'content-type': 'text/plain;charset=UTF-8', accept: 'text/x-component' },
          data: JSON.stringify([{ id: 1, pinned: true, title: 'Sweep', content: 'Sweep', status: 'published' }]),
          maxRedirects: 0,
        });
        const body = await response.text();
        expect({ action: action.name, status: response.status(), refused: body.includes(expected) }).toEqual({
          action: action.name,
          status: 200,
          refused: true,
        });
      }
      for (const file of routeFiles) {
        const route = `/${path.relative('app', path.dirname(file))}`;
        const response = await request.post(route, { multipart: { title: 'Sweep', file: { name: 'x.png', mimeType: 'image/png', buffer: PNG } } });
        expect({ route, status: response.status() }).toEqual({ route, status: session === 'none' ? 401 : 403 });
        expect(await response.json()).toEqual({ message: expected });
      }
      await request.dispose();
    });
  }
});
