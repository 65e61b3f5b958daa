import http from 'node:http';
import { createSql } from '@/lib/db/connection';
import { expect, test } from './fixtures';
import { startLaunchedServer, type LaunchedServer } from './launched-server';

/**
 * A link shared in a busy chat: a preview bot and then every reader fetch it within seconds, often just after a
 * deploy. A freshly started server must answer them all, and bare pages must be the prerendered copy.
 */

function get(url: string, agent: http.Agent): Promise<number> {
  return new Promise((resolve) => {
    http
      .get(url, { agent, timeout: 30_000 }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      })
      .on('error', () => resolve(0))
      .on('timeout', function (this: http.ClientRequest) {
        this.destroy();
      });
  });
}

async function evId(): Promise<number> {
  const sql = createSql(process.env.DATABASE_URL!, { max: 1 });
  try {
    const [row] = await sql<{ id: number }[]>`select id from ev_models where year = 2025 order by id desc limit 1`;
    return row!.id;
  } finally {
    await sql.end();
  }
}

let server: LaunchedServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startLaunchedServer();
});

test.afterAll(async () => {
  await server?.stop();
});

test('a fresh server answers 100 simultaneous first visits to a shared range link and a list query', async () => {
  test.setTimeout(60_000);
  const shared = `/range-tool?shared=true&id=${await evId()}&distance=222&region=Texas`;
  const agent = new http.Agent({ keepAlive: false, maxSockets: 200 });
  const statuses = await Promise.all(
    [shared, '/installers?state=Texas'].flatMap((path) =>
      Array.from({ length: 100 }, () => get(`${server.origin}${path}`, agent)),
    ),
  );
  agent.destroy();
  expect(statuses.filter((status) => status !== 200)).toEqual([]);
  // A busy database is not an outage, and no render failed on its way.
  expect(server.output()).not.toMatch(/TypeError|DatabaseUnavailableError|statement timeout/);
});

test('the bare tool page is a static page; a query renders its own results once, then is cached', async () => {
  // A restarted server renders a page once from the database (nothing cached outlives it), then serves that copy.
  await (await fetch(`${server.origin}/range-tool`)).arrayBuffer();
  const bare = await fetch(`${server.origin}/range-tool`);
  expect(bare.status).toBe(200);
  expect(bare.headers.get('x-nextjs-cache')).toBe('HIT');
  expect(bare.headers.get('cache-control')).toContain('s-maxage=');

  const path = `/installers?state=Oregon&utm_source=chat`;
  const first = await fetch(`${server.origin}${path}`);
  expect(first.status).toBe(200);
  expect(await first.text()).toContain('<title>EV Charger Installers in Oregon');
  const again = await fetch(`${server.origin}/installers?state=Oregon`);
  expect(again.headers.get('x-nextjs-cache')).toBe('HIT');
  expect(again.headers.get('cache-control')).toContain('s-maxage=');
});

test('a query segment is the page with that query; any other segment is 404', async () => {
  expect((await fetch(`${server.origin}/range-tool/anything`)).status).toBe(404);
  expect((await fetch(`${server.origin}/articles/_q/!!`)).status).toBe(404);
  const encoded = Buffer.from('q=zzqx-no-such-article').toString('base64url');
  const direct = await fetch(`${server.origin}/articles/_q/${encoded}`, { redirect: 'manual' });
  expect(direct.status).toBe(200);
  const html = await direct.text();
  expect(html).toContain('No articles found matching your search.');
  expect(html).toMatch(/<link rel="canonical" href="[^"]*\/articles"/);
});
