import { seriousViolations, type Theme } from './axe';
import { expect, test, type Page } from './fixtures';

// The route checks share one page per worker: a page of its own for each route cost its setup and a cold cache for
// the site's scripts on every load.
test.use({ pagePerWorker: true });
// A trace records a DOM snapshot for each of axe's many page calls; these tests keep none.
test.use({ trace: 'off' });
// Each test only reads the routes: both workers share them.
test.describe.configure({ mode: 'parallel' });

const THEMES: Theme[] = ['light', 'dark'];

/** Opens a page in the first theme, and gives its status; `switchTheme` then switches it without a second load. */
async function open(page: Page, path: string) {
  await page.emulateMedia({ colorScheme: THEMES[0], reducedMotion: 'reduce' });
  return (await page.goto(path))?.status();
}

/** Shows the open page in a theme the way a visitor's system setting picks it: the site follows the setting live. */
async function switchTheme(page: Page, theme: Theme) {
  await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
  await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /light/);
}

/**
 * Checks a page in the light theme, then in the dark one: the site follows the system setting live, so the
 * switch needs no second page load.
 */
async function checkBothThemes(page: Page, path: string) {
  const status = await open(page, path);
  for (const theme of THEMES) {
    await switchTheme(page, theme);
    await expectNoSeriousViolations(page, `${path} (${theme})`, theme);
  }
  return status;
}

/**
 * The first link on a list page that matches, so the detail pages are whatever the seed made. Read from the server's
 * HTML: the list page itself is checked by its own test.
 */
async function firstHref(page: Page, path: string, pattern: RegExp): Promise<string> {
  const html = await (await page.request.get(path)).text();
  const href = [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]!).find((candidate) => pattern.test(candidate));
  expect(href, `a link matching ${pattern} on ${path}`).toBeTruthy();
  return href!;
}

/** A vehicle page from the sitemap (not every tire lists compatible vehicles). */
async function vehiclePath(page: Page): Promise<string> {
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  const path = /<loc>[^<]*?(\/tire-fitment\/vehicle\/\d+)<\/loc>/.exec(sitemap)?.[1];
  expect(path, 'a vehicle page in the sitemap').toBeTruthy();
  return path!;
}

const STATIC_ROUTES = [
  '/',
  '/glossary',
  '/categories',
  '/articles',
  '/videos',
  '/range-tool',
  '/battery-degradation',
  '/tire-calculator',
  '/panel-check',
  '/panel-check?method=220.83&service=100&sqft=1500&sac=2&laundry=1&appliance=range:8000&appliance=dryer:5000&heat=0&cool=3600&newheat=0&newcool=0&charger=32',
  '/tire-fitment',
  '/vehicle-data-info',
  '/charger-install',
  '/installers',
  '/installers/join',
  '/fault-codes',
  '/field-kit',
  '/field-kit/tires',
  '/search?q=battery',
  '/privacy',
  '/terms',
];

async function expectNoSeriousViolations(page: Page, label: string, theme: Theme) {
  const found = await seriousViolations(page, theme);
  expect(found, `serious or critical axe violations, or a skipped heading level, on ${label}`).toEqual([]);
}

test('the check finds a problem planted in a page, in each theme', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
  await page.goto('/privacy');
  await page.locator('main').evaluate((main) => {
    main.insertAdjacentHTML('afterbegin', '<img src="/icon.svg"><p style="color:#777;background:#888">faint text</p>');
    main.querySelector('h1')!.insertAdjacentHTML('afterend', '<h4>Three levels under the page’s title</h4>');
  });
  expect((await seriousViolations(page, 'light')).map((violation) => violation.rule).sort()).toEqual([
    'color-contrast',
    'heading-order',
    'image-alt',
  ]);
  await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
  expect((await seriousViolations(page, 'dark')).map((violation) => violation.rule)).toEqual(['color-contrast']);
});

for (const path of STATIC_ROUTES) {
  test(`axe finds no serious or critical problem on ${path} in either theme`, async ({ page }) => {
    // axe walks every node of the page twice; the glossary alone has hundreds of terms.
    test.setTimeout(120_000);
    expect(await checkBothThemes(page, path), path).toBeLessThan(400);
  });
}

const DETAIL_PAGES: [string, (page: Page) => Promise<string>][] = [
  ['a glossary term', (page) => firstHref(page, '/glossary', /^\/glossary\/\d+$/)],
  ['a category', (page) => firstHref(page, '/categories', /^\/category\/[a-z0-9-]+$/)],
  ['an article', (page) => firstHref(page, '/articles', /^\/article\/\d+$/)],
  ['a charger guide', (page) => firstHref(page, '/charger-install', /^\/charger-install\/[a-z0-9-]+$/)],
  ['a tire', (page) => firstHref(page, '/tire-fitment?tab=tire', /^\/tire-fitment\/tire\/\d+$/)],
  ['a vehicle', vehiclePath],
  ['a fault code', async () => '/fault-codes/P0AA6'],
  ['the 404 page', async () => '/this-page-does-not-exist'],
];

for (const [name, resolve] of DETAIL_PAGES) {
  test(`axe finds no serious or critical problem on ${name} in either theme`, async ({ page }) => {
    test.setTimeout(120_000);
    await checkBothThemes(page, await resolve(page));
  });
}

test('home, an article, a tool and a tire page fit 1366, 1024 and 390 px in both themes', async ({
  context,
}, testInfo) => {
  // The screenshots are for a person reading the HTML report: a run that writes none (CI, playwright.config.ts) checks
  // without them, a third of the test's CPU (25 → 17 CPU-s).
  const screenshots = testInfo.config.reporter.some(([name]) => name === 'html');
  // 24 full-page screenshots where they are taken: generous on a shared machine.
  test.setTimeout(600_000);
  // A page of its own: the sizes it sets are not the shared page's.
  const page = await context.newPage();
  const pages = {
    home: '/',
    article: await firstHref(page, '/articles', /^\/article\/\d+$/),
    tool: '/range-tool',
    tire: await firstHref(page, '/tire-fitment?tab=tire', /^\/tire-fitment\/tire\/\d+$/),
  };
  for (const width of [1366, 1024, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    for (const [name, path] of Object.entries(pages)) {
      expect(await open(page, path), path).toBeLessThan(400);
      for (const theme of THEMES) {
        await switchTheme(page, theme);
        // Nothing may push the page sideways: on a phone that is a page the reader has to pan.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `${path} at ${width} px in the ${theme} theme scrolls sideways`).toBeLessThanOrEqual(0);
        if (!screenshots) continue;
        const file = testInfo.outputPath(`${name}-${width}-${theme}.jpeg`);
        await page.screenshot({ path: file, fullPage: true, type: 'jpeg', quality: 80 });
        await testInfo.attach(`${name}-${width}-${theme}`, { path: file, contentType: 'image/jpeg' });
      }
    }
  }
});
