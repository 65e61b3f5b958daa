import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt cost parameters (OWASP's minimum for scrypt is N=2^17, r=8, p=1). */
const N = 2 ** 17;
const R = 8;
const P = 1;
const KEY_LENGTH = 64;
// N * r * 128 bytes is 128 MiB; node's default cap (32 MiB) is too low for these parameters.
const MAX_MEMORY = 256 * 1024 * 1024;

function scrypt(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(password, salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/**
 * A self-describing hash: `scrypt:N:r:p:salt:key`, salt and key in base64url. Colons, not the usual '$':
 * Next's .env loading expands `$name`, which would silently corrupt a hash pasted into .env.
 */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await withHashSlot(() => scrypt(password, salt, KEY_LENGTH, { N, r: R, p: P, maxmem: MAX_MEMORY }));
  return ['scrypt', N, R, P, salt.toString('base64url'), key.toString('base64url')].join(':');
}

export function isPasswordHash(value: string): boolean {
  return /^scrypt:\d+:\d+:\d+:[A-Za-z0-9_-]+:[A-Za-z0-9_-]+$/.test(value);
}

/**
 * Each hash holds 128 MiB while it runs. At most two run at once and at most eight more wait for a turn; a
 * flood of sign-ins beyond that is refused at once (PasswordCheckBusyError) instead of queueing until
 * the server runs out of memory.
 */
const MAX_CONCURRENT_HASHES = 2;
const MAX_WAITING_HASHES = 8;

export class PasswordCheckBusyError extends Error {
  constructor() {
    super('Too many password checks at once');
    this.name = 'PasswordCheckBusyError';
  }
}

const slots = { running: 0, peak: 0, started: 0, waiting: [] as (() => void)[] };

// Exported for its integration test: the rule is the contract.
/** Hashes running and waiting now, the most that ever ran at once, and how many ever started. */
export const passwordCheckLoad = () => ({
  running: slots.running,
  waiting: slots.waiting.length,
  peak: slots.peak,
  started: slots.started,
});

async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (slots.running < MAX_CONCURRENT_HASHES) slots.running += 1;
  else if (slots.waiting.length < MAX_WAITING_HASHES) await new Promise<void>((resolve) => slots.waiting.push(resolve));
  else throw new PasswordCheckBusyError();
  slots.peak = Math.max(slots.peak, slots.running);
  slots.started += 1;
  try {
    return await work();
  } finally {
    // A waiting check takes this slot over directly, so no newcomer can slip in between.
    const next = slots.waiting.shift();
    if (next) next();
    else slots.running -= 1;
  }
}

/** Constant-time comparison; a malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  return withHashSlot(() => verifyPasswordNow(password, stored));
}

async function verifyPasswordNow(password: string, stored: string): Promise<boolean> {
  if (!isPasswordHash(stored)) return false;
  const [, n, r, p, salt, key] = stored.split(':') as [string, string, string, string, string, string];
  const expected = Buffer.from(key, 'base64url');
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  if (!(cost.N > 1 && cost.N <= 2 ** 20 && cost.r > 0 && cost.r <= 32 && cost.p > 0 && cost.p <= 16)) return false;
  const actual = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length, {
    ...cost,
    maxmem: Math.max(MAX_MEMORY, 256 * cost.N * cost.r),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
