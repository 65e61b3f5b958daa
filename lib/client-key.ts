import 'server-only';
import { createHash } from 'node:crypto';
import { isIP } from 'node:net';
import { headers } from 'next/headers';
import { env } from '@/lib/env';
import { SOCKET_ADDRESS_FLAG, SOCKET_ADDRESS_HEADER } from '@/lib/socket-address';

/**
 * Where the client's address may be read from. A value the client can write is never trusted: the
 * left-most X-Forwarded-For entry is whatever the client sent.
 */
interface ClientAddressSource {
  /** On Vercel (its runtime sets VERCEL=1) the platform writes the address itself. */
  onVercel: boolean;
  /** Proxies of ours in front of the app, each appending the address it saw to X-Forwarded-For. */
  trustedProxyHops: number;
  /** Served by the project's own server (`npm start`), which writes each request's socket address itself. */
  socketAddress: boolean;
}

export const clientAddressSource = (source: Record<string, string | undefined> = process.env): ClientAddressSource => ({
  onVercel: source.VERCEL === '1',
  trustedProxyHops: env().TRUSTED_PROXY_HOPS,
  socketAddress: source[SOCKET_ADDRESS_FLAG] === '1',
});

/** Without a trusted source every client shares this key: limits still hold, for all clients together. */
export const UNKNOWN_CLIENT = 'unknown-client';

/**
 * An address as one client: the port and IPv4-in-IPv6 form dropped, and an IPv6 address cut to its /64,
 * the block one subscriber usually holds (one host can use any of its 2^64 addresses).
 */
function normaliseAddress(raw: string | null | undefined): string | undefined {
  let value = raw?.trim();
  if (!value) return undefined;
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed) value = bracketed[1]!;
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(value)) value = value.slice(0, value.lastIndexOf(':'));
  value = value.replace(/^::ffff:(\d{1,3}(\.\d{1,3}){3})$/i, '$1');
  const version = isIP(value);
  if (version === 4) return value;
  if (version !== 6) return undefined;
  return `${expandIpv6(value).slice(0, 4).join(':')}::/64`;
}

function expandIpv6(address: string): string[] {
  const [head = '', tail] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  // An embedded IPv4 tail (::1.2.3.4) fills the last two groups; only the first four groups matter here.
  const fill = Array.from({ length: Math.max(0, 8 - left.length - right.length) }, () => '0');
  return [...left, ...(tail === undefined ? [] : fill), ...right].map((group) => group.replace(/^0+(?=.)/, ''));
}

/**
 * The client's address from a trusted source only:
 * - on Vercel, `x-vercel-forwarded-for` (Vercel writes it and overwrites what the client sent; unlike
 *   `x-forwarded-for` it is not replaced by a proxy placed in front of Vercel), else `x-real-ip`;
 * - behind N trusted proxies, the entry the first of them appended: N-th from the right of X-Forwarded-For;
 * - with no proxy, under the project's own server, the socket address it wrote (the client cannot set it);
 * - otherwise nothing: a bare `next start` cannot tell a real X-Forwarded-For from a forged one (Next fills
 *   the header with the socket address only when the client sent none).
 */
export function trustedClientAddress(list: Headers, source: ClientAddressSource): string | undefined {
  if (source.onVercel) {
    return normaliseAddress(list.get('x-vercel-forwarded-for')?.split(',')[0]) ?? normaliseAddress(list.get('x-real-ip'));
  }
  if (source.trustedProxyHops < 1) return source.socketAddress ? normaliseAddress(list.get(SOCKET_ADDRESS_HEADER)) : undefined;
  const hops = (list.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  // Fewer entries than proxies: the request did not come through them all, so every entry is the client's.
  if (hops.length < source.trustedProxyHops) return undefined;
  return normaliseAddress(hops[hops.length - source.trustedProxyHops]);
}

// Exported for its integration test: the rule is the contract.
/** A stable, non-reversible key for a client (rate limits, sign-in throttling); raw addresses are not stored. */
export function clientKeyFrom(list: Headers, source: ClientAddressSource): string {
  const address = trustedClientAddress(list, source) ?? UNKNOWN_CLIENT;
  return createHash('sha256').update(address).digest('hex').slice(0, 32);
}

/** The key of the client making the current request. */
export async function clientKey(): Promise<string> {
  let list: Headers;
  try {
    list = await headers();
  } catch {
    // Outside a request (a script or a test calling the action directly) there is no client to tell apart.
    return 'no-request';
  }
  return clientKeyFrom(list, clientAddressSource());
}
