import { randomBytes, scryptSync } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { NextRequest } from 'next/server';
import { ACTION_KIND } from '@/lib/actions/result';
import type { CookieJar } from '@/lib/auth/types';

/**
 * The authorization sweep, first half: every export of every 'use server' module is an action made by the
 * builder ('admin' under the guarded back office, 'public' elsewhere), and every admin one, called without a
 * session or with the cookie of a session that was signed out (here, or everywhere), refuses without
 * changing a row; every admin route handler answers 401 the same way. The lists are read from the files, so
 * a new action, module or route is swept without editing this test. (The second half, over HTTP with a
 * signed-in non-admin session and a replayed signed-out cookie, is in tests/e2e/admin.spec.ts.)
 */

const SECRET = 'sweep-test-auth-secret-0123456789abcdef';
const salt = randomBytes(16);
// The production hash format at a cost a shared test machine checks quickly (the cost is read from the hash).
process.env.ADMIN_PASSWORD_HASH = [
  'scrypt', 4096, 8, 1, salt.toString('base64url'),
  scryptSync('sweep-password', salt, 64, { N: 4096, r: 8, p: 1 }).toString('base64url'),
].join(':');
process.env.ADMIN_EMAIL = 'admin@example.com';
process.env.AUTH_SECRET = SECRET;

/**
 * The browser whose request an action runs in. Next gives a server action the request's cookies through
 * next/headers; outside a server there is no request, so this stand-in hands the actions this browser's
 * cookies, and everything after (the session check, the database) is the real code.
 */
const mockBrowserCookies = new Map<string, string>();
jest.mock('next/headers', () => ({
  cookies: async () => ({
    getAll: () => [...mockBrowserCookies].map(([name, value]) => ({ name, value })),
    set: () => undefined,
  }),
  headers: async () => new Headers(),
}));
const browserJar: CookieJar = {
  getAll: () => [...mockBrowserCookies].map(([name, value]) => ({ name, value })),
  set: (name, value, options) => {
    if (!value || options.maxAge === 0) mockBrowserCookies.delete(name);
    else mockBrowserCookies.set(name, value);
  },
};
const cookieHeader = () => [...mockBrowserCookies].map(([name, value]) => `${name}=${value}`).join('; ');

const ROOT = process.cwd();
const rel = (file: string) => path.relative(ROOT, file).split(path.sep).join('/');
const GUARDED = 'app/(admin)/admin/(guarded)/';
/** Signing in is public by nature (logout is a route handler beside the login page). */
const EXEMPT = new Set(['app/(admin)/admin/login/actions.ts#signIn']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return entry === 'node_modules' ? [] : sourceFiles(full);
    return /\.(ts|tsx|js|jsx|mjs)$/.test(entry) ? [full] : [];
  });
}

