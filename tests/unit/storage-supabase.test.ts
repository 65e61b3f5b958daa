/**
 * @jest-environment node
 */
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSupabaseStorage } from '@/lib/storage/supabase';
import type { Storage } from '@/lib/storage/types';

const SERVICE_KEY = 'service-role-key-for-tests';

interface StoredObject {
  body: Buffer;
  contentType: string;
  cacheControl?: string;
  lastModified: string;
}

/**
 * A stand-in for Supabase Storage speaking the endpoints the adapter uses: upload (POST
 * /object/{bucket}/{key}), download (GET /object/{bucket}/{key}), info (GET /object/info/{bucket}/{key}) and
 * remove (DELETE /object/{bucket} with {prefixes}). Errors use Storage's JSON shape, including its habit of
 * answering HTTP 400 with statusCode '404' for a missing object.
 */
function startStandIn() {
  const objects = new Map<string, StoredObject>();
  const requests: { method: string; path: string; authorization?: string; apikey?: string; cacheControl?: string }[] = [];
  const read = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  };
  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const path = decodeURIComponent(url.pathname);
    requests.push({
      method: request.method ?? '',
      path,
      authorization: request.headers.authorization,
      apikey: request.headers.apikey as string | undefined,
      cacheControl: request.headers['cache-control'],
    });
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const notFound = () => json(400, { statusCode: '404', error: 'not_found', message: 'Object not found' });
    if (request.headers.authorization !== `Bearer ${SERVICE_KEY}`)
      return json(403, { statusCode: '403', error: 'Unauthorized', message: 'invalid signature' });
    const body = await read(request);
    const info = path.match(/^\/storage\/v1\/object\/info\/(.+)$/);
    const object = path.match(/^\/storage\/v1\/object\/([^/]+)\/(.+)$/);
    const bucketOnly = path.match(/^\/storage\/v1\/object\/([^/]+)$/);
    if (request.method === 'GET' && info) {
      const found = objects.get(info[1]!);
      return found
        ? json(200, {
            name: info[1],
            size: found.body.length,
            content_type: found.contentType,
            cache_control: found.cacheControl,
            last_modified: found.lastModified,
          })
        : notFound();
    }
    if (request.method === 'POST' && object) {
      const id = `${object[1]}/${object[2]}`;
      if (objects.has(id) && request.headers['x-upsert'] !== 'true') {
        return json(400, { statusCode: '409', error: 'Duplicate', message: 'The resource already exists' });
      }
      objects.set(id, {
        body,
        contentType: String(request.headers['content-type']),
        cacheControl: request.headers['cache-control'],
        lastModified: new Date().toISOString(),
      });
      return json(200, { Key: id, Id: id });
    }
    if (request.method === 'GET' && object) {
      const found = objects.get(`${object[1]}/${object[2]}`);
      if (!found) return notFound();
      response.writeHead(200, { 'content-type': found.contentType });
      return response.end(found.body);
    }
    if (request.method === 'DELETE' && bucketOnly) {
      const { prefixes } = JSON.parse(body.toString()) as { prefixes: string[] };
      const removed = prefixes.filter((key) => objects.delete(`${bucketOnly[1]}/${key}`));
      return json(
        200,
        removed.map((name) => ({ name })),
      );
    }
    return json(404, { statusCode: '404', error: 'not_found', message: 'Route not found' });
  });
  return { server, objects, requests };
}

let standIn: ReturnType<typeof startStandIn>;
let storage: Storage;
let baseUrl: string;

beforeAll(async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  standIn = startStandIn();
  standIn.server.listen(0, '127.0.0.1');
  await once(standIn.server, 'listening');
  baseUrl = `http://127.0.0.1:${(standIn.server.address() as AddressInfo).port}`;
  storage = createSupabaseStorage({ url: baseUrl, serviceRoleKey: SERVICE_KEY });
});
afterAll(async () => {
  standIn.server.close();
  await once(standIn.server, 'close');
});

