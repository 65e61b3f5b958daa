import { expect, test } from './fixtures';

/**
 * The security headers every page carries, and Chromium running every kind of public page under them
 * without one Content-Security-Policy violation (the fixture fails a test on any). The admin screens are
 * covered the same way by admin.spec.ts, which uses the same fixture.
 */

const directives = (header: string | null) =>
  new Map((header ?? '').split(';').map((part) => {
    const [name = '', ...values] = part.trim().split(/\s+/);
    return [name, values] as const;
  }));

test('pages carry the CSP, HSTS and Permissions-Policy, with no per-request nonce on cached pages', async ({ request }) => {
  for (const path of ['/', '/glossary', '/admin/login']) {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const headers = response.headers();
    const csp = directives(headers['content-security-policy'] ?? null);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    // No ad or analytics service is configured for the tests: no outside host may serve script.
    expect(csp.get('script-src')).toEqual(["'self'", "'unsafe-inline'"]);
    // Pictures may come from any https host (operators pick retailers' images); nothing else widens with it.
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https:']);
    expect(csp.get('frame-src')).toEqual(['https://www.youtube-nocookie.com', 'https://www.youtube.com']);
    expect(headers['content-security-policy']).not.toContain('nonce-');
    expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    expect(headers['permissions-policy']).toBe('camera=(), microphone=(), geolocation=(), payment=(), usb=()');
    expect(headers['x-frame-options']).toBe('DENY');
  }
  // The home page stays a static ISR page: the same HTML is served twice.
  const first = await (await request.get('/')).text();
  const second = await (await request.get('/')).text();
  expect(second).toBe(first);
});

test('the policy really blocks what it should: a script from another host does not run', async ({ page, cspViolations }) => {
  await page.goto('/');
  const blocked = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        document.addEventListener('securitypolicyviolation', (event) => resolve(event.violatedDirective), { once: true });
        const script = document.createElement('script');
        script.src = 'https://evil.example/steal.js';
        document.body.append(script);
      }),
  );
  // Chromium names the directive it applied: script-src-elem, or script-src that stands in for it.
  expect(['script-src-elem', 'script-src']).toContain(blocked);
  await expect.poll(() => cspViolations.length).toBeGreaterThan(0);
  // That violation was the point of this test; any other page must have none.
  cspViolations.splice(0);
});

test('every kind of public page renders and runs under the policy', async ({ page, request, baseURL }) => {
  // About twenty pages, each loaded and hydrated.
  test.setTimeout(test.info().timeout * 8);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  // One page of each kind: the lists and tools, and the first of each database-backed detail page.
  const seen = new Set<string>();
  const chosen = paths.filter((path) => {
    const kind = path.replace(/\/[^/]+$/, '/:id');
    const key = /^\/(article|charger-install|glossary|category|fault-codes|tire-fitment\/tire|tire-fitment\/vehicle|tire-fitment\/ev)\//.test(path) ? kind : path;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  expect(chosen.length).toBeGreaterThan(15);
  for (const path of chosen) {
    const response = await page.goto(new URL(path, baseURL).toString());
    expect({ path, status: response?.status() }).toEqual({ path, status: 200 });
    // The page's scripts ran (inline bootstrap and chunks alike): the App Router hydrated.
    await expect.poll(() => page.evaluate(() => Boolean((window as { next?: { appDir?: boolean } }).next?.appDir))).toBe(true);
  }
});

test("the image optimizer refuses a stranger's picture instead of fetching, resizing and storing it", async ({ request }) => {
  const optimized = (url: string) => request.get(`/_next/image?url=${encodeURIComponent(url)}&w=640&q=75`);
  for (const url of [
    // Another Supabase project (the site has none configured here), and YouTube beyond its video thumbnails.
    'https://someone-else.supabase.co/storage/v1/object/public/media/huge.png',
    'https://i.ytimg.com/an_avatar/photo.jpg',
    'https://pictures.example/photo.jpg',
  ]) {
    const response = await optimized(url);
    expect(response.status(), url).toBe(400);
    expect(await response.text(), url).toMatch(/not allowed/i);
  }
});
