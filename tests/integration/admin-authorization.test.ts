import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The authorization sweep, first half: every exported server action under app/(admin) and every admin
 * route handler is called without a session and must refuse without touching the database. (The second
 * half, over HTTP with a signed-in non-admin session, is in tests/e2e/admin.spec.ts.)
 */

const ROOT = process.cwd();
/** Signing in is public by nature (logout is a route handler beside the login page, outside this sweep). */
const PUBLIC_ACTIONS = new Set(['signIn']);

function filesNamed(dir: string, name: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) found.push(...filesNamed(full, name));
    else if (entry === name) found.push(full);
  }
  return found;
}

const actionFiles = filesNamed(path.join(ROOT, 'app', '(admin)'), 'actions.ts').filter((file) =>
  readFileSync(file, 'utf8').trimStart().startsWith("'use server'"),
);
const routeFiles = filesNamed(path.join(ROOT, 'app', 'api', 'admin'), 'route.ts');

// Arguments that would make each action change something if it ran.
const PLAUSIBLE_ARGS: unknown[][] = [
  [1],
  [{ id: 1, pinned: true }],
  [{ title: 'Sweep', content: 'Sweep content', status: 'published' }],
  [{ url: 'https://youtu.be/dQw4w9WgXcQ', title: 'Sweep video' }],
  ['# Heading'],
  [],
];

async function tableCounts() {
  const [row] = await globalThis.testDb.sql<{ articles: number; videos: number; images: number }[]>`
    select (select count(*)::int from articles) as articles, (select count(*)::int from videos) as videos,
           (select count(*)::int from images) as images`;
  return row;
}

describe('authorization sweep without a session', () => {
  beforeAll(async () => {
    const sql = globalThis.testDb.sql;
    await sql`insert into articles (id, title, content, status) overriding system value values (1, 'Kept', 'Body', 'draft')`;
    await sql`insert into videos (id, title, metadata) overriding system value values (1, 'Kept video', '{}')`;
  });

  it('finds the admin actions and route handlers', () => {
    expect(actionFiles.length).toBeGreaterThanOrEqual(3);
    expect(routeFiles.length).toBeGreaterThanOrEqual(1);
  });

  it.each(actionFiles.map((file) => [path.relative(ROOT, file), file]))('every action in %s refuses', async (_name, file) => {
    const loaded = (await import(file)) as Record<string, unknown>;
    const actions = Object.entries(loaded).filter(([name, value]) => typeof value === 'function' && !PUBLIC_ACTIONS.has(name));
    for (const [name, action] of actions) {
      for (const args of PLAUSIBLE_ARGS) {
        const before = await tableCounts();
        const result = await (action as (...a: unknown[]) => Promise<unknown>)(...args);
        expect({ name, result }).toEqual({
          name,
          result: { ok: false, message: 'You must be logged in to access this page', reason: 'login-required' },
        });
        expect(await tableCounts()).toEqual(before);
      }
    }
  });

  it.each(routeFiles.map((file) => [path.relative(ROOT, file), file]))('every method of %s answers 401', async (_name, file) => {
    const loaded = (await import(file)) as Record<string, unknown>;
    const methods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].filter((method) => typeof loaded[method] === 'function');
    expect(methods.length).toBeGreaterThan(0);
    for (const method of methods) {
      const body = new FormData();
      body.set('file', new File([Buffer.from('GIF89a')], 'x.gif', { type: 'image/gif' }));
      const request = new Request('http://localhost/api/admin', method === 'GET' ? { method } : { method, body });
      const before = await tableCounts();
      const response = (await (loaded[method] as (r: Request) => Promise<Response>)(request)) as Response;
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ message: 'You must be logged in to access this page' });
      expect(await tableCounts()).toEqual(before);
    }
  });
});
