import { expect, test } from './fixtures';

/**
 * A page's first Intl formatter costs about 20 ms of the browser's main thread while ICU sets itself up (80 ms on a
 * phone four times slower), so nothing a page runs while it loads may ask for one: numbers and dates go through
 * lib/number-format.ts (decision 0496). The page records every Intl formatter made and every locale method called.
 */
const PAGES = [
  '/',
  '/glossary',
  '/articles',
  '/videos',
  '/charger-install',
  '/range-tool',
  '/tire-calculator',
  '/battery-degradation',
  '/panel-check',
  '/panel-check?method=220.83&service=100&sqft=1500&sac=2&laundry=1&appliance=range:8000&appliance=dryer:5000&heat=0&cool=3600&newheat=0&newcool=0&charger=32',
  '/range-tool?shared=true&id=1&distance=149&region=Texas',
  '/fault-codes/P0AA6',
  '/privacy',
];

test('no page sets up the browser’s Intl while it loads, a shared calculator link included', async ({
  browser,
}) => {
  const context = await browser.newContext();
  await context.addInitScript(() => {
    const calls: string[] = [];
    (window as unknown as { __intlCalls: string[] }).__intlCalls = calls;
    const intl = Intl as unknown as Record<string, new (...args: unknown[]) => unknown>;
    for (const name of [
      'NumberFormat',
      'DateTimeFormat',
      'Collator',
      'PluralRules',
      'RelativeTimeFormat',
      'ListFormat',
      'Segmenter',
    ]) {
      const original = intl[name]!;
      intl[name] = new Proxy(original, {
        construct: (target, args) => (calls.push(`Intl.${name}`), Reflect.construct(target, args) as object),
        apply: (target, self, args) => (calls.push(`Intl.${name}`), Reflect.apply(target, self, args)),
      });
    }
    const methods: [object, string][] = [
      [Number.prototype, 'toLocaleString'],
      [Date.prototype, 'toLocaleString'],
      [Date.prototype, 'toLocaleDateString'],
      [Date.prototype, 'toLocaleTimeString'],
      [String.prototype, 'localeCompare'],
    ];
    for (const [prototype, name] of methods) {
      const owner = prototype as Record<string, (...args: unknown[]) => unknown>;
      const original = owner[name]!;
      owner[name] = function (this: unknown, ...args: unknown[]) {
        calls.push(name);
        return original.apply(this, args);
      };
    }
  });
  const page = await context.newPage();
  const found: Record<string, string[]> = {};
  for (const path of PAGES) {
    await page.goto(path, { waitUntil: 'load' });
    // Hydration and the effects after it run once the scripts have loaded; the last of them within a moment.
    await page.waitForFunction(() => document.readyState === 'complete');
    await page.waitForTimeout(300);
    const calls = await page.evaluate(() => (window as unknown as { __intlCalls: string[] }).__intlCalls);
    if (calls.length) found[path] = [...new Set(calls)];
  }
  await context.close();
  expect(found).toEqual({});
});
