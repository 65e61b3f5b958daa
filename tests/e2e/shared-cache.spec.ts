import { createSql } from '@/lib/db/connection';
import { startRedisServer, type RedisServer } from '@/scripts/lib/redis-server';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './admin-session';
import { expect, test, toast, type Page } from './fixtures';
import { startLaunchedServer, type LaunchedServer } from './launched-server';

/*
 * Two servers of one build on one database behind a load balancer, sharing their page cache on a real
 * redis-server (REDIS_URL): a change made in the back office of one is on the other's page at its next
 * request; with Redis stopped both keep answering; when it is back they share again by themselves.
 */

const run = Date.now().toString(36);
let redis: RedisServer;
let first: LaunchedServer;
let second: LaunchedServer;

test.describe.configure({ timeout: 240_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  redis = await startRedisServer();
  // One after the other: two builds' worth of start-up at once is slow on a small machine.
  first = await startLaunchedServer({ REDIS_URL: redis.url });
  second = await startLaunchedServer({ REDIS_URL: redis.url });
});

test.afterAll(async () => {
  await Promise.all([first?.stop(), second?.stop()]);
  await redis?.stop();
  const url = process.env.DATABASE_URL;
  if (!url) return;
  const sql = createSql(url, { max: 1 });
  try {
    await sql`delete from glossary where term ilike ${`%${run}%`}`;
  } finally {
    await sql.end({ timeout: 5 });
  }
});

/** The public glossary as a new visitor gets it from `server`. */
async function glossaryOf(server: LaunchedServer): Promise<string> {
  const response = await fetch(`${server.origin}/glossary`, { signal: AbortSignal.timeout(20_000) });
  expect(response.status, server.origin).toBe(200);
  return response.text();
}

async function addTerm(page: Page, term: string) {
  await page.goto(`${first.origin}/admin/glossary`);
  await page.getByRole('button', { name: 'Add Entry' }).click();
  const form = page.getByRole('dialog', { name: 'Add New Glossary Entry' });
  await form.getByLabel('Term').fill(term);
  await form.getByLabel('Explanation').fill(`What a technician checks first for ${term}.`);
  await form.getByRole('button', { name: 'Add Term' }).click();
  await expect(toast(page, 'Term added successfully')).toBeVisible();
}

const count = (text: string, part: string) => text.split(part).length - 1;

test('a back-office change made through one server is on the other at once, through Redis stopping and coming back', async ({ page }) => {
  await expect.poll(() => [first.output(), second.output()].map((output) => output.includes('[cache] page and data cache shared on Redis'))).toEqual([true, true]);

  // Both servers have the glossary cached before the change.
  for (const server of [first, second]) await glossaryOf(server);
  const cached = await fetch(`${second.origin}/glossary`);
  expect(cached.headers.get('x-nextjs-cache')).toBe('HIT');

  await page.goto(`${first.origin}/admin/login?next=${encodeURIComponent('/admin/glossary')}`);
  await page.getByLabel('Email').fill(ADMIN_EMAIL);
  await page.getByLabel('Password').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`${first.origin}/admin/glossary`, { timeout: 60_000 });

  const before = `Contactor Weld ${run}`;
  await addTerm(page, before);
  expect(await glossaryOf(second)).toContain(before);
  expect(await glossaryOf(first)).toContain(before);

  // Redis goes away: both keep answering, from their own memory, and each says so once (a busy machine may
  // have had it take one call for gone before; that was another outage, said and over).
  const logged = [first, second].map((server) => server.output().length);
  await redis.stop();
  for (let round = 0; round < 3; round += 1) {
    for (const server of [first, second]) {
      expect(await glossaryOf(server)).toContain(before);
      expect((await fetch(`${server.origin}/`)).status).toBe(200);
    }
  }
  const cacheLog = (server: LaunchedServer) => server.output().split('\n').filter((line) => line.includes('[cache]'));
  [first, second].forEach((server, index) => {
    expect(count(server.output().slice(logged[index]), 'is unreachable'), cacheLog(server).join('\n')).toBeLessThanOrEqual(1);
    expect(cacheLog(server).at(-1), cacheLog(server).join('\n')).toContain('is unreachable');
  });

  // Redis is back (empty): each server takes it up again by itself.
  await redis.start();
  await expect
    .poll(() => [first.output(), second.output()].map((output) => output.includes('answers again: the shared cache is in use')), { timeout: 30_000 })
    .toEqual([true, true]);
  for (const server of [first, second]) await glossaryOf(server);

  const after = `Isolation Fault ${run}`;
  await addTerm(page, after);
  expect(await glossaryOf(second)).toContain(after);
  expect(await glossaryOf(first)).toContain(after);
});
