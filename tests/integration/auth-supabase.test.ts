import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolveAuthConfig } from '@/lib/auth/config';
import { SESSION_COOKIE } from '@/lib/auth/cookies';
import { createSupabaseAuth } from '@/lib/auth/supabase';
import type { CookieJar, CookieOptions } from '@/lib/auth/types';
import { parseEnv } from '@/lib/env';

/** A stand-in for Supabase Auth speaking the endpoints @supabase/ssr calls. */
function standIn(options: { hangUser?: boolean } = {}) {
  const users = new Map([['admin@example.com', 'right-password']]);
  const tokens = new Map<string, string>();
  const calls: string[] = [];
  const jwt = (email: string) => {
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: `id-${email}`, email, role: 'authenticated', aud: 'authenticated', iat: now, exp: now + 3600 })}.c2ln`;
  };
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    calls.push(`${request.method} ${url.pathname}${url.search}`);
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const send = (status: number, payload?: object) => {
        response.writeHead(status, { 'Content-Type': 'application/json' });
        response.end(payload ? JSON.stringify(payload) : undefined);
      };
      if (url.pathname === '/auth/v1/token' && url.searchParams.get('grant_type') === 'password') {
        const { email, password } = JSON.parse(body) as { email: string; password: string };
        if (users.get(email) !== password) {
          return send(400, { code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' });
        }
        const token = jwt(email);
        tokens.set(token, email);
        const now = Math.floor(Date.now() / 1000);
        return send(200, {
          access_token: token,
          token_type: 'bearer',
          expires_in: 3600,
          expires_at: now + 3600,
          refresh_token: `refresh-${email}`,
          user: { id: `id-${email}`, aud: 'authenticated', role: 'authenticated', email, app_metadata: {}, user_metadata: {}, created_at: new Date().toISOString() },
        });
      }
      if (url.pathname === '/auth/v1/user') {
        if (options.hangUser) return; // never answers, like an unreachable service
        const email = tokens.get((request.headers.authorization ?? '').replace(/^Bearer /, ''));
        if (!email) return send(401, { code: 401, error_code: 'bad_jwt', msg: 'invalid JWT' });
        return send(200, { id: `id-${email}`, aud: 'authenticated', role: 'authenticated', email, app_metadata: {}, user_metadata: {}, created_at: new Date().toISOString() });
      }
      if (url.pathname === '/auth/v1/logout') {
        tokens.delete((request.headers.authorization ?? '').replace(/^Bearer /, ''));
        response.writeHead(204);
        return response.end();
      }
      send(404, { msg: 'not found' });
    });
  });
  return {
    calls,
    start: () => new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`))),
    stop: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

function memoryJar() {
  const values = new Map<string, string>();
  const options = new Map<string, CookieOptions>();
  const jar: CookieJar = {
    getAll: () => [...values].map(([name, value]) => ({ name, value })),
    set: (name, value, cookieOptions) => {
      if (!value || cookieOptions.maxAge === 0) values.delete(name);
      else values.set(name, value);
      options.set(name, cookieOptions);
    },
  };
  return { jar, values, options };
}

const configFor = (url: string) =>
  resolveAuthConfig(
    parseEnv({
      DATABASE_URL: 'postgres://unused@localhost/unused',
      NODE_ENV: 'production',
      NEXT_PUBLIC_SITE_URL: 'https://ev.example.org',
      ADMIN_EMAIL: 'admin@example.com',
      AUTH_SECRET: 's'.repeat(40),
      NEXT_PUBLIC_SUPABASE_URL: url,
      NEXT_PUBLIC_SUPABASE_ANON_KEY: 'anon-key',
    }),
    {},
  );

