/**
 * @jest-environment node
 */
import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkImageUrl } from '@/lib/net/image-url';
import { isBlockedAddress, safeHead } from '@/lib/net/safe-head';
import { AFFILIATE_MESSAGES } from '@/lib/admin/affiliate';

interface Hit {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
}

/** A local HTTP server that records every request it receives and answers with `reply`. */
async function recordingServer(host: string, reply: (path: string, response: ServerResponse) => void) {
  const hits: Hit[] = [];
  const server: Server = createServer((request, response) => {
    hits.push({ method: request.method ?? '', path: request.url ?? '', headers: request.headers });
    reply(request.url ?? '/', response);
  });
  server.listen(0, host);
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return { hits, server, origin: `http://${host}:${port}` };
}

const servers: Server[] = [];
async function start(host: string, reply: (path: string, response: ServerResponse) => void) {
  const started = await recordingServer(host, reply);
  servers.push(started.server);
  return started;
}
afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    server.close();
  }
});

// In these tests the "public internet" is 127.0.0.1: the policy refuses only the addresses named, which
// proves each hop is checked without reaching outside the machine.
const onlyBlocking = (...addresses: string[]) => (address: string) => addresses.includes(address);

describe('address policy', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.254',
    '192.168.1.1',
    '169.254.169.254',
    '100.100.100.200',
    '0.0.0.0',
    '255.255.255.255',
    '224.0.0.1',
    '::',
    '::1',
    '::ffff:127.0.0.1',
    '::ffff:169.254.169.254',
    '64:ff9b::a9fe:a9fe',
    'fd00:ec2::254',
    'fc00::1',
    'fe80::1',
    'not-an-address',
  ])('refuses %s', (address) => {
    expect(isBlockedAddress(address)).toBe(true);
  });

  it.each(['93.184.215.14', '8.8.8.8', '172.32.0.1', '100.128.0.1', '2606:4700:4700::1111'])('allows the public address %s', (address) => {
    expect(isBlockedAddress(address)).toBe(false);
  });
});

