import { createSql } from '@/lib/db/connection';
import { sizeDimensions } from '@/lib/tires/size';
import { freePort } from '@/scripts/lib/redis-server';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './admin-session';
import { seriousViolations } from './axe';
import { expect, test, untilHydrated, type Page } from './fixtures';
import { typeExampleHouse } from './panel-check-example';
import { startLaunchedServer, type LaunchedServer } from './launched-server';

/*
 * The field kit (docs/product/field-kit.md) on a server of the test's own, which the test stops: Playwright's
 * setOffline does not stop a service worker's own requests, and a stopped server does. The server starts again on the
 * same port, where the saved kit's service worker is registered.
 */

/** Every address the browser's caches hold, and whether any stored body names the administrator. */
const cacheContents = (page: Page, email: string) =>
  page.evaluate(async (admin) => {
    const urls: string[] = [];
    let namesAdmin = false;
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        urls.push(new URL(request.url).pathname);
        const body = await (await cache.match(request))!.text();
        if (body.includes(admin)) namesAdmin = true;
      }
    }
    return { urls, namesAdmin };
  }, email);

test('the field kit is saved on request, works with the server stopped, refreshes after a change and keeps nothing of the back office', async ({ page }) => {
  test.setTimeout(150_000);
  const port = await freePort();
  const sql = createSql(process.env.DATABASE_URL!, { max: 1 });
  // A code no other spec reads; its note is put back at the end.
  const [changed] = await sql<{ code: string; likely_causes: string | null }[]>`
    select code, likely_causes from fault_codes where system = 'cooling' order by code desc limit 1`;
  const note = `Checked by the field kit test ${Date.now()}`;
  // An EV with EPA's consumption, so the yearly cost of under-inflation shows too.
  const [ev] = await sql<{ id: number; year: number; make: string }[]>`
    select id::int as id, year, make from ev_models where efficiency is not null order by year desc, make, model, id limit 1`;
  const tireLink = `/tire-calculator?shared=true&id=${ev!.id}&current=30&target=36&miles=15000`;
  let server: LaunchedServer | undefined = await startLaunchedServer({}, port);
  const origin = server.origin;
  try {
    // Installable: the manifest and its icons, and Chromium's own check.
    const manifest = (await (await page.request.get(`${origin}/manifest.webmanifest`)).json()) as {
      display: string;
      short_name: string;
      start_url: string;
      icons: { src: string; sizes: string; purpose?: string }[];
    };
    expect(manifest.display).toBe('standalone');
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`)).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
    for (const icon of manifest.icons.filter((entry) => entry.src.endsWith('.png'))) {
      const response = await page.request.get(`${origin}${icon.src}`);
      expect(response.headers()['content-type']).toBe('image/png');
    }

    // A visitor who never saves the kit gets no service worker.
    await page.goto(`${origin}/fault-codes`);
    await expect(page.getByRole('link', { name: /offline field kit/i }).first()).toBeVisible();
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] };
    expect(installabilityErrors).toEqual([]);

    await page.goto(`${origin}/field-kit`);
    await expect(page.getByText(/Size: about [\d.]+ (KB|MB) to download/)).toBeVisible();
    const save = page.getByRole('button', { name: 'Save the field kit' });
    await untilHydrated(save);
    await save.click();
    await expect(page.getByRole('status')).toContainText('Saved. These pages now open with no network.', { timeout: 60_000 });
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

    // With the worker in charge, a redirect the server renders for the first time (a code typed in lower case, which
    // it sends with its Location header twice) still reaches its page.
    const [lowerCase] = await sql<{ code: string }[]>`select code from fault_codes where code ~ '[A-Z].*[A-Z]' order by random() limit 1`;
    await page.goto(`${origin}/fault-codes/${lowerCase!.code.toLowerCase()}`);
    await expect(page).toHaveURL(`${origin}/fault-codes/${lowerCase!.code}`);
    await expect(page.getByRole('heading', { level: 1, name: lowerCase!.code })).toBeVisible();

    // The tire-pressure calculator's answer online, for a link the kit must answer the same way offline. The browser
    // keeps this online copy (stale-while-revalidate); offline the kit's calculator must answer, not that copy.
    await page.goto(`${origin}${tireLink}`);
    const figuresOf = (scope: Page) =>
      Promise.all(['efficiency-gain', 'range-increase', 'new-range'].map((id) => scope.getByTestId(id).first().innerText()));
    const online = await figuresOf(page);
    const yearlyKwh = /uses about ([\d,]+ kWh) more, or (\$[\d,.]+) a year/.exec(await page.getByTestId('yearly-loss').innerText())!;
    expect(yearlyKwh).not.toBeNull();

    // The network is gone.
    await server.stop();
    server = undefined;

    await page.goto(`${origin}/fault-codes/P0AA6`);
    await expect(page.getByRole('heading', { level: 1, name: 'P0AA6' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'High-voltage system' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /What this family of codes means/ })).toBeVisible();
    // A link of the router (a system's code list): its request for the page's payload fails, and the router loads the
    // address whole, which the kit answers.
    await page.getByRole('link', { name: 'Isolation, interlock and contactors' }).click();
    await expect(page).toHaveURL(/\/fault-codes\?system=/);
    const listed = page.getByRole('list', { name: / codes$/ }).getByRole('link').nth(1);
    const listedCode = (await listed.innerText()).trim().slice(0, 5);
    await listed.click();
    await expect(page.getByRole('heading', { level: 1, name: listedCode })).toBeVisible();

    await page.goto(`${origin}/fault-codes?q=P1A2B`);
    await expect(page.getByText('P1A2B is a manufacturer code: its meaning depends on the make')).toBeVisible();

    await page.goto(`${origin}/glossary?q=isolaton`);
    await expect(page.getByText("No exact match for 'isolaton'. Close matches:")).toBeVisible();
    await expect(page.getByRole('list', { name: 'Terms' }).getByRole('link').first()).toContainText(/isolation/i);

    await page.goto(`${origin}/articles`);
    await page.getByRole('link', { name: /^High-Voltage Safety/ }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: /^High-Voltage Safety/ })).toBeVisible();

    // The panel check is saved whole and computes on the device.
    await page.goto(`${origin}/panel-check`);
    await typeExampleHouse(page);
    await expect(page.getByTestId('panel-verdict')).toHaveText('A 32 A charger fits this 100 A service: the calculated load is 77.5 A, leaving 22.5 A.');

    // The directory's size search answers with the kit's size arithmetic: the same figures as online.
    const dimensions = sizeDimensions('235/55R19')!;
    await page.goto(`${origin}/tire-fitment?tab=tire&size=${encodeURIComponent('235/55R19 105V')}`);
    const figures = page.getByTestId('kit-size-dimensions');
    await expect(figures.getByRole('heading', { name: '235/55R19 105V' })).toBeVisible();
    await expect(figures.getByRole('definition')).toHaveText([
      `${dimensions.overallDiameterMm} mm / ${dimensions.overallDiameterInches.toFixed(1)} in`,
      `${dimensions.sectionWidthMm} mm`,
      `${dimensions.sidewallMm} mm`,
      `about ${dimensions.revolutionsPerMile.toLocaleString('en-US')}`,
    ]);

    // A shared tire-pressure link opens the kit's calculator, with the online answer; another vehicle can be chosen.
    await page.goto(`${origin}${tireLink}`);
    const calculator = page.getByRole('form', { name: 'Tire pressure inputs' });
    await expect(calculator.getByLabel('Model')).toHaveValue(String(ev!.id));
    await expect.poll(() => figuresOf(page)).toEqual(online);
    await expect(page.getByTestId('yearly-loss')).toContainText(`uses about ${yearlyKwh[1]} more, or ${yearlyKwh[2]} a year`);
    await calculator.getByLabel('Current PSI').fill('15');
    // 21 PSI of increase is 6.3 %, over the 5 % cap: both of the calculator's warnings.
    await expect(page.locator('[data-kit-tire-pressure]').getByRole('alert')).toHaveText([
      'Warning: Dangerously low tire pressure!',
      'Warning: Very high pressure increase. Benefits capped at 5%.',
    ]);
    await expect(page.getByTestId('efficiency-gain')).toHaveText('5.0%');
    // The calculator the script draws, its warnings and results showing, has no serious accessibility problem.
    expect(await seriousViolations(page, 'light')).toEqual([]);
    await calculator.getByLabel('Make').selectOption('');
    await expect(page.getByText('Choose your EV and enter the current and target tire pressure to see the range you gain.')).toBeVisible();
    await calculator.getByLabel('Make').selectOption(ev!.make);
    await calculator.getByLabel('Model').selectOption({ index: 1 });
    await expect(page.getByTestId('new-range')).toHaveText(/^[\d,.]+ mi$/);

    // An address the kit does not hold answers the site's offline page, not the browser's error.
    await page.goto(`${origin}/installers`);
    await expect(page.getByRole('heading', { level: 1, name: 'This page is not in your field kit' })).toBeVisible();
    await expect(page.getByText(/^Saved on .+ UTC, with the site’s content of/)).toBeVisible();

    // The content changes while the kit is away; with the network back, the kit takes the change.
    await sql`update fault_codes set likely_causes = ${note} where code = ${changed!.code}`;
    server = await startLaunchedServer({}, port);
    await page.goto(`${origin}/field-kit`);
    await expect(page.getByRole('status')).toContainText('The kit has been updated.', { timeout: 60_000 });

    // The back office, visited and signed out of, leaves nothing in any cache.
    await page.goto(`${origin}/admin/login?next=${encodeURIComponent('/admin')}`);
    await page.getByLabel('Email').fill(ADMIN_EMAIL);
    await page.getByLabel('Password').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/, { timeout: 60_000 });
    await page.goto(`${origin}/admin/glossary`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto(`${origin}/admin/login`);
    const contents = await cacheContents(page, ADMIN_EMAIL);
    expect(contents.urls).toContain('/field-kit/data');
    expect(contents.urls.filter((url) => url.startsWith('/admin') || url.startsWith('/api/'))).toEqual([]);
    expect(contents.namesAdmin).toBe(false);

    await server.stop();
    server = undefined;
    await page.goto(`${origin}/fault-codes/${changed!.code}`);
    await expect(page.getByText(note)).toBeVisible();
  } finally {
    await server?.stop();
    await sql`update fault_codes set likely_causes = ${changed!.likely_causes} where code = ${changed!.code}`;
    await sql.end();
  }
});
