import 'server-only';
import { AuthError, requireAdmin } from '@/lib/auth';
import type { LoginReason } from '@/lib/auth/messages';

export type ActionResult<T = undefined> =
  | { ok: true; message: string; data?: T }
  | { ok: false; message: string; reason?: LoginReason };

/**
 * Runs an admin mutation: the session is checked first (server actions are public HTTP endpoints, the
 * proxy is no protection), then the work. Failures become the screen's own message; details are logged.
 */
export async function adminAction<T>(fallback: string, work: () => Promise<ActionResult<T>>): Promise<ActionResult<T>> {
  try {
    await requireAdmin();
  } catch (error) {
    if (error instanceof AuthError) return { ok: false, message: error.message, reason: error.reason };
    console.error('admin session check failed', error);
    return { ok: false, message: fallback };
  }
  try {
    return await work();
  } catch (error) {
    console.error(fallback, error);
    return { ok: false, message: fallback };
  }
}
