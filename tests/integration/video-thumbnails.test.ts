import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GET } from '@/app/video-thumbnails/[id]/route';
import { createLocalStorage } from '@/lib/storage/local';
import { videoThumbnail } from '@/lib/videos/thumbnails';

/*
 * A video's thumbnail is the site's own (docs/decisions/0491): YouTube's hqdefault fetched once and kept in storage,
 * the stock picture when YouTube cannot be reached, and never an error. YouTube is a stand-in HTTP server here.
 */

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);
let root: string;
let youtube: http.Server;
let base: string;
const asked: string[] = [];

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'ev-thumbnails-'));
  youtube = http.createServer((request, response) => {
    asked.push(request.url ?? '');
    if (request.url?.endsWith('/hqdefault.jpg')) response.writeHead(200, { 'content-type': 'image/jpeg' }).end(JPEG);
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => youtube.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(youtube.address() as AddressInfo).port}/vi`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => youtube.close(() => resolve()));
  await rm(root, { recursive: true, force: true });
});

it('fetches hqdefault once, keeps it, and serves the kept copy without asking YouTube again', async () => {
  const storage = createLocalStorage(path.join(root, 'kept'));
  const first = await videoThumbnail('aBcD3fG_h-1', { storage, baseUrl: base });
  expect(first?.body.equals(JPEG)).toBe(true);
  expect(asked).toEqual(['/vi/aBcD3fG_h-1/hqdefault.jpg']);
  // YouTube gone: the kept copy answers.
  const second = await videoThumbnail('aBcD3fG_h-1', { storage, baseUrl: 'http://127.0.0.1:9/vi' });
  expect(second?.body.equals(JPEG)).toBe(true);
  expect(asked).toHaveLength(1);
});

it('gives up on a host that cannot be reached within its timeout, and does not wait on it again for a while', async () => {
  const storage = createLocalStorage(path.join(root, 'unreachable'));
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  try {
    // A server that accepts and never answers, as a host in trouble does.
    const silent = http.createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(silent.address() as AddressInfo).port}/vi`;
    const started = Date.now();
    expect(await videoThumbnail('zzzzzzzzzzz', { storage, baseUrl: url, timeoutMs: 300 })).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(1500);
    const again = Date.now();
    expect(await videoThumbnail('zzzzzzzzzzz', { storage, baseUrl: url, timeoutMs: 300 })).toBeUndefined();
    expect(Date.now() - again).toBeLessThan(100);
    silent.closeAllConnections();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  } finally {
    warn.mockRestore();
  }
});

it('answers an address that is not one of the site videos with the stock picture, never an error', async () => {
  for (const id of ['not-a-video', 'aaaaaaaaaaa', '%E0']) {
    const response = await GET(new Request(`http://x/video-thumbnails/${id}`), { params: Promise.resolve({ id }) });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/images/stock/ev-repair.svg');
  }
});