describe('Supabase Auth provider', () => {
  const server = standIn();
  let url: string;
  beforeAll(async () => {
    url = await server.start();
  });
  afterAll(() => server.stop());

  it('is chosen when Supabase is configured', () => {
    expect(configFor(url).provider).toBe('supabase');
  });

  it('signs in, keeps the session in HttpOnly Secure cookies for 1 hour, and knows the user', async () => {
    const { jar, values, options } = memoryJar();
    const auth = createSupabaseAuth(configFor(url), jar);
    await expect(auth.signIn('admin@example.com', 'right-password', false)).resolves.toMatchObject({ ok: true, email: 'admin@example.com' });
    expect(server.calls).toContain('POST /auth/v1/token?grant_type=password');
    const supabaseCookie = [...values.keys()].find((name) => name.startsWith('sb-'));
    expect(supabaseCookie).toBeDefined();
    for (const name of [supabaseCookie!, SESSION_COOKIE]) {
      expect(options.get(name)).toMatchObject({ httpOnly: true, secure: true, sameSite: 'lax' });
      expect(options.get(name)?.maxAge).toBeGreaterThan(3590);
      expect(options.get(name)?.maxAge).toBeLessThanOrEqual(3600);
    }

    // A later request carries the cookies: a fresh provider reads them and asks /user.
    const later = createSupabaseAuth(configFor(url), jar);
    await expect(later.currentEmail()).resolves.toBe('admin@example.com');
    expect(server.calls).toContain('GET /auth/v1/user');
  });

  it('keeps the session 24 hours with "Remember me"', async () => {
    const { jar, options } = memoryJar();
    await createSupabaseAuth(configFor(url), jar).signIn('admin@example.com', 'right-password', true);
    expect(options.get(SESSION_COOKIE)?.maxAge).toBe(86_400);
  });

  it('returns the service message for a wrong password and writes no session', async () => {
    const { jar, values } = memoryJar();
    const result = await createSupabaseAuth(configFor(url), jar).signIn('admin@example.com', 'wrong-password', false);
    expect(result).toEqual({ ok: false, message: 'Invalid login credentials' });
    expect(values.size).toBe(0);
  });

  it('signs out: the cookies are cleared and the service ends this session only', async () => {
    const { jar, values } = memoryJar();
    await createSupabaseAuth(configFor(url), jar).signIn('admin@example.com', 'right-password', false);
    await createSupabaseAuth(configFor(url), jar).signOut();
    expect(values.size).toBe(0);
    expect(server.calls).toContain('POST /auth/v1/logout?scope=local');
    await expect(createSupabaseAuth(configFor(url), jar).currentEmail()).resolves.toBeUndefined();
  });

  it("'Sign out everywhere' asks the service to end every session of the user", async () => {
    const { jar } = memoryJar();
    await createSupabaseAuth(configFor(url), jar).signIn('admin@example.com', 'right-password', false);
    await createSupabaseAuth(configFor(url), jar).signOut('global');
    expect(server.calls).toContain('POST /auth/v1/logout?scope=global');
  });

  it('carries the session id the server records in its signed cookie', async () => {
    const { jar } = memoryJar();
    const result = await createSupabaseAuth(configFor(url), jar).signIn('admin@example.com', 'right-password', false);
    expect(result.ok && result.session.sid).toMatch(/^[A-Za-z0-9_-]{24}$/);
    await expect(createSupabaseAuth(configFor(url), jar).currentSession()).resolves.toMatchObject({ sid: result.ok && result.session.sid });
  });

  it('does not accept Supabase cookies without the signed session limit', async () => {
    const { jar, values } = memoryJar();
    await createSupabaseAuth(configFor(url), jar).signIn('admin@example.com', 'right-password', false);
    values.delete(SESSION_COOKIE);
    await expect(createSupabaseAuth(configFor(url), jar).currentEmail()).resolves.toBeUndefined();
  });
});

describe('Supabase Auth provider when the service hangs', () => {
  const server = standIn({ hangUser: true });
  let url: string;
  beforeAll(async () => {
    url = await server.start();
  });
  afterAll(() => server.stop());

  it('gives up after 2 seconds and treats the visitor as signed out', async () => {
    const { jar } = memoryJar();
    await createSupabaseAuth(configFor(url), jar).signIn('admin@example.com', 'right-password', false);
    const started = Date.now();
    await expect(createSupabaseAuth(configFor(url), jar).currentEmail()).resolves.toBeUndefined();
    expect(Date.now() - started).toBeLessThan(3500);
  });
});

describe('auth configuration', () => {
  it('refuses to start in production without AUTH_SECRET, saying what to set', () => {
    expect(() =>
      resolveAuthConfig(parseEnv({ DATABASE_URL: 'postgres://u@h/d', NODE_ENV: 'production', NEXT_PUBLIC_SITE_URL: 'https://ev.example.org' }), {}),
    ).toThrow(/AUTH_SECRET is not set.*openssl rand/s);
  });
});
