import 'server-only';
import { lookup as dnsLookup } from 'node:dns/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Addresses a request from our server must never reach: this machine, the private networks behind it, and
 * the cloud metadata services (169.254.169.254, fd00:ec2::254, 100.100.100.200 all fall in these ranges).
 * BlockList checks an IPv4-mapped IPv6 address (::ffff:a.b.c.d) against the IPv4 rules; the other IPv6 forms
 * that embed an IPv4 address (NAT64, 6to4, Teredo) are refused whole.
 */
const BLOCKED = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT, also Alibaba's metadata address
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, where the AWS, GCP and Azure metadata services live
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the broadcast address
] as const) {
  BLOCKED.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96], // NAT64
  ['64:ff9b:1::', 48],
  ['100::', 64], // discard
  ['2001::', 32], // Teredo
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4
  ['fc00::', 7], // unique local, including AWS's fd00:ec2::254
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const) {
  BLOCKED.addSubnet(network, prefix, 'ipv6');
}

// Exported for its unit test: the rule is the contract.
/** Whether an address is one the server must not connect to on a visitor's or an admin's behalf. */
export function isBlockedAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  return BLOCKED.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

interface ResolvedAddress {
  address: string;
  family: number;
}

export interface SafeHeadOptions {
  /** The whole check, every hop included (default 3 s). */
  timeoutMs?: number;
  /** Redirects followed at most (default 3). */
  maxRedirects?: number;
  /** The address policy; tests narrow it to prove each hop is checked. */
  isBlocked?: (address: string) => boolean;
  /** Name resolution; defaults to the system resolver (all addresses). */
  resolve?: (hostname: string) => Promise<ResolvedAddress[]>;
}

type SafeHeadResult =
  | { kind: 'response'; status: number; contentType: string | null; url: string }
  /** Not http(s), credentials in the URL, a refused address, or too many redirects: never requested. */
  | { kind: 'refused'; reason: string }
  /** Resolution or connection failed, or the time ran out. */
  | { kind: 'failed'; reason: string };

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

const systemResolve = async (hostname: string): Promise<ResolvedAddress[]> => dnsLookup(hostname, { all: true, verbatim: true });

function withDeadline<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason instanceof Error ? signal.reason : new Error('timed out'));
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/**
 * One HEAD request to a vetted address. The connection is pinned to that address (the socket's lookup
 * returns it), so a second DNS answer cannot swap in a private address between the check and the connect.
 * The response body is never read: the socket is destroyed as soon as the headers arrive.
 */
function head(url: URL, pinned: ResolvedAddress, signal: AbortSignal): Promise<IncomingMessage> {
  const lookup: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: pinned.address, family: pinned.family }]);
    else callback(null, pinned.address, pinned.family);
  };
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const request = send(url, { method: 'HEAD', lookup, signal, headers: { accept: 'image/*', 'user-agent': 'ev-repair-image-check' } }, (response) => {
      resolve(response);
      response.destroy();
    });
    request.on('error', reject);
    request.end();
  });
}

/**
 * A HEAD request to a URL an administrator typed, made safely from the server: http(s) only, every hop's
 * host resolved and refused when any of its addresses is loopback, private, link-local or a metadata
 * address, before anything is sent; at most `maxRedirects` redirects, each checked the same way; one
 * deadline for all of it; no body read.
 */
export async function safeHead(raw: string, options: SafeHeadOptions = {}): Promise<SafeHeadResult> {
  const { timeoutMs = 3000, maxRedirects = 3, isBlocked = isBlockedAddress, resolve = systemResolve } = options;
  const signal = AbortSignal.timeout(timeoutMs);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { kind: 'refused', reason: 'not a URL' };
  }
  for (let hop = 0; ; hop += 1) {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return { kind: 'refused', reason: 'not http(s)' };
    if (url.username || url.password) return { kind: 'refused', reason: 'credentials in the URL' };
    const hostname = url.hostname.replace(/^\[(.*)\]$/, '$1');
    let addresses: ResolvedAddress[];
    try {
      addresses = isIP(hostname) ? [{ address: hostname, family: isIP(hostname) }] : await withDeadline(resolve(hostname), signal);
    } catch (error) {
      return { kind: 'failed', reason: `could not resolve ${hostname}: ${(error as Error).message}` };
    }
    const first = addresses[0];
    if (!first) return { kind: 'failed', reason: `no address for ${hostname}` };
    // Every address is checked, not only the one used: a host must not be half public, half private.
    const blocked = addresses.find(({ address }) => isBlocked(address));
    if (blocked) return { kind: 'refused', reason: `${hostname} resolves to ${blocked.address}` };
    let response: IncomingMessage;
    try {
      response = await withDeadline(head(url, first, signal), signal);
    } catch (error) {
      return { kind: 'failed', reason: (error as Error).message };
    }
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (REDIRECTS.has(status) && location) {
      if (hop >= maxRedirects) return { kind: 'refused', reason: 'too many redirects' };
      try {
        url = new URL(location, url);
      } catch {
        return { kind: 'refused', reason: 'unreadable redirect' };
      }
      continue;
    }
    return { kind: 'response', status, contentType: response.headers['content-type'] ?? null, url: url.toString() };
  }
}
