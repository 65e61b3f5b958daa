import { NextRequest } from 'next/server';
import { proxy } from '@/proxy';
import { SESSION_COOKIE } from '@/lib/auth/cookies';
import { createSession } from '@/lib/auth/session-token';

const SECRET = 'proxy-test-auth-secret-0123456789abcdef';
process.env.ADMIN_EMAIL = 'admin@example.com';
process.env.ADMIN_PASSWORD = 'right-password';
process.env.AUTH_SECRET = SECRET;

const request = (path: string, init: { cookie?: string; headers?: Record<string, string>; method?: string } = {}) =>
  new NextRequest(new URL(path, 'http://localhost:3000'), {
    method: init.method ?? 'GET',
    headers: { ...(init.cookie ? { cookie: `${SESSION_COOKIE}=${init.cookie}` } : {}), ...init.headers },
  });

const session = (email: string) => createSession(email, false, SECRET).token;

describe('proxy guard for /admin', () => {
  it('sends a visitor without a session to the login page, remembering where they were going', async () => {
    const response = await proxy(request('/admin/videos?q=bms'));
    expect(response.status).toBe(307);
    const location = new URL(response.headers.get('location')!);
    expect(location.pathname).toBe('/admin/login');
    expect(location.searchParams.get('next')).toBe('/admin/videos?q=bms');
    expect(location.searchParams.get('reason')).toBe('login-required');
  });

  it('lets the administrator through', async () => {
    const response = await proxy(request('/admin/articles', { cookie: session('admin@example.com') }));
    expect(response.headers.get('location')).toBeNull();
    expect(response.headers.get('x-middleware-next')).toBe('1');
  });

  it('signs out a session of another e-mail and says why', async () => {
    const response = await proxy(request('/admin/articles', { cookie: session('intruder@example.com') }));
    expect(new URL(response.headers.get('location')!).searchParams.get('reason')).toBe('forbidden');
    expect(response.cookies.get(SESSION_COOKIE)).toMatchObject({ value: '', maxAge: 0 });
  });

  it('treats a tampered or expired cookie as no session', async () => {
    const tampered = session('admin@example.com').replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    const expired = createSession('admin@example.com', false, SECRET, Date.now() - 2 * 3600_000).token;
    for (const cookie of [tampered, expired]) {
      const response = await proxy(request('/admin/dashboard', { cookie }));
      expect(new URL(response.headers.get('location')!).searchParams.get('reason')).toBe('login-required');
    }
  });

  it('signs out when the login page is opened, but not for a prefetch', async () => {
    const opened = await proxy(request('/admin/login', { cookie: session('admin@example.com') }));
    expect(opened.headers.get('location')).toBeNull();
    expect(opened.cookies.get(SESSION_COOKIE)).toMatchObject({ value: '', maxAge: 0 });
    const prefetched = await proxy(request('/admin/login', { cookie: session('admin@example.com'), headers: { 'next-router-prefetch': '1' } }));
    expect(prefetched.cookies.get(SESSION_COOKIE)).toBeUndefined();
  });

  it('leaves server action calls to the action, which checks the session itself', async () => {
    const response = await proxy(request('/admin/articles', { method: 'POST', headers: { 'next-action': 'abc' } }));
    expect(response.headers.get('location')).toBeNull();
  });

  it('answers an action body over the actions\' limit with 413 and the reason, instead of Next\'s bare 500', async () => {
    const action = (length: number) =>
      proxy(request('/installers/join', { method: 'POST', headers: { 'next-action': 'abc', 'content-length': String(length) } }));
    const over = await action(9 * 1024 * 1024);
    expect(over.status).toBe(413);
    expect(await over.json()).toEqual({ message: 'The upload is too large: up to 8MB can be sent at once' });
    // The largest application the form allows goes on to the action.
    expect((await action(7 * 1024 * 1024 + 64 * 1024)).headers.get('x-middleware-next')).toBe('1');
  });

  it('refuses a cross-site request that would change something, for the back office and every route handler', async () => {
    const evil = { origin: 'https://evil.example' };
    for (const path of ['/api/admin/featured-image', '/api/glossary/1/helpful', '/api/analytics', '/admin/login/sign-out']) {
      const response = await proxy(request(path, { method: 'POST', cookie: session('admin@example.com'), headers: evil }));
      expect({ path, status: response.status }).toEqual({ path, status: 403 });
      expect(await response.json()).toEqual({ message: 'Cross-site requests are not allowed.' });
    }
    // A browser that sends no Origin still says where the request came from.
    const sneaky = await proxy(request('/api/glossary/1/view', { method: 'POST', headers: { 'sec-fetch-site': 'cross-site' } }));
    expect(sneaky.status).toBe(403);
    // Reading is not affected, and the site's own pages may post.
    expect((await proxy(request('/api/energy-prices', { headers: evil }))).status).toBe(200);
    const own = await proxy(request('/api/glossary/1/helpful', { method: 'POST', headers: { origin: 'http://localhost:3000' } }));
    expect(own.headers.get('x-middleware-next')).toBe('1');
  });
});
