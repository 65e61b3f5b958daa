/**
 * Sign-in throttling per (account, client), OWASP's answer to guessing without handing anyone a way to lock
 * the administrator out: a few failures are free, then each further failure doubles the wait before the
 * next attempt from that same client, up to 15 minutes. There is no global lock: another client (another
 * address, or the administrator's browser with its device cookie) is judged on its own failures only.
 */
const FREE_FAILURES = 4;
const FIRST_DELAY_MS = 1000;
const MAX_DELAY_MS = 15 * 60 * 1000;
/** Failures older than this are forgotten; it outlasts the longest wait, so the waits cannot be reset by waiting them out. */
export const FAILURE_MEMORY_HOURS = 24;

interface LoginAttempt {
  succeeded: boolean;
  attemptedAt: Date;
}

type ThrottleState = { allowed: true; failures: number } | { allowed: false; failures: number; retryAt: Date };

// Exported for its unit test: the rule is the contract.
/** The wait imposed after the n-th failure in a row. */
export function delayAfterFailures(failures: number): number {
  if (failures <= FREE_FAILURES) return 0;
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** (failures - FREE_FAILURES - 1));
}

/** Counts the failures since the last success (within the memory) and says whether an attempt may run now. */
export function throttleState(attempts: readonly LoginAttempt[], now = new Date()): ThrottleState {
  const since = now.getTime() - FAILURE_MEMORY_HOURS * 3_600_000;
  const recent = [...attempts]
    .filter((attempt) => attempt.attemptedAt.getTime() > since)
    .sort((a, b) => b.attemptedAt.getTime() - a.attemptedAt.getTime());
  const lastSuccess = recent.findIndex((attempt) => attempt.succeeded);
  const failures = (lastSuccess === -1 ? recent : recent.slice(0, lastSuccess)).filter((a) => !a.succeeded);
  const latest = failures[0];
  if (!latest) return { allowed: true, failures: 0 };
  const retryAt = new Date(latest.attemptedAt.getTime() + delayAfterFailures(failures.length));
  return retryAt.getTime() > now.getTime()
    ? { allowed: false, failures: failures.length, retryAt }
    : { allowed: true, failures: failures.length };
}

/** 'Please wait 8 seconds', '…2 minutes': rounded up, so the administrator never tries a moment too soon. */
export function waitText(retryAt: Date, now = new Date()): string {
  const seconds = Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / 1000));
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
