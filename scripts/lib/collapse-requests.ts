import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';

export type RequestHandler = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * The request headers a page's bytes can depend on. Next varies on the router headers (those requests are
 * never collapsed), the encoding picks gzip or not, the user agent decides how a bot gets its metadata, and a
 * validator turns the answer into a 304.
 */
const KEY_HEADERS = ['host', 'accept', 'accept-encoding', 'user-agent', 'if-none-match', 'if-modified-since', 'x-forwarded-host', 'x-forwarded-proto'];

/** Headers that make a request someone's own, or ask Next's router for a piece of a page. */
const OWN_HEADERS = [
  'cookie',
  'authorization',
  'range',
  'rsc',
  'next-action',
  'next-url',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
];

/** Route handlers count and limit each visitor, the back office is personal, and build files are already cheap. */
const OWN_PATHS = /^\/(?:api|admin|_next)(?:[/?]|$)/;

/** Headers of the connection, not of the answer: each follower's own are written by Node. */
const CONNECTION_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'date']);

/** A page larger than this is not held for followers; they are answered on their own. */
const MAX_SHARED_BYTES = 4 * 1024 * 1024;

interface Answer {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

type Waiter = [IncomingMessage, ServerResponse];

function keyOf(request: IncomingMessage): string | undefined {
  if (request.method !== 'GET' || !request.url || OWN_PATHS.test(request.url)) return undefined;
  if (OWN_HEADERS.some((name) => request.headers[name] !== undefined)) return undefined;
  return JSON.stringify([request.url, ...KEY_HEADERS.map((name) => request.headers[name] ?? '')]);
}

function bytesOf(chunk: unknown, encoding: unknown): Buffer | undefined {
  if (typeof chunk === 'string') return Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return undefined;
}

/**
 * Copies what the handler writes to `response` (after compression, which wraps these same methods later), and
 * resolves with it once the answer is complete; with nothing when it was cut short, too large, or sets a cookie.
 */
function record(response: ServerResponse): Promise<Answer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  const written: OutgoingHttpHeaders = {};
  const keep = (chunk: unknown, encoding: unknown) => {
    const bytes = bytesOf(chunk, encoding);
    if (!bytes || size > MAX_SHARED_BYTES) return;
    size += bytes.length;
    chunks.push(bytes);
  };
  const { write, end, writeHead } = response;
  response.write = function (this: ServerResponse, ...args: unknown[]) {
    keep(args[0], args[1]);
    return Reflect.apply(write, this, args) as boolean;
  } as typeof response.write;
  response.end = function (this: ServerResponse, ...args: unknown[]) {
    if (typeof args[0] !== 'function') keep(args[0], args[1]);
    return Reflect.apply(end, this, args) as ServerResponse;
  } as typeof response.end;
  response.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    // Headers handed to writeHead alone never reach getHeaders().
    const given = args.find((arg) => typeof arg === 'object' && arg !== null);
    if (Array.isArray(given)) {
      for (let index = 0; index + 1 < given.length; index += 2) written[String(given[index]).toLowerCase()] = given[index + 1];
    } else if (given) {
      for (const [name, value] of Object.entries(given)) written[name.toLowerCase()] = value;
    }
    return Reflect.apply(writeHead, this, args) as ServerResponse;
  } as typeof response.writeHead;
  return new Promise((resolve) => {
    response.once('close', () => {
      const headers: OutgoingHttpHeaders = { ...response.getHeaders(), ...written };
      const cacheControl = String(headers['cache-control'] ?? '');
      if (!response.writableFinished || size > MAX_SHARED_BYTES || headers['set-cookie'] !== undefined || cacheControl.includes('private')) {
        return resolve(undefined);
      }
      for (const name of CONNECTION_HEADERS) delete headers[name];
      resolve({ status: response.statusCode, headers, body: Buffer.concat(chunks) });
    });
  });
}

/**
 * Request collapsing, as a CDN does it: while a page is being answered, the same request from other visitors
 * (same address and the headers that shape the page, no cookie, not a router request) waits for that answer and
 * gets a copy of its bytes, instead of making the server render and compress the page again. Only requests that
 * overlap share: one that arrives after the answer went out is answered afresh, so an administrator's change shows
 * on the next request. An answer that sets a cookie or is marked private is not shared; its waiters are then
 * answered one by one.
 */
export function collapseRequests(handle: RequestHandler): RequestHandler {
  const inFlight = new Map<string, Waiter[]>();
  return (request, response) => {
    const key = keyOf(request);
    if (key === undefined) return handle(request, response);
    const waiting = inFlight.get(key);
    if (waiting) {
      waiting.push([request, response]);
      return;
    }
    const waiters: Waiter[] = [];
    inFlight.set(key, waiters);
    void record(response).then((answer) => {
      inFlight.delete(key);
      for (const [waitingRequest, waitingResponse] of waiters) {
        if (!answer) handle(waitingRequest, waitingResponse);
        else if (!waitingResponse.destroyed) waitingResponse.writeHead(answer.status, answer.headers).end(answer.body);
      }
    });
    handle(request, response);
  };
}
