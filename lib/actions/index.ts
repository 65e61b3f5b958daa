import 'server-only';
import type { z } from 'zod';
import { AuthError, requireAdmin } from '@/lib/auth';
import { clientKey } from '@/lib/client-key';
import { hitRateLimit } from '@/lib/db/rate-limits';
import { ERROR_MESSAGES } from '@/lib/errors';
import { ACTION_KIND, fail, type ActionKind, type ActionResult } from '@/lib/actions/result';

export { ok, fail, type ActionResult } from '@/lib/actions/result';

/** An action whose schema accepts undefined may be called with no argument (a button with nothing to send). */
type Args<S extends z.ZodType> = undefined extends z.input<S> ? [input?: z.input<S>] : [input: z.input<S>];
type Action<S extends z.ZodType, T> = (...args: Args<S>) => Promise<ActionResult<T>>;

function mark<F extends object>(action: F, kind: ActionKind): F {
  Object.defineProperty(action, ACTION_KIND, { value: kind });
  return action;
}

/** The first problem zod found, in the schema's own words (the site's message), and the field it is about. */
function invalid(error: z.ZodError, fallback: string): ActionResult<never> {
  const issue = error.issues[0];
  const field = issue?.path[0];
  return fail(issue?.message || fallback, typeof field === 'string' ? field : undefined);
}

/**
 * The one way to write an admin mutation. Server actions are public HTTP endpoints, so the session is
 * checked first (before the input is even parsed, so an anonymous caller learns nothing about the schema),
 * then the input is parsed with the schema, then the work runs. A thrown error is logged and shown as the
 * screen's own message: database details never reach the browser.
 */
export function adminAction<S extends z.ZodType, T = undefined>(
  schema: S,
  fallback: string,
  work: (input: z.output<S>) => Promise<ActionResult<T>>,
): Action<S, T> {
  return mark(async (...[input]: Args<S>): Promise<ActionResult<T>> => {
    try {
      await requireAdmin();
    } catch (error) {
      if (error instanceof AuthError) return { ok: false, message: error.message, reason: error.reason };
      console.error('admin session check failed', error);
      return fail(fallback);
    }
    const parsed = schema.safeParse(input);
    if (!parsed.success) return invalid(parsed.error, fallback);
    try {
      return await work(parsed.data);
    } catch (error) {
      console.error(fallback, error);
      return fail(fallback);
    }
  }, 'admin');
}

interface RateLimit {
  /** The limit's name in `rate_limits`; one bucket per form. */
  bucket: string;
  max: number;
  windowSeconds: number;
}

/**
 * The public twin of adminAction, for visitor forms: parse, then count the attempt against the client's
 * rate limit, then run. Failures become the form's message.
 */
export function publicAction<S extends z.ZodType, T = undefined>(
  schema: S,
  options: { fallback: string; limit: RateLimit },
  work: (input: z.output<S>) => Promise<ActionResult<T>>,
): Action<S, T> {
  return mark(async (...[input]: Args<S>): Promise<ActionResult<T>> => {
    const parsed = schema.safeParse(input);
    if (!parsed.success) return invalid(parsed.error, options.fallback);
    try {
      const { bucket, max, windowSeconds } = options.limit;
      const limit = await hitRateLimit(bucket, await clientKey(), max, windowSeconds);
      if (!limit.allowed) return fail(ERROR_MESSAGES.rateLimited);
      return await work(parsed.data);
    } catch (error) {
      console.error(options.fallback, error);
      return fail(options.fallback);
    }
  }, 'public');
}
