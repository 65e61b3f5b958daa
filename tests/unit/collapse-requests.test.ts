/**
 * @jest-environment node
 */
import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { collapseRequests } from '@/scripts/lib/collapse-requests';

interface Reply {
  status: number;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

/**
 * A page server in the shape of Next's handler: a render answers `delayMs` after `arrivals` requests have reached the
 * server (so that a burst is simultaneous however slowly a loaded machine connects), numbering each render it does.
 */
function pageServer(
  answer: (response: ServerResponse, render: number, request: IncomingMessage) => void,
  { delayMs = 60, arrivals = 1 } = {},
) {
  let renders = 0;
  let arrived = 0;
  let allArrived = () => {};
  const gate = new Promise<void>((resolve) => (allArrived = resolve));
  const handle = collapseRequests((request, response) => {
    renders += 1;
    const render = renders;
    void gate.then(() => setTimeout(() => answer(response, render, request), delayMs));
  });
  const server = createServer((request, response) => {
    arrived += 1;
    if (arrived >= arrivals) allArrived();
    handle(request, response);
  });
  return { server, renders: () => renders };
}

function listen(server: Server): Promise<string> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));
}

function get(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest(url, { method, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    sent.on('error', reject);
    sent.end();
  });
}

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

async function start(...args: Parameters<typeof pageServer>) {
  const site = pageServer(...args);
  servers.push(site.server);
  return { ...site, origin: await listen(site.server) };
}

const page = (response: ServerResponse, render: number) => {
  response.setHeader('Content-Type', 'text/html; charset=utf-8');
  response.setHeader('Cache-Control', 's-maxage=3600');
  response.write('<p>render ');
  response.end(`${render}</p>`);
};

it('answers a burst of the same page with one render, every visitor getting its status, headers and bytes', async () => {
  const site = await start(page, { arrivals: 30 });
  const replies = await Promise.all(Array.from({ length: 30 }, () => get(`${site.origin}/range-tool?shared=true&id=7`)));
  expect(site.renders()).toBe(1);
  for (const reply of replies) {
    expect(reply.status).toBe(200);
    expect(reply.body.toString()).toBe('<p>render 1</p>');
    expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(reply.headers['cache-control']).toBe('s-maxage=3600');
  }
});

it('gives followers the headers an answer wrote through writeHead alone, as an object or as a raw list', async () => {
  const site = await start(
    (response, render, request) => {
      const headers = { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 's-maxage=60', ETag: `"${render}"` };
      if (request.url === '/as-list') response.writeHead(200, Object.entries(headers).flat());
      else response.writeHead(200, headers);
      response.end(`render ${render}`);
    },
    { arrivals: 10 },
  );
  const paths = ['/as-object', '/as-list'];
  const replies = await Promise.all(paths.flatMap((path) => Array.from({ length: 5 }, () => get(`${site.origin}${path}`))));
  for (const group of [replies.slice(0, 5), replies.slice(5)]) {
    expect(new Set(group.map((reply) => reply.body.toString())).size).toBe(1);
    for (const reply of group) {
      expect(reply.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(reply.headers['cache-control']).toBe('s-maxage=60');
      expect(reply.headers.etag).toBe(group[0]!.headers.etag);
    }
  }
  expect(site.renders()).toBe(2);
});

it('renders again for a request that arrives after the answer went out, so a change shows on the next request', async () => {
  const site = await start(page, { delayMs: 5 });
  expect((await get(`${site.origin}/articles`)).body.toString()).toBe('<p>render 1</p>');
  expect((await get(`${site.origin}/articles`)).body.toString()).toBe('<p>render 2</p>');
});

it('shares compressed bytes only with visitors who asked for the same encoding', async () => {
  const site = await start((response, render, request) => {
    const gzip = /gzip/.test(String(request.headers['accept-encoding'] ?? ''));
    response.setHeader('Cache-Control', 's-maxage=60');
    if (gzip) response.setHeader('Content-Encoding', 'gzip');
    response.end(gzip ? gzipSync(`render ${render}`) : `render ${render}`);
  }, { arrivals: 10 });
  const replies = await Promise.all([
    ...Array.from({ length: 5 }, () => get(`${site.origin}/glossary`, { 'accept-encoding': 'gzip' })),
    ...Array.from({ length: 5 }, () => get(`${site.origin}/glossary`)),
  ]);
  expect(site.renders()).toBe(2);
  expect(new Set(replies.slice(0, 5).map((reply) => reply.headers['content-encoding']))).toEqual(new Set(['gzip']));
  expect(new Set(replies.slice(5).map((reply) => reply.headers['content-encoding']))).toEqual(new Set([undefined]));
});

it('keeps personal, router, non-GET and route-handler requests to themselves', async () => {
  const site = await start(page);
  const url = `${site.origin}/installers?state=Texas`;
  await Promise.all([
    get(url, { cookie: 'session=a' }),
    get(url, { cookie: 'session=b' }),
    get(url, { rsc: '1' }),
    get(url, { rsc: '1' }),
    get(url, {}, 'HEAD'),
    get(url, {}, 'HEAD'),
    get(`${site.origin}/api/vin?vin=5YJ3E1EA6KF123456`),
    get(`${site.origin}/api/vin?vin=5YJ3E1EA6KF123456`),
    get(`${site.origin}/admin/articles`),
    get(`${site.origin}/admin/articles`),
  ]);
  expect(site.renders()).toBe(10);
});

it('does not hand a cookie-setting or private answer to others: each waiting visitor gets their own', async () => {
  const site = await start((response, render) => {
    if (render === 1) response.setHeader('Set-Cookie', 'visitor=first');
    else response.setHeader('Cache-Control', render === 2 ? 'private, no-store' : 's-maxage=60');
    response.end(`render ${render}`);
  });
  const replies = await Promise.all(Array.from({ length: 4 }, () => get(`${site.origin}/videos`)));
  expect(site.renders()).toBe(4);
  expect(replies.filter((reply) => reply.headers['set-cookie'])).toHaveLength(1);
  expect(new Set(replies.map((reply) => reply.body.toString())).size).toBe(4);
});

it('answers waiting visitors on their own when the first answer was cut short', async () => {
  const site = await start((response, render) => {
    if (render === 1) response.destroy();
    else response.end(`render ${render}`);
  });
  const replies = await Promise.allSettled(Array.from({ length: 3 }, () => get(`${site.origin}/tire-fitment?make=Tesla`)));
  expect(replies.filter((reply) => reply.status === 'rejected')).toHaveLength(1);
  const bodies = replies.flatMap((reply) => (reply.status === 'fulfilled' ? [reply.value.body.toString()] : []));
  expect(bodies.sort()).toEqual(['render 2', 'render 3']);
});