describe('Supabase Storage adapter', () => {
  it('uploads with the service-role key and the content type, then downloads the same bytes', async () => {
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    await storage.put('media', 'installer-logos/abc.png', bytes, { contentType: 'image/png' });
    expect(standIn.objects.get('media/installer-logos/abc.png')).toMatchObject({
      body: bytes,
      contentType: 'image/png',
    });
    const upload = standIn.requests.find((request) => request.method === 'POST');
    expect(upload).toMatchObject({
      path: '/storage/v1/object/media/installer-logos/abc.png',
      authorization: `Bearer ${SERVICE_KEY}`,
    });

    const object = await storage.get('media', 'installer-logos/abc.png');
    expect(object?.body).toEqual(bytes);
    expect(object?.contentType).toBe('image/png');
    expect(await storage.exists('media', 'installer-logos/abc.png')).toBe(true);
  });

  it('uploads the logo with the cache control asked for, and reports its size, type and last write', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>');
    await storage.put('public', 'logo.png', svg, { contentType: 'image/svg+xml', upsert: true, cacheControl: 3600 });
    expect(standIn.requests.at(-1)).toMatchObject({ method: 'POST', path: '/storage/v1/object/public/logo.png', cacheControl: 'max-age=3600' });
    const first = await storage.stat('public', 'logo.png');
    expect(first).toEqual({
      size: svg.length,
      contentType: 'image/svg+xml',
      updatedAt: new Date(standIn.objects.get('public/logo.png')!.lastModified),
    });
    expect(standIn.requests.at(-1)).toMatchObject({ method: 'GET', path: '/storage/v1/object/info/public/logo.png' });

    await new Promise((resolve) => setTimeout(resolve, 5));
    await storage.put('public', 'logo.png', Buffer.from([0x89, 0x50, 0x4e, 0x47]), { contentType: 'image/png', upsert: true, cacheControl: 3600 });
    const second = await storage.stat('public', 'logo.png');
    expect(second).toMatchObject({ size: 4, contentType: 'image/png' });
    expect(second!.updatedAt.getTime()).toBeGreaterThan(first!.updatedAt.getTime());
  });

  it('reports a missing object as undefined / false, not an error', async () => {
    expect(await storage.stat('public', 'none.png')).toBeUndefined();
    expect(await storage.get('private', 'installer-certifications/none.pdf')).toBeUndefined();
    expect(await storage.exists('private', 'installer-certifications/none.pdf')).toBe(false);
  });

  it('refuses to overwrite unless asked, and throws the server error', async () => {
    await storage.put('private', 'installer-certifications/a.pdf', Buffer.from('%PDF-1'), {
      contentType: 'application/pdf',
    });
    await expect(
      storage.put('private', 'installer-certifications/a.pdf', Buffer.from('%PDF-2'), {
        contentType: 'application/pdf',
      }),
    ).rejects.toThrow('The resource already exists');
    await storage.put('private', 'installer-certifications/a.pdf', Buffer.from('%PDF-2'), {
      contentType: 'application/pdf',
      upsert: true,
    });
    expect(standIn.objects.get('private/installer-certifications/a.pdf')?.body.toString()).toBe('%PDF-2');
  });

  it('removes objects', async () => {
    await storage.put('media', 'installer-logos/gone.png', Buffer.from('x'), { contentType: 'image/png' });
    await storage.remove('media', ['installer-logos/gone.png']);
    expect(standIn.objects.has('media/installer-logos/gone.png')).toBe(false);
    const removal = standIn.requests.filter((request) => request.method === 'DELETE').at(-1);
    expect(removal?.path).toBe('/storage/v1/object/media');
  });

  it('fails loudly with a wrong key', async () => {
    const wrong = createSupabaseStorage({ url: baseUrl, serviceRoleKey: 'wrong' });
    await expect(wrong.put('media', 'x.png', Buffer.from('x'), { contentType: 'image/png' })).rejects.toThrow(
      'invalid signature',
    );
  });

  it('builds public URLs for public buckets and refuses unsafe keys before any request', async () => {
    expect(storage.publicUrl('media', 'installer-logos/a.png')).toBe(
      `${baseUrl}/storage/v1/object/public/media/installer-logos/a.png`,
    );
    const before = standIn.requests.length;
    await expect(
      storage.put('media', '../escape.png', Buffer.from('x'), { contentType: 'image/png' }),
    ).rejects.toThrow('Unsafe storage key');
    expect(standIn.requests.length).toBe(before);
  });
});
