import type { LoginReason } from '@/lib/auth/messages';

/**
 * What every server action returns and every form shows. Plain data (no Error objects) because it crosses
 * the network to the client.
 */
export type ActionResult<T = undefined> =
  | { ok: true; message: string; data?: T }
  | {
      ok: false;
      message: string;
      /** Set when the session check refused: the screen sends the visitor to sign in. */
      reason?: LoginReason;
      /** The form field the message is about, when it is about one. */
      field?: string;
      /** Every field's problem at once, for a form that shows them all after one submit. */
      fieldErrors?: Partial<Record<string, string>>;
    };

export const ok = <T = undefined>(message: string, data?: T): ActionResult<T> =>
  data === undefined ? { ok: true, message } : { ok: true, message, data };

export const fail = (message: string, field?: string): ActionResult<never> =>
  field === undefined ? { ok: false, message } : { ok: false, message, field };

/** How a server action was made; the authorization sweep reads it to prove no action skips the builder. */
export type ActionKind = 'admin' | 'public';
export const ACTION_KIND = Symbol.for('ev-repair.action-kind');