describe('safe HEAD request', () => {
  it('refuses a private address without making any request', async () => {
    const target = await start('127.0.0.1', (_path, response) => response.writeHead(200, { 'content-type': 'image/png' }).end());
    expect(await safeHead(`${target.origin}/logo.png`)).toMatchObject({ kind: 'refused' });
    expect(await checkImageUrl(`${target.origin}/logo.png`)).toEqual({ ok: false, message: AFFILIATE_MESSAGES.imageNotAccessible });
    // A name that resolves to loopback, and the same address in other spellings, are refused the same way.
    const port = new URL(target.origin).port;
    for (const url of [`http://localhost:${port}/a.png`, `http://2130706433:${port}/a.png`, `http://0x7f.1:${port}/a.png`, `http://[::ffff:127.0.0.1]:${port}/a.png`]) {
      expect(await safeHead(url)).toMatchObject({ kind: 'refused' });
    }
    expect(target.hits).toEqual([]);
  });

  it('refuses a host when any of its addresses is private, before connecting', async () => {
    const target = await start('127.0.0.1', (_path, response) => response.writeHead(200).end());
    const resolve = jest.fn(async () => [
      { address: '127.0.0.1', family: 4 },
      { address: '10.0.0.7', family: 4 },
    ]);
    const port = new URL(target.origin).port;
    const result = await safeHead(`http://images.example.test:${port}/a.png`, { resolve, isBlocked: onlyBlocking('10.0.0.7') });
    expect(result).toMatchObject({ kind: 'refused', reason: 'images.example.test resolves to 10.0.0.7' });
    expect(resolve).toHaveBeenCalledWith('images.example.test');
    expect(target.hits).toEqual([]);
  });

  it('connects to the address it checked, not to a second DNS answer', async () => {
    const target = await start('127.0.0.1', (_path, response) => response.writeHead(200, { 'content-type': 'image/png' }).end());
    const port = new URL(target.origin).port;
    const resolve = jest.fn(async () => [{ address: '127.0.0.1', family: 4 }]);
    const result = await safeHead(`http://cdn.example.test:${port}/p.png`, { resolve, isBlocked: onlyBlocking() });
    expect(result).toEqual({ kind: 'response', status: 200, contentType: 'image/png', url: `http://cdn.example.test:${port}/p.png` });
    expect(resolve).toHaveBeenCalledTimes(1);
    expect(target.hits).toHaveLength(1);
    expect(target.hits[0]).toMatchObject({ method: 'HEAD', path: '/p.png', headers: { host: `cdn.example.test:${port}` } });
  });

  it('checks the address again after a redirect and refuses a private one without requesting it', async () => {
    const inside = await start('127.0.0.2', (_path, response) => response.writeHead(200, { 'content-type': 'image/png' }).end());
    const outside = await start('127.0.0.1', (_path, response) => response.writeHead(302, { location: `${inside.origin}/secret.png` }).end());
    const result = await safeHead(`${outside.origin}/start.png`, { isBlocked: onlyBlocking('127.0.0.2') });
    expect(result).toMatchObject({ kind: 'refused', reason: expect.stringContaining('127.0.0.2') });
    expect(outside.hits.map((hit) => hit.method)).toEqual(['HEAD']);
    expect(inside.hits).toEqual([]);
  });

  it('follows at most 3 redirects', async () => {
    const hops = await start('127.0.0.1', (path, response) => {
      const n = Number(path.slice(1));
      if (n < 10) response.writeHead(301, { location: `/${n + 1}` }).end();
      else response.writeHead(200, { 'content-type': 'image/png' }).end();
    });
    expect(await safeHead(`${hops.origin}/7`, { isBlocked: onlyBlocking() })).toMatchObject({ kind: 'response', status: 200, url: `${hops.origin}/10` });
    expect(await safeHead(`${hops.origin}/0`, { isBlocked: onlyBlocking() })).toEqual({ kind: 'refused', reason: 'too many redirects' });
    expect(hops.hits.map((hit) => hit.path)).toEqual(['/7', '/8', '/9', '/10', '/0', '/1', '/2', '/3']);
  });

  it('refuses other schemes and URLs with credentials without any request', async () => {
    const target = await start('127.0.0.1', (_path, response) => response.writeHead(200).end());
    const host = new URL(target.origin).host;
    for (const url of [`file:///etc/passwd`, `ftp://${host}/a.png`, `gopher://${host}/`, 'javascript:alert(1)', `http://user:pass@${host}/a.png`, 'not a url']) {
      expect(await safeHead(url, { isBlocked: onlyBlocking() })).toMatchObject({ kind: 'refused' });
    }
    expect(target.hits).toEqual([]);
  });

  it('gives up when the time runs out', async () => {
    const silent = await start('127.0.0.1', () => {
      // never answers
    });
    const started = Date.now();
    expect(await safeHead(`${silent.origin}/slow.png`, { isBlocked: onlyBlocking(), timeoutMs: 300 })).toMatchObject({ kind: 'failed' });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await checkImageUrl(`${silent.origin}/slow.png`, { isBlocked: onlyBlocking(), timeoutMs: 300 })).toEqual({
      ok: false,
      message: AFFILIATE_MESSAGES.imageCheckFailed,
    });
  });

  it('reports a host that does not resolve as a failed check', async () => {
    const resolve = async () => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND nowhere.invalid'), { code: 'ENOTFOUND' });
    };
    expect(await checkImageUrl('https://nowhere.invalid/a.png', { resolve })).toEqual({ ok: false, message: AFFILIATE_MESSAGES.imageCheckFailed });
  });
});

describe('image URL check messages', () => {
  it('accepts an image, refuses a missing one and a page that is not an image, with the site’s messages', async () => {
    const images = await start('127.0.0.1', (path, response) => {
      if (path === '/ok.png') return response.writeHead(200, { 'content-type': 'image/png', 'content-length': '999999' }).end();
      if (path === '/untyped') return response.writeHead(200).end();
      if (path === '/page') return response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end();
      return response.writeHead(404).end();
    });
    const options = { isBlocked: onlyBlocking() };
    expect(await checkImageUrl(`${images.origin}/ok.png`, options)).toEqual({ ok: true, contentType: 'image/png' });
    expect(await checkImageUrl(`${images.origin}/untyped`, options)).toEqual({ ok: true, contentType: null });
    expect(await checkImageUrl(`${images.origin}/page`, options)).toEqual({ ok: false, message: AFFILIATE_MESSAGES.notAnImage });
    expect(await checkImageUrl(`${images.origin}/missing.png`, options)).toEqual({ ok: false, message: AFFILIATE_MESSAGES.imageNotAccessible });
    expect(images.hits.every((hit) => hit.method === 'HEAD')).toBe(true);
  });
});
