import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from './fixtures';

test.use({ pagePerWorker: true });

/*
 * A missing row answers 404 with the site's not-found screen in the server HTML itself (what a crawler or
 * a script-less visitor gets), under its own <title>, on the first request and when served from the cache.
 */

const SCREENS = [
  {
    path: '/article/987654321',
    title: 'Article Not Found',
    text: 'Article not found. It may have been removed or the ID is invalid.',
  },
  {
    path: '/article/not-a-number',
    title: 'Article Not Found',
    text: 'Article not found. It may have been removed or the ID is invalid.',
  },
  {
    path: '/tire-fitment/tire/987654321',
    title: 'Tire Not Found',
    text: 'Tire not found. It may have been removed or the ID is invalid.',
  },
  {
    path: '/tire-fitment/vehicle/987654321',
    title: 'Vehicle Not Found',
    text: 'Vehicle not found. It may have been removed or the ID is invalid.',
  },
  {
    path: '/glossary/987654321',
    title: 'Term Not Found',
    text: 'Term not found. It may have been removed or the ID is invalid.',
  },
  {
    path: '/charger-install/no-such-guide',
    title: 'Article Not Found',
    text: 'Article not found. It may have been removed or the URL is invalid.',
  },
  {
    // No slug is reserved by the site's routing: without a guide of that name, it is a missing guide.
    path: '/charger-install/with-query',
    title: 'Article Not Found',
    text: 'Article not found. It may have been removed or the URL is invalid.',
  },
  {
    path: '/no-such-page',
    title: 'Page Not Found',
    text: 'The page you are looking for does not exist or has been moved.',
  },
];

/** The document as HTML, without the scripts that carry the client's copy of the page. */
const withoutScripts = (html: string) => html.replace(/<script\b[\s\S]*?<\/script>/g, '');

for (const screen of SCREENS) {
  test(`${screen.path} answers 404 with '${screen.title}' in its HTML`, async ({ page }) => {
    for (const round of ['first request', 'cached']) {
      const response = await page.request.get(screen.path);
      expect(response.status(), round).toBe(404);
      const html = await response.text();
      expect(html, round).toMatch(new RegExp(`<title>${screen.title} \\|`));
      const body = withoutScripts(html.slice(html.indexOf('<body')));
      expect(body, round).toMatch(new RegExp(`<h([12])[^>]*>${screen.title}</h\\1>`));
      expect(body, round).toContain(screen.text);
    }
  });
}

test('once the browser takes over, the vehicle not-found screen is shown once, with its ways out', async ({ page }) => {
  const response = await page.goto('/tire-fitment/vehicle/987654321');
  expect(response?.status()).toBe(404);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(['Vehicle Not Found']);
  await expect(page.getByRole('link', { name: 'Back to Tire Directory' })).toHaveAttribute('href', '/tire-fitment');
  await expect(page.getByRole('link', { name: 'Search Tires' })).toHaveAttribute('href', '/tire-fitment?tab=tire');
});

/** Every file under a folder of the server's build, or none when the folder does not exist. */
async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(path.join(process.cwd(), '.next', folder), { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

test('made-up addresses of the record pages are answered from the cache without writing a file each', async ({ request }) => {
  const stamp = `${Date.now()}`;
  const made = [
    `/article/9${stamp}`,
    `/article/x${stamp}`,
    `/glossary/9${stamp}`,
    `/tire-fitment/tire/9${stamp}`,
    `/tire-fitment/vehicle/9${stamp}`,
    `/charger-install/guide-${stamp}`,
    `/category/topic-${stamp}`,
  ];
  const dataBefore = await filesUnder('cache');
  for (const address of made) {
    const first = await request.get(address, { maxRedirects: 0 });
    expect([404, 307], address).toContain(first.status());
    const again = await request.get(address, { maxRedirects: 0 });
    expect(again.status(), address).toBe(first.status());
    expect(again.headers()['x-nextjs-cache'], address).toBe('HIT');
  }
  // A self-hosted server would otherwise keep a page (about 160 KB on disk) and a data entry per address.
  expect((await filesUnder('server')).filter((file) => file.includes(stamp))).toEqual([]);
  expect(await filesUnder('cache')).toEqual(dataBefore);
});
