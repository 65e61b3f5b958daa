/**
 * @jest-environment node
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { lookupTireImage } from '@/lib/tires/server/image-source';

/*
 * The image service is outside the project, so a stand-in HTTP server plays it: it answers by the brand asked
 * for, the way a real service would answer by tire.
 */
let server: Server;
let url: string;
const asked: URLSearchParams[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    const query = new URL(request.url ?? '/', 'http://localhost').searchParams;
    asked.push(query);
    const brand = query.get('brand');
    if (brand === 'Slow') return void setTimeout(() => response.end('{}'), 1000);
    if (brand === 'Broken') return void response.writeHead(503).end();
    response.setHeader('content-type', 'application/json');
    if (brand === 'Known') return void response.end(JSON.stringify({ image_url: 'https://images.example/known.jpg' }));
    if (brand === 'Script') return void response.end(JSON.stringify({ image_url: 'javascript:alert(1)' }));
    response.end(JSON.stringify({ image_url: null }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/find`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const tire = (brand: string) => ({ brand, model: 'Pilot Sport EV', size: '255/40R20' });

describe('tire image source', () => {
  it('asks by brand, model and size and returns the image found', async () => {
    await expect(lookupTireImage(url, tire('Known'))).resolves.toEqual({ kind: 'found', url: 'https://images.example/known.jpg' });
    const last = asked.at(-1)!;
    expect([last.get('brand'), last.get('model'), last.get('size')]).toEqual(['Known', 'Pilot Sport EV', '255/40R20']);
  });

  it('tells "no image" apart from a failure', async () => {
    await expect(lookupTireImage(url, tire('Unknown'))).resolves.toEqual({ kind: 'none' });
    await expect(lookupTireImage(url, tire('Broken'))).resolves.toEqual({ kind: 'failed', reason: 'HTTP 503' });
  });

  it('refuses an answer that is not a web image address', async () => {
    await expect(lookupTireImage(url, tire('Script'))).resolves.toMatchObject({ kind: 'failed' });
  });

  it('gives up after its timeout instead of hanging the screen', async () => {
    const started = Date.now();
    await expect(lookupTireImage(url, tire('Slow'), { timeoutMs: 150 })).resolves.toEqual({ kind: 'failed', reason: 'timed out' });
    expect(Date.now() - started).toBeLessThan(900);
  });

  it('reports an unreachable service as a failure', async () => {
    await expect(lookupTireImage('http://127.0.0.1:9/find', tire('Known'), { timeoutMs: 500 })).resolves.toMatchObject({ kind: 'failed' });
  });
});
