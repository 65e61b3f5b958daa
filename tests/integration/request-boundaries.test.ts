import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { clientKeyFrom, trustedClientAddress, UNKNOWN_CLIENT } from '@/lib/client-key';
import { hitRateLimit } from '@/lib/db/rate-limits';
import { SOCKET_ADDRESS_HEADER } from '@/lib/socket-address';
import { clearOfWindowEnd } from '../fixtures/rate-limit-window';

// The storage route serves the local adapter from this folder; the environment is read on first use.
const storageDir = mkdtempSync(path.join(tmpdir(), 'boundaries-'));
process.env.STORAGE_DIR = storageDir;
process.env.ADMIN_EMAIL = 'admin@example.com';
process.env.AUTH_SECRET = 'boundaries-test-secret-0123456789abcdef';
process.env.NEXT_PUBLIC_SITE_URL = 'https://ev.example.org';
delete process.env.NEXT_PUBLIC_SUPABASE_URL;

afterAll(() => rmSync(storageDir, { recursive: true, force: true }));

const direct = { onVercel: false, trustedProxyHops: 0, socketAddress: false };
const behindOne = { onVercel: false, trustedProxyHops: 1, socketAddress: false };
const behindTwo = { onVercel: false, trustedProxyHops: 2, socketAddress: false };
const vercel = { onVercel: true, trustedProxyHops: 0, socketAddress: false };
/** `npm start`: the project's server writes each request's socket address. */
const launched = { onVercel: false, trustedProxyHops: 0, socketAddress: true };
const forwarded = (value: string, extra: Record<string, string> = {}) => new Headers({ 'x-forwarded-for': value, ...extra });

describe('client address', () => {
  it('never takes the left-most X-Forwarded-For entry, which the client writes', () => {
    expect(trustedClientAddress(forwarded('6.6.6.6, 203.0.113.7'), behindOne)).toBe('203.0.113.7');
    expect(trustedClientAddress(forwarded('6.6.6.6, 203.0.113.7, 10.0.0.2'), behindTwo)).toBe('203.0.113.7');
    // Without a configured proxy nothing in the header can be trusted.
    expect(trustedClientAddress(forwarded('203.0.113.7'), direct)).toBeUndefined();
    // Fewer entries than proxies: the request went around them, so every entry is the client's own.
    expect(trustedClientAddress(forwarded('203.0.113.7'), behindTwo)).toBeUndefined();
  });

  it("under the project's own server, uses the socket address it wrote, unless proxies of ours are configured", () => {
    const list = forwarded('6.6.6.6', { [SOCKET_ADDRESS_HEADER]: '::ffff:203.0.113.9' });
    expect(trustedClientAddress(list, launched)).toBe('203.0.113.9');
    expect(trustedClientAddress(list, { ...launched, trustedProxyHops: 1 })).toBe('6.6.6.6');
    // The header means nothing to an app started any other way: a client could have sent it.
    expect(trustedClientAddress(list, direct)).toBeUndefined();
  });

  it("uses Vercel's own header on Vercel and ignores X-Forwarded-For there", () => {
    const list = forwarded('6.6.6.6', { 'x-vercel-forwarded-for': '198.51.100.4', 'x-real-ip': '198.51.100.4' });
    expect(trustedClientAddress(list, vercel)).toBe('198.51.100.4');
    expect(trustedClientAddress(new Headers({ 'x-real-ip': '198.51.100.5' }), vercel)).toBe('198.51.100.5');
    expect(trustedClientAddress(forwarded('6.6.6.6'), vercel)).toBeUndefined();
  });

  it('treats the addresses of one IPv6 /64, and IPv4 written as IPv6 or with a port, as one client', () => {
    const key = (value: string) => clientKeyFrom(forwarded(value), behindOne);
    expect(key('2001:db8:1:2::1')).toBe(key('2001:db8:1:2:ffff:ffff:ffff:fffe'));
    expect(key('2001:db8:1:2::1')).not.toBe(key('2001:db8:1:3::1'));
    expect(key('::ffff:203.0.113.7')).toBe(key('203.0.113.7'));
    expect(key('203.0.113.7:51234')).toBe(key('203.0.113.7'));
    expect(key('[2001:db8:1:2::9]:443')).toBe(key('2001:db8:1:2::1'));
    // Garbage is no address: it joins the shared unknown client instead of getting a key of its own.
    expect(key('not-an-address')).toBe(clientKeyFrom(new Headers(), direct));
    expect(trustedClientAddress(forwarded('<script>'), behindOne)).toBeUndefined();
  });

  it('keys are hashes: no address is stored as it is', () => {
    const key = clientKeyFrom(forwarded('203.0.113.7'), behindOne);
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(key).not.toContain('203');
    expect(clientKeyFrom(new Headers(), direct)).toBe(clientKeyFrom(forwarded('1.2.3.4'), direct));
    expect(UNKNOWN_CLIENT).toBeDefined();
  });

  it('a new forged X-Forwarded-For per request no longer escapes a rate limit', async () => {
    const limit = 5;
    await clearOfWindowEnd(3600);
    const answers: boolean[] = [];
    for (let request = 0; request < 8; request += 1) {
      // Each request claims another address, but the proxy appended the same real one.
      const key = clientKeyFrom(forwarded(`198.51.100.${request}, 203.0.113.7`), behindOne);
      answers.push((await hitRateLimit('boundary-test', key, limit, 3600)).allowed);
    }
    expect(answers).toEqual([true, true, true, true, true, false, false, false]);

    // Directly exposed, forged values all fall into the one unknown client: the limit still holds.
    const directAnswers: boolean[] = [];
    for (let request = 0; request < 7; request += 1) {
      const key = clientKeyFrom(forwarded(`198.51.100.${request}`), direct);
      directAnswers.push((await hitRateLimit('boundary-direct', key, limit, 3600)).allowed);
    }
    expect(directAnswers.filter(Boolean)).toHaveLength(limit);
  });
});

