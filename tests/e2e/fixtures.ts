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

/** The site's toast that says `text`. */
export const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first();

/**
 * Every spec imports `test` from here instead of '@playwright/test': each page the test opens is watched,
 * and a Content-Security-Policy violation Chromium reports in the console fails the test that caused it.
 * The site sends one policy for every route (next.config.mjs), so this proves the policy and the pages
 * agree wherever the suite goes.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context }: { context: BrowserContext }, use: (violations: string[]) => Promise<void>) => {
      const violations: string[] = [];
      const watch = (page: Page) =>
        page.on('console', (message) => {
          if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
            violations.push(`${page.url()}: ${message.text()}`);
          }
        });
      context.pages().forEach(watch);
      context.on('page', watch);
      await use(violations);
      expect(violations, 'Content Security Policy violations reported by the browser').toEqual([]);
    },
    { auto: true },
  ],
});
