import { request as httpRequest } from 'node:http';
import { expect, test } from './fixtures';
import { startLaunchedServer, type LaunchedServer } from './launched-server';
import { clearOfWindowEnd } from '../fixtures/rate-limit-window';

/*
 * `npm start` reached directly, with no proxy in front: each visitor is limited on their own, by the address
 * their connection comes from, and nothing a client writes in its headers changes whose limit it uses.
 * Two clients are two loopback addresses of this machine (all of 127.0.0.0/8 is local on Linux).
 */

let server: LaunchedServer;
test.beforeAll(async () => {
  test.setTimeout(150_000);
  server = await startLaunchedServer();
});
test.afterAll(async () => server?.stop());

/** A random loopback address: a client of its own in every run, so earlier runs' counts never add up. */
const loopback = () => `127.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 250)}`;

/** One VIN lookup from `from`, with the headers a client chooses to send; the response's status. */
function decodeVin(from: string, headers: Record<string, string> = {}): Promise<number> {
  const url = new URL('/api/vin', server.origin);
  const body = JSON.stringify({ vin: '1HGCM82633A004352' });
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      url,
      {
        method: 'POST',
        localAddress: from,
        agent: false,
        headers: { 'content-type': 'application/json', origin: server.origin, 'content-length': Buffer.byteLength(body), ...headers },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

test('two visitors of a directly reached npm start are limited each on their own, and forged headers change nothing', async () => {
  test.setTimeout(120_000);
  await clearOfWindowEnd(600);
  const [first, second] = [loopback(), loopback()];
  /** Lookups the visitor is allowed before the first 429 (30 in 10 minutes, app/api/vin/route.ts). */
  const useUp = async (from: string) => {
    let allowed = 0;
    while (allowed < 100 && (await decodeVin(from)) !== 429) allowed += 1;
    return allowed;
  };
  const allowed = await useUp(first);
  expect(allowed).toBeGreaterThan(0);
  expect(allowed).toBeLessThan(100);

  // Claiming to be someone else, as a proxy would write it or as the server writes it itself.
  expect(await decodeVin(first, { 'x-forwarded-for': loopback() })).toBe(429);
  expect(await decodeVin(first, { 'x-forwarded-for': `${loopback()}, ${loopback()}`, 'x-real-ip': loopback() })).toBe(429);
  expect(await decodeVin(first, { 'x-ev-socket-address': loopback() })).toBe(429);

  // The other visitor still has all of theirs.
  expect(await useUp(second)).toBe(allowed);
});