describe('cross-site requests to route handlers', () => {
  const imageCount = async () => (await globalThis.testDb.sql<{ n: number }[]>`select count(*)::int as n from images`)[0]!.n;
  const upload = (headers: Record<string, string>) => {
    const body = new FormData();
    body.set('file', new File([Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;')], 'x.gif', { type: 'image/gif' }));
    return new Request('https://ev.example.org/api/admin/featured-image', { method: 'POST', body, headers });
  };

  it('the featured-image upload refuses a post from another site before anything else', async () => {
    const { POST } = await import('@/app/api/admin/featured-image/route');
    const before = await imageCount();
    const response = await POST(upload({ origin: 'https://evil.example' }));
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: 'Cross-site requests are not allowed.' });
    expect(await imageCount()).toBe(before);
    // A post from the site itself goes on to the session check (none here).
    expect((await POST(upload({ origin: 'https://ev.example.org' }))).status).toBe(401);
  });

  it('another site cannot sign the administrator out', async () => {
    const { POST } = await import('@/app/(admin)/admin/login/sign-out/route');
    const cross = await POST(new Request('https://ev.example.org/admin/login/sign-out', { method: 'POST', headers: { origin: 'https://evil.example' } }));
    expect(cross.status).toBe(403);
    const own = await POST(new Request('https://ev.example.org/admin/login/sign-out', { method: 'POST', headers: { origin: 'https://ev.example.org' } }));
    expect(await own.json()).toEqual({ ok: true, message: 'Logged out successfully' });
  });
});

describe('stored files', () => {
  beforeAll(() => {
    mkdirSync(path.join(storageDir, 'media', 'proofs'), { recursive: true });
    writeFileSync(path.join(storageDir, 'media', 'proofs', 'licence-2026.pdf'), '%PDF-1.4');
    writeFileSync(path.join(storageDir, 'media', 'logo.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
  });

  it('downloads anything that is not an image instead of opening it in our origin', async () => {
    const { GET } = await import('@/app/storage/[bucket]/[...key]/route');
    const get = (key: string[]) => GET(new Request('http://localhost/storage/media'), { params: Promise.resolve({ bucket: 'media', key }) });
    const pdf = await get(['proofs', 'licence-2026.pdf']);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-disposition')).toBe(`attachment; filename="licence-2026.pdf"; filename*=UTF-8''licence-2026.pdf`);
    const image = await get(['logo.png']);
    expect(image.headers.get('content-disposition')).toBe('inline');
  });
});
