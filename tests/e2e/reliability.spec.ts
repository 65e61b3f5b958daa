import { readFileSync } from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
import { ADMIN_EMAIL, ADMIN_PASSWORD, signInTo } from './admin-session';
import { expect, test, type Page, type ServerWithOwnDatabase } from './own-database';

/**
 * A database outage under load, against the built server inside the launcher `npm start` uses
 * (scripts/with-db.ts), which supervises an embedded PostgreSQL of these specs' own (./own-database.ts): the
 * run's other specs go on against theirs meanwhile. PostgreSQL is killed, and killed again each time the
 * launcher brings it back, for a few seconds, while visitors keep loading pages and one submits a form. Cached
 * pages must keep answering 200 within 2 s, the form must answer within 3 s with the site's message, pages
 * rendered per request must answer within 3 s and first visits to pages nobody has rendered within 5 s,
 * PostgreSQL must come back by itself, and no row acknowledged before the outage may be lost.
 */

// ISR pages (their HTML is cached) and pages rendered per request from the cached readers (a list or tool
// page reads its own query string).
const CACHED_PAGES = ['/', '/glossary', '/categories', '/vehicle-data-info', '/installers/join', '/tire-fitment/tire/1', '/privacy'];
const DYNAMIC_PAGES = ['/articles?q=battery', '/tire-fitment?tab=tire', '/installers?state=Texas', '/range-tool?distance=250', '/installers'];
const ERROR_TEXTS = /Database connection failed|Unable to connect to the database|The operation took too long|An unexpected error occurred|Try Again/;
const FAILURE = 'An error occurred. Please try again later.';
const SIGN_IN_UNAVAILABLE = 'Sign-in is unavailable right now: the database cannot be reached. Please try again in a few minutes.';
const SUCCESS = 'Thank you for subscribing to our newsletter!';
const OUTAGE_MS = 9000;
const CACHED_ANSWER_MS = 2000;
/** Visitors loading cached pages at once during the first part of the outage. */
const LOADERS = 2;
const LOAD_MS = 4000;
// docs/product/limits.md §1: after a read finds the database unreachable, reads fail at once for this long.
const OUTAGE_PAUSE_MS = 2000;
/** First visits at once to pages nobody has rendered, more than the server's pool has connections. */
const FIRST_VISITS = 12;
const FIRST_VISIT_ANSWER_MS = 5000;

const postmasterPid = (dataDir: string) => {
  try {
    return Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return undefined;
  }
};