const DIRECTIVE = /(['"])use server\1/;
/** A module-level directive: the first statement, after comments only. */
const startsWithDirective = (text: string) =>
  /^(?:\s|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*(['"])use server\1/.test(text);

const appFiles = sourceFiles(path.join(ROOT, 'app'));
const serverModules = appFiles.filter((file) => startsWithDirective(readFileSync(file, 'utf8')));
const adminModules = serverModules.filter((file) => rel(file).startsWith(GUARDED));
/** Every route handler of the back office: the admin API and the downloads under the guarded screens. */
const routeFiles = [...sourceFiles(path.join(ROOT, 'app', 'api', 'admin')), ...sourceFiles(path.join(ROOT, GUARDED))].filter((file) =>
  /\/route\.tsx?$/.test(file),
);

const exportsOf = async (file: string) => Object.entries((await import(file)) as Record<string, unknown>);
const exempt = (file: string, name: string) => EXEMPT.has(`${rel(file)}#${name}`);

// Arguments that would make an action change something if it ran: ids of the rows inserted below, whole
// records for the forms, text for previews and imports, a form with a file for uploads, and nothing.
function plausibleArgs(): unknown[][] {
  const form = new FormData();
  form.set('id', '1');
  form.set('title', 'Sweep');
  form.set('file', new File([Buffer.from('GIF89a')], 'sweep.gif', { type: 'image/gif' }));
  return [
    [1],
    [[1]],
    ['1'],
    [{ id: 1, pinned: true }],
    [{ id: 1, status: 'approved' }],
    [{ title: 'Sweep', content: 'Sweep content', status: 'published' }],
    [{ url: 'https://youtu.be/dQw4w9WgXcQ', title: 'Sweep video' }],
    [{ term: 'Sweep term', explanation: 'Sweep explanation', categoryId: 'sweep' }],
    [{ id: 'sweep', name: 'Sweep category' }],
    ['# Heading'],
    [form],
    [],
  ];
}

/** A fingerprint of every row of every table: any insert, update or delete changes it. */
async function allRows(): Promise<Record<string, string>> {
  const sql = globalThis.testDb.sql;
  const tables = await sql<{ name: string }[]>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'sweep_row_changes' order by table_name`;
  const parts = tables.map(
    ({ name }) => `select '${name}' as name, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from public."${name}" t`,
  );
  const rows = await sql.unsafe<{ name: string; digest: string }[]>(parts.join(' union all '));
  return Object.fromEntries(rows.map((row) => [row.name, row.digest]));
}

/**
 * How many rows have been inserted, updated or deleted, and tables truncated, in the file's database so far: a
 * trigger on every table counts them (installed below, after the kept rows). The sweep checks it after each of its
 * some 2,200 calls, and compares the fingerprint above once per module: a fingerprint after every call took three
 * quarters of the file's time.
 */
async function rowChanges(): Promise<number> {
  const [row] = await globalThis.testDb.sql<{ changes: number }[]>`select changes::int from sweep_row_changes`;
  return row!.changes;
}

const REFUSED = { ok: false, message: 'You must be logged in to access this page', reason: 'login-required' };

describe('server action modules', () => {
  it('live only in app/, as module-level directives (never inline in a page, a component or lib/)', () => {
    const outside = [...sourceFiles(path.join(ROOT, 'components')), ...sourceFiles(path.join(ROOT, 'lib'))]
      .filter((file) => DIRECTIVE.test(readFileSync(file, 'utf8')))
      .map(rel);
    const inline = appFiles
      .filter((file) => DIRECTIVE.test(readFileSync(file, 'utf8')) && !serverModules.includes(file))
      .map(rel);
    expect({ outside, inline }).toEqual({ outside: [], inline: [] });
  });

  it('are found, admin and public', () => {
    expect(adminModules.map(rel)).toEqual(
      expect.arrayContaining([`${GUARDED}articles/actions.ts`, `${GUARDED}videos/actions.ts`]),
    );
    expect(serverModules.length).toBeGreaterThan(adminModules.length);
    expect(routeFiles.length).toBeGreaterThanOrEqual(1);
  });

  it.each(serverModules.map((file) => [rel(file), file]))(
    'every export of %s is an action made by the builder of its kind',
    async (name, file) => {
      const expected = name.startsWith(GUARDED) ? 'admin' : 'public';
      const exports = await exportsOf(file);
      expect(exports.length).toBeGreaterThan(0);
      for (const [exportName, value] of exports.filter(([exportName]) => !exempt(file, exportName))) {
        const kind = typeof value === 'function' ? (value as unknown as Record<symbol, unknown>)[ACTION_KIND] : typeof value;
        expect({ action: `${name}#${exportName}`, kind }).toEqual({ action: `${name}#${exportName}`, kind: expected });
      }
    },
    30_000,
  );
});

/** Every action of one module, with every plausible argument: refused, and no row changed by any call. */
async function sweepActions(name: string, file: string) {
  const before = await allRows();
  const changes = await rowChanges();
  for (const [exportName, action] of (await exportsOf(file)).filter(([exportName]) => !exempt(file, exportName))) {
    for (const args of plausibleArgs()) {
      const result = await (action as (...a: unknown[]) => Promise<unknown>)(...args);
      expect({ action: `${name}#${exportName}`, result }).toEqual({ action: `${name}#${exportName}`, result: REFUSED });
      expect({ action: `${name}#${exportName}`, args, changes: await rowChanges() }).toEqual({ action: `${name}#${exportName}`, args, changes });
    }
  }
  expect(await allRows()).toEqual(before);
}

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

/** One request to a route handler, as Next hands it over, from our own pages, carrying this browser's cookies. */
function callRoute(loaded: Record<string, unknown>, method: string): Promise<Response> {
  const headers = new Headers({ cookie: cookieHeader(), 'sec-fetch-site': 'same-origin' });
  const body = new FormData();
  body.set('file', new File([Buffer.from('GIF89a')], 'x.gif', { type: 'image/gif' }));
  const init = method === 'GET' ? { method, headers } : { method, headers, body };
  // Every dynamic segment of the back office's routes is a row id; 1 exists below.
  return (loaded[method] as Handler)(new NextRequest('http://localhost/admin/route', init), { params: Promise.resolve({ id: '1' }) });
}

/** Every method of one route handler: 401 with the site's message, and no row changed. */
async function sweepRoute(file: string) {
  const loaded = (await import(file)) as Record<string, unknown>;
  const methods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].filter((method) => typeof loaded[method] === 'function');
  expect(methods.length).toBeGreaterThan(0);
  for (const method of methods) {
    const before = await allRows();
    const response = await callRoute(loaded, method);
    expect({ route: `${method} ${rel(file)}`, status: response.status }).toEqual({ route: `${method} ${rel(file)}`, status: 401 });
    expect(await response.json()).toEqual({ message: 'You must be logged in to access this page' });
    expect(await allRows()).toEqual(before);
  }
}

