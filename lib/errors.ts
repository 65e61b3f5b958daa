/** The error catalogue (docs/product/messages.md §1) and retry policy (docs/product/limits.md §1), shared by every public reader. */

export const ERROR_MESSAGES = {
  offline: 'Unable to connect to the database. Please check your internet connection and try again.',
  timeout: 'The operation took too long to complete. Please try again.',
  connection: 'Database connection failed. Please try again later.',
  auth: 'Authentication failed. Please check your API credentials.',
  notFound: 'The requested resource was not found.',
  rateLimited: 'Too many requests. Please try again in a few minutes.',
  unexpected: 'An unexpected error occurred. Please try again.',
  noInternet: 'No internet connection available',
} as const;

export const RATE_LIMITED_MESSAGE = ERROR_MESSAGES.rateLimited;

/**
 * The site's shape (3 attempts, backoff from 1 s plus up to 1 s jitter, capped at 10 s) inside a budget: a
 * page render may spend at most 2.5 s on one read, so a database that is down costs a visitor seconds, not
 * the minute and a half that three 30-second attempts allowed. A retry starts only if its wait ends inside
 * the budget; the query itself is bounded on the server by statement_timeout (lib/db/connection.ts).
 */
const RETRY_POLICY = {
  attempts: 3,
  baseDelayMs: 1000,
  maxJitterMs: 1000,
  maxDelayMs: 10_000,
  budgetMs: 2500,
} as const;

type ErrorKind = 'offline' | 'timeout' | 'connection' | 'auth' | 'notFound' | 'rateLimited' | 'other';

// Exported for its unit test: the rule is the contract.
/** An error whose message is written for the visitor and may be shown as it is. */
export class UserFacingError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UserFacingError';
  }
}

class TimeoutError extends Error {
  constructor(ms: number) {
    super(`Timed out after ${ms} ms`);
    this.name = 'TimeoutError';
  }
}

interface ErrorLike {
  code?: unknown;
  status?: unknown;
  message?: unknown;
  name?: unknown;
}

/** Set on the error a reader throws without trying while the database is known to be down. */
export const DATABASE_UNAVAILABLE = 'DATABASE_UNAVAILABLE';

const CONNECTION_CODES = new Set([
  DATABASE_UNAVAILABLE,
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'EHOSTUNREACH',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'PGRST301',
  '57P01',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08006',
  '53300',
]);
const OFFLINE_CODES = new Set(['ENOTFOUND', 'EAI_AGAIN', 'ENETUNREACH']);
const AUTH_CODES = new Set(['28P01', '28000', '42501']);

export function classifyError(error: unknown): ErrorKind {
  const e = (typeof error === 'object' && error !== null ? error : {}) as ErrorLike;
  const code = typeof e.code === 'string' ? e.code : undefined;
  const status = typeof e.status === 'number' ? e.status : undefined;
  if (error instanceof TimeoutError || code === 'CONNECT_TIMEOUT' || code === '57014' || e.name === 'AbortError') {
    return 'timeout';
  }
  if (code && OFFLINE_CODES.has(code)) return 'offline';
  if (e.message === ERROR_MESSAGES.noInternet || e.message === 'Failed to fetch') return 'offline';
  if (code && CONNECTION_CODES.has(code)) return 'connection';
  if ((code && AUTH_CODES.has(code)) || status === 401) return 'auth';
  if (code === 'PGRST204' || status === 404) return 'notFound';
  if (status === 429) return 'rateLimited';
  return 'other';
}

/**
 * The message a visitor sees. Database errors of the 'other' kind carry SQL details, so only
 * messages written for people (UserFacingError) pass through; the rest become the generic text.
 */
export function toUserMessage(error: unknown, fallback: string = ERROR_MESSAGES.unexpected): string {
  const kind = classifyError(error);
  if (kind !== 'other') return ERROR_MESSAGES[kind];
  if (error instanceof UserFacingError) return error.message;
  return fallback;
}

/** Transient failures are worth another attempt; a constraint violation or bad query is not. */
function isRetryable(error: unknown): boolean {
  const kind = classifyError(error);
  return kind === 'timeout' || kind === 'connection' || kind === 'offline' || kind === 'rateLimited';
}

// Exported for its unit test: the rule is the contract.
export function retryDelayMs(attempt: number, random: () => number = Math.random): number {
  const exponential = RETRY_POLICY.baseDelayMs * 2 ** (attempt - 1);
  return Math.min(RETRY_POLICY.maxDelayMs, exponential + random() * RETRY_POLICY.maxJitterMs);
}

export async function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    return await Promise.race([
      work,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new TimeoutError(ms)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

interface RetryOptions {
  attempts?: number;
  /** Time from the first attempt within which a retry may start (its wait included). */
  budgetMs?: number;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
  now?: () => number;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs a load with the site's retry shape inside a time budget: a retry starts only if its wait ends inside
 * the budget. Each attempt is bounded where the time is spent, not by a timer here: connecting gives up after
 * the connect timeout and the server cancels a statement after statement_timeout (lib/db/connection.ts), which
 * also frees the connection. A promise race would only stop waiting while the query kept its connection, and
 * the retry would open another.
 */
export async function withRetry<T>(load: () => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const attempts = options.attempts ?? RETRY_POLICY.attempts;
  const budget = options.budgetMs ?? RETRY_POLICY.budgetMs;
  const sleep = options.sleep ?? defaultSleep;
  const now = options.now ?? Date.now;
  const deadline = now() + budget;
  let lastError: unknown;
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      lastError = error;
      if (attempt === attempts || !isRetryable(error)) break;
      const wait = retryDelayMs(attempt, options.random);
      if (now() + wait >= deadline) break;
      await sleep(wait);
    }
  }
  throw lastError;
}