/** Kills PostgreSQL now and every time it reappears, until `ms` have passed. */
async function keepPostgresDown(site: ServerWithOwnDatabase, ms: number): Promise<number> {
  let kills = 0;
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const pid = postmasterPid(site.dataDir);
    if (pid) {
      try {
        process.kill(pid, 'SIGKILL');
        kills += 1;
      } catch {
        // already gone
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return kills;
}

async function databaseAnswers(site: ServerWithOwnDatabase): Promise<boolean> {
  const sql = postgres(site.databaseUrl, { max: 1, connect_timeout: 1, onnotice: () => {} });
  try {
    await sql`select 1`;
    return true;
  } catch {
    return false;
  } finally {
    await sql.end({ timeout: 1 }).catch(() => undefined);
  }
}

async function withDatabase<T>(site: ServerWithOwnDatabase, query: (sql: postgres.Sql) => Promise<T>): Promise<T> {
  const sql = postgres(site.databaseUrl, { max: 1, onnotice: () => {} });
  try {
    return await query(sql);
  } finally {
    await sql.end({ timeout: 1 });
  }
}

async function subscribe(page: Page, email: string) {
  await page.locator('header[data-site-header]').getByRole('button', { name: 'Subscribe' }).click();
  const dialog = page.getByRole('dialog', { name: 'Subscribe to our newsletter' });
  await dialog.getByLabel('Email address').fill(email);
  const started = Date.now();
  await dialog.getByRole('button', { name: 'Subscribe' }).click();
  // Success is a toast; a refusal stays in the dialog, by its button.
  const answer = page
    .locator('[data-sonner-toast]')
    .filter({ hasText: SUCCESS })
    .or(dialog.getByRole('alert').filter({ hasText: FAILURE }))
    .first();
  await answer.waitFor({ timeout: 10_000 });
  const text = (await answer.textContent()) ?? '';
  const ms = Date.now() - started;
  await page.keyboard.press('Escape');
  await answer.waitFor({ state: 'detached', timeout: 10_000 }).catch(() => undefined);
  return { ok: text.includes(SUCCESS), text, ms };
}

test('a database outage under load: cached pages keep answering, forms fail fast, PostgreSQL comes back with every row', async ({ browser, request, baseURL, site }) => {
  test.setTimeout(test.info().timeout * 4);
  const run = Date.now();
  // Each visitor is its own client behind the trusted proxy the tests stand in for.
  const visitor = async (n: number) => {
    const context = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': `198.51.100.${(run + n) % 250}` } });
    return { context, page: await context.newPage() };
  };

  // A retry can start while the launcher is still bringing PostgreSQL back from the first attempt's outage.
  await expect.poll(() => databaseAnswers(site), { timeout: 45_000, intervals: [500] }).toBe(true);
  for (const page of CACHED_PAGES) expect((await request.get(page)).status()).toBe(200);

  // Rows written and acknowledged before the outage.
  const writer = await visitor(1);
  await writer.page.goto('/');
  const before = [`before-1-${run}@example.com`, `before-2-${run}@example.com`, `before-3-${run}@example.com`];
  for (const email of before) expect(await subscribe(writer.page, email)).toMatchObject({ ok: true });

  const form = await visitor(2);
  await form.page.goto('/');
  const administrator = await visitor(3);
  await administrator.page.goto('/admin/login');

  // The outage: PostgreSQL dies and is killed again whenever the launcher restarts it.
  const outage = keepPostgresDown(site, OUTAGE_MS);
  await expect.poll(() => databaseAnswers(site), { timeout: 5000 }).toBe(false);

  const timings: { path: string; status: number; ms: number; errorScreen: boolean }[] = [];
  const load = async () => {
    const end = Date.now() + LOAD_MS;
    for (let index = 0; Date.now() < end; index += 1) {
      const path = CACHED_PAGES[index % CACHED_PAGES.length]!;
      const started = Date.now();
      const response = await request.get(path);
      const body = await response.text();
      timings.push({ path, status: response.status(), ms: Date.now() - started, errorScreen: /Database connection failed|Unable to connect/.test(body) });
    }
  };
  const dynamic = async () => {
    const answers: { path: string; ok: boolean; ms: number }[] = [];
    for (const path of DYNAMIC_PAGES) {
      const started = Date.now();
      const response = await request.get(path);
      const body = await response.text();
      // Its data may still be in the data cache (then it renders normally) or not: then the site's error text,
      // or, when the read failed before the first bytes were sent (data an admin change had expired), a 500
      // whose page the browser fills with the section's error screen.
      const status = response.status();
      answers.push({ path, ms: Date.now() - started, ok: status === 200 || status === 500 || ERROR_TEXTS.test(body) });
    }
    return answers;
  };
  // What needs the database says it is unavailable, at once, and when to try again (docs/decisions/0492).
  const unavailable = async () => {
    const answers: { what: string; status: number; retryAfter?: string; message?: string; ms: number }[] = [];
    for (const [what, path, data] of [
      ['VIN', '/api/vin', { vin: '5YJ3E1EA7KF317000' }],
      ['view counter', '/api/glossary/1/view', undefined],
    ] as const) {
      const started = Date.now();
      const response = await request.post(path, { data, headers: { origin: baseURL! } });
      const body = (await response.json()) as { message?: string };
      answers.push({ what, status: response.status(), retryAfter: response.headers()['retry-after'], message: body.message, ms: Date.now() - started });
    }
    await administrator.page.getByLabel('Email').fill(ADMIN_EMAIL);
    await administrator.page.getByLabel('Password').fill(ADMIN_PASSWORD);
    const started = Date.now();
    await administrator.page.getByRole('button', { name: 'Sign in' }).click();
    await expect(administrator.page.getByText(SIGN_IN_UNAVAILABLE).first()).toBeVisible({ timeout: 5000 });
    answers.push({ what: 'sign-in', status: 0, ms: Date.now() - started });
    return answers;
  };
  // The cached pages under load while a visitor submits the form; then, still during the outage, pages that
  // render per request (a render holds the one server thread, so they would slow the cached pages' answers).
  const [submitted, unavailableAnswers] = await Promise.all([
    subscribe(form.page, `during-${run}@example.com`),
    unavailable(),
    ...Array.from({ length: LOADERS }, load),
  ]);
  expect(await databaseAnswers(site)).toBe(false);
  // A burst of first visits to pages nobody has rendered (articles never published). Once the pause has lapsed
  // they meet the pool itself: each answers within the retry budget, not after the driver's reconnect backoff,
  // which had grown to 10-20 s (docs/decisions/0492), and a cached page asked meanwhile still comes from the cache.
  await new Promise((resolve) => setTimeout(resolve, OUTAGE_PAUSE_MS + 100));
  const firstVisit = async (path: string) => {
    const started = Date.now();
    const response = await request.get(path);
    const body = await response.text();
    const status = response.status();
    // An article never published is not found once PostgreSQL is back.
    return { path, status, ms: Date.now() - started, ok: [200, 404, 500].includes(status) || ERROR_TEXTS.test(body) };
  };
  const [cachedMeanwhile, ...firstVisits] = await Promise.all([
    new Promise((resolve) => setTimeout(resolve, 300)).then(() => firstVisit('/privacy')),
    ...Array.from({ length: FIRST_VISITS }, (_, n) => firstVisit(`/article/${run * 100 + n}`)),
  ]);
  const dynamicAnswers = await dynamic();
  const kills = await outage;

  expect(kills).toBeGreaterThan(0);
  expect(timings.length).toBeGreaterThan(10);
  expect(timings.filter((timing) => timing.status !== 200 || timing.errorScreen)).toEqual([]);
  // Well under the 2.5 s a render spends on a database that does not answer: these come from the cache.
  // One second was tripped by a single 1005 ms answer on a busy 2-core machine.
  expect(timings.filter((timing) => timing.ms >= CACHED_ANSWER_MS)).toEqual([]);
  expect(submitted).toMatchObject({ ok: false, text: expect.stringContaining(FAILURE) });
  expect(submitted.ms).toBeLessThan(3000);
  expect(dynamicAnswers.filter((answer) => !answer.ok || answer.ms >= 3000)).toEqual([]);
  expect(firstVisits.filter((answer) => !answer.ok || answer.ms >= FIRST_VISIT_ANSWER_MS)).toEqual([]);
  expect(cachedMeanwhile!.status).toBe(200);
  expect(cachedMeanwhile!.ms).toBeLessThan(CACHED_ANSWER_MS);
  for (const answer of unavailableAnswers.filter((item) => item.what !== 'sign-in')) {
    expect(answer).toMatchObject({ status: 503, retryAfter: expect.stringMatching(/^\d+$/), message: 'Database connection failed. Please try again later.' });
  }
  expect(unavailableAnswers.filter((answer) => answer.ms >= 3000)).toEqual([]);

  // Nobody restarts PostgreSQL by hand: the launcher does.
  await expect.poll(() => databaseAnswers(site), { timeout: 45_000, intervals: [500] }).toBe(true);

  const rows = await withDatabase(site, (sql) => sql<{ email: string }[]>`select email from newsletter_subscribers where email = any(${before})`);
  expect(rows.map((row) => row.email).sort()).toEqual([...before].sort());

  // And the site takes writes again.
  await expect.poll(async () => (await subscribe(form.page, `after-${run}-${Date.now()}@example.com`)).ok, { timeout: 20_000, intervals: [1000] }).toBe(true);
  await writer.context.close();
  await form.context.close();
  await administrator.context.close();
});

test('through an outage a cached page keeps its content, a page changed just before it is never cached as an error, and both are fresh once PostgreSQL is back, with nobody pressing Try Again', async ({
  page,
  browser,
  playwright,
  baseURL,
  site,
}) => {
  test.setTimeout(180_000);
  await expect.poll(() => databaseAnswers(site), { timeout: 45_000, intervals: [500] }).toBe(true);
  // Each request as a new visitor, on its own connection (the server may drop a kept-alive one in the outage).
  const visit = async (path: string) => {
    const context = await playwright.request.newContext({ baseURL });
    try {
      const response = await context.get(path);
      const body = await response.text();
      return {
        status: response.status(),
        body,
        // What the page shows, without the scripts that carry the client's copy of it.
        main: (/<main[\s\S]*?<\/main>/.exec(body)?.[0] ?? '').replace(/<script\b[\s\S]*?<\/script>/g, ''),
        errorScreen: /Connection Error|Database connection failed|Try Again/.test(body.replace(/<script\b[\s\S]*?<\/script>/g, '')),
      };
    } finally {
      await context.dispose();
    }
  };

  // Both pages in the cache, as visitors have been getting them.
  for (const path of ['/categories', '/']) await visit(path);
  const categories = await visit('/categories');
  expect(categories).toMatchObject({ status: 200, errorScreen: false });
  expect(categories.main).toContain('Battery');

  // An administrator publishes a pinned article, which belongs on the home page; nobody asks for it yet.
  const title = `Contactor weld check ${Date.now()}`;
  await signInTo(page, '/admin/articles');
  await page.getByRole('button', { name: 'New Article' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Article' });
  await dialog.getByLabel('Title', { exact: true }).fill(title);
  await dialog.getByLabel('Content', { exact: true }).fill('## Steps\n\nMeasure across the contactor with the pack isolated.\n');
  await dialog.getByLabel('Pin this article to the homepage').check();
  await dialog.getByRole('button', { name: 'Publish' }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Article published successfully' }).first()).toBeVisible();

  const [published] = await withDatabase(site, (sql) => sql<{ id: number }[]>`select id from articles where title = ${title}`);

  // PostgreSQL goes down before anyone has seen the change.
  const outage = keepPostgresDown(site, OUTAGE_MS);
  await expect.poll(() => databaseAnswers(site), { timeout: 5000 }).toBe(false);

  // A reader opens the new article, which no one has rendered yet: the browser draws the article's own
  // failure screen (its script loads only now), and Try Again shows the article once PostgreSQL is back.
  const reader = await browser.newPage({ baseURL });
  await reader.goto(`/article/${published!.id}`);
  const failure = reader.getByRole('main').getByRole('alert');
  await expect(failure).toContainText('Failed to load article. Please try again later.');
  await expect(failure.getByRole('heading', { name: 'Article Not Found' })).toBeVisible();
  const during: { path: string; status: number; same?: boolean; errorScreen: boolean }[] = [];
  for (let round = 0; round < 3; round += 1) {
    const cached = await visit('/categories');
    during.push({ path: '/categories', status: cached.status, same: cached.main === categories.main, errorScreen: cached.errorScreen });
    const changed = await visit('/');
    during.push({ path: '/', status: changed.status, errorScreen: changed.status === 200 && changed.errorScreen });
  }
  await outage;

  // The cached page is served as it was. The changed one asks for a fresh render, which cannot read the
  // database: it answers with an error (500, the section's screen drawn in the browser), never with an error
  // screen stored as the page.
  expect(during.filter((answer) => answer.path === '/categories')).toEqual(
    [0, 1, 2].map(() => ({ path: '/categories', status: 200, same: true, errorScreen: false })),
  );
  expect(during.filter((answer) => answer.path === '/' && (answer.errorScreen || ![200, 500].includes(answer.status)))).toEqual([]);

  // PostgreSQL is back (the launcher restarts it): the home page shows the article by itself.
  await expect.poll(() => databaseAnswers(site), { timeout: 45_000, intervals: [500] }).toBe(true);
  await expect
    .poll(
      async () => {
        const home = await visit('/');
        return { status: home.status, fresh: home.body.includes(title), errorScreen: home.errorScreen };
      },
      { timeout: 90_000, intervals: [3000] },
    )
    .toEqual({ status: 200, fresh: true, errorScreen: false });

  await reader.getByRole('button', { name: 'Try Again' }).click();
  await expect(reader.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await reader.close();

  const card = page.getByTestId('article-card').filter({ hasText: title });
  await page.reload();
  await card.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete Article' }).getByRole('button', { name: 'Delete' }).click();
  await expect(card).toHaveCount(0);
});