beforeAll(async () => {
  const sql = globalThis.testDb.sql;
  await sql`insert into articles (id, title, content, status) overriding system value values (1, 'Kept', 'Body', 'draft')`;
  await sql`insert into videos (id, title, metadata) overriding system value values (1, 'Kept video', '{}')`;
  await sql`insert into categories (id, name) values ('sweep', 'Kept category')`;
  await sql`insert into glossary (id, term, explanation, category_id) overriding system value
    values (1, 'Kept term', 'Kept explanation', 'sweep')`;
  await sql`insert into newsletter_subscribers (email) values ('kept.subscriber@example.com')`;
  // The change counter rowChanges reads. Security definer: the app's own role may not write the counter's table.
  const tables = await sql<{ name: string }[]>`
    select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`;
  await sql`create table public.sweep_row_changes (changes bigint not null)`;
  await sql`insert into public.sweep_row_changes values (0)`;
  await sql.unsafe(`create function public.sweep_count_change() returns trigger language plpgsql security definer as $$
    begin update public.sweep_row_changes set changes = changes + 1; return null; end $$`);
  for (const { name } of tables) {
    await sql.unsafe(`create trigger sweep_rows after insert or update or delete on public."${name}"
      for each row execute function public.sweep_count_change()`);
    await sql.unsafe(`create trigger sweep_truncate after truncate on public."${name}"
      for each statement execute function public.sweep_count_change()`);
  }
});

describe('authorization sweep without a session', () => {
  beforeAll(() => mockBrowserCookies.clear());

  it.each(adminModules.map((file) => [rel(file), file]))('every action in %s refuses and changes no row', sweepActions, 60_000);

  it.each(routeFiles.map((file) => [rel(file), file]))('every method of %s answers 401 and changes no row', (_name, file) => sweepRoute(file), 30_000);
});

/**
 * The attack on a kept cookie: the administrator signs in, someone copies the session cookie, the
 * administrator signs out (in this browser, or everywhere from another one), and the copy is replayed. The
 * signature and expiry of the copy are still valid; only the server's record says the session has ended.
 */
describe.each([
  ['signed out', 'here'],
  ['signed out everywhere', 'everywhere'],
] as const)('authorization sweep with the cookie of a session %s', (_title, how) => {
  beforeAll(async () => {
    const { adminOf, signOutEverywhere, signOutThisBrowser } = await import('@/lib/auth');
    const { signInAdmin } = await import('@/lib/auth/sign-in');
    mockBrowserCookies.clear();
    await expect(signInAdmin({ email: 'admin@example.com', password: 'sweep-password' }, browserJar, 'sweep-client')).resolves.toMatchObject({ ok: true });
    const kept = new Map(mockBrowserCookies);

    // Before the sign-out the same cookie opens the back office, its actions and its downloads.
    await expect(adminOf(browserJar)).resolves.toEqual({ email: 'admin@example.com' });
    const { GET } = await import(`@/${GUARDED}subscribers/export/route`);
    const download = await callRoute({ GET }, 'GET');
    expect(download.status).toBe(200);
    expect(await download.text()).toContain('kept.subscriber@example.com');

    if (how === 'here') await signOutThisBrowser(browserJar);
    else await signOutEverywhere('admin@example.com', { getAll: () => [], set: () => undefined });
    // The copy is replayed as it was.
    mockBrowserCookies.clear();
    for (const [name, value] of kept) mockBrowserCookies.set(name, value);
  }, 30_000);

  it.each(adminModules.map((file) => [rel(file), file]))('every action in %s refuses and changes no row', sweepActions, 60_000);

  it.each(routeFiles.map((file) => [rel(file), file]))('every method of %s answers 401 and changes no row', (_name, file) => sweepRoute(file), 30_000);
});
