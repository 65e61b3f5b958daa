import { test as base, expect, type BrowserContext, type Locator, type Page, type PlaywrightWorkerArgs } from '@playwright/test';

export { devices } from '@playwright/test';
export type { APIRequestContext, Browser, PlaywrightWorkerArgs } from '@playwright/test';
export { expect };
export type { BrowserContext, Locator, Page };

/** One request as a new visitor makes it (no cookies, no JavaScript), redirects not followed. */
export async function visit(playwright: PlaywrightWorkerArgs['playwright'], baseURL: string | undefined, path: string) {
  const context = await playwright.request.newContext({ baseURL });
  try {
    const response = await context.get(path, { maxRedirects: 0 });
    return { status: response.status(), location: response.headers().location ?? '', html: await response.text() };
  } finally {
    await context.dispose();
  }
}

/**
 * Waits until React has hydrated this element (its event handlers are attached), so that a change made by
 * the test is seen by the page's code rather than lost to a server-rendered element nobody listens to yet.
 */
export async function untilHydrated(locator: Locator) {
  await expect
    .poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'))))
    .toBe(true);
}

/**
 * From here on the page's downloads of the build's scripts fail, as offline or after a newer deploy replaced them,
 * except those `path`'s HTML names, which its first load needs.
 */
export async function failLaterScripts(page: Page, path: string) {
  const html = await (await page.request.get(path)).text();
  const named = new Set([...html.matchAll(/"(\/_next\/static\/[^"]+)"/g)].map((match) => match[1]));
  await page.route('**/_next/static/chunks/**', (route) =>
    named.has(new URL(route.request().url()).pathname) ? route.continue() : route.abort(),
  );
}

/** The site's toast that says `text`. */
export const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first();

function watchCsp(page: Page, violations: string[]) {
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
      violations.push(`${page.url()}: ${message.text()}`);
    }
  });
}

/**
 * Every spec imports `test` from here instead of '@playwright/test': each page the test opens is watched,
 * and a Content-Security-Policy violation Chromium reports in the console fails the test that caused it.
 * The site sends one policy for every route (next.config.mjs), so this proves the policy and the pages
 * agree wherever the suite goes.
 *
 * A spec whose tests only visit pages can say `test.use({ pagePerWorker: true })`: its tests then share one page
 * per worker. A new page costs Chromium a renderer process and a cold start of the site's scripts: /privacy in a new
 * page takes 0.72 s of CPU, in the same tab again 0.19 (docs/decisions/0094). Each test still starts as a new visitor:
 * the page leaves the last test's document, the pages that test opened are closed, and cookies, storage,
 * permissions, routes, listeners, media and headers are cleared; the viewport is the test's. Such a spec must not
 * use `context`, the page's clock, init scripts or exposed functions, which cannot be taken back; a test with
 * context options of its own (no JavaScript, touch, another viewport) gets a page of its own.
 */
export const test = base.extend<
  { cspViolations: string[]; pagePerWorker: boolean },
  { workerPage: () => Promise<Page> }
>({
  pagePerWorker: [false, { option: true }],
  workerPage: [
    async ({ browser }, provide, workerInfo) => {
      let opened: Promise<Page> | undefined;
      const open = async () => {
        const { baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = workerInfo.project.use;
        const context = await browser.newContext({ baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch });
        return context.newPage();
      };
      await provide(async () => {
        const current = opened && (await opened);
        if (!current || current.isClosed()) opened = open();
        return opened!;
      });
      if (opened) await (await opened).context().close();
    },
    { scope: 'worker' },
  ],
  cspViolations: [
    async ({ context }: { context: BrowserContext }, use: (violations: string[]) => Promise<void>) => {
      const violations: string[] = [];
      const watch = (page: Page) => watchCsp(page, violations);
      context.pages().forEach(watch);
      context.on('page', watch);
      await use(violations);
      expect(violations, 'Content Security Policy violations reported by the browser').toEqual([]);
    },
    { auto: true },
  ],
  page: async (
    { pagePerWorker, workerPage, context, cspViolations, baseURL, viewport, javaScriptEnabled, hasTouch, isMobile, extraHTTPHeaders },
    provide,
    testInfo,
  ) => {
    const project = testInfo.project.use;
    const ownOptions =
      javaScriptEnabled === false ||
      hasTouch !== project.hasTouch ||
      isMobile !== project.isMobile ||
      viewport?.width !== project.viewport?.width ||
      viewport?.height !== project.viewport?.height;
    if (!pagePerWorker || ownOptions) {
      await provide(await context.newPage());
      return;
    }
    const page = await workerPage();
    await asNewVisitor(page, baseURL!, extraHTTPHeaders ?? {}, viewport);
    // The shared page reports to this test's list, which the cspViolations fixture checks after the test.
    const watch = (opened: Page) => watchCsp(opened, cspViolations);
    watch(page);
    page.context().on('page', watch);
    await provide(page);
    page.context().off('page', watch);
    await page.removeAllListeners();
  },
});

/**
 * Clears what the last test left on a shared page. The page first opens a plain file of the site, so that the last
 * document's own writes on leaving (a list's saved scroll position) land before the storage is cleared.
 */
async function asNewVisitor(page: Page, baseURL: string, headers: Record<string, string>, viewport: { width: number; height: number } | null) {
  const context = page.context();
  for (const other of context.pages()) if (other !== page) await other.close();
  await page.removeAllListeners();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.setExtraHTTPHeaders(headers);
  await page.emulateMedia({ media: null, colorScheme: null, reducedMotion: null, forcedColors: null });
  if (viewport) await page.setViewportSize(viewport);
  await page.goto(new URL('/robots.txt', baseURL).href);
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await context.clearCookies();
  await context.clearPermissions();
}
