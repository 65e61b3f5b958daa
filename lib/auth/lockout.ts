/** After this many failed sign-ins from one client for one e-mail, sign-in pauses. */
export const MAX_FAILED_ATTEMPTS = 5;
export const LOCKOUT_MINUTES = 15;
export const LOCKOUT_MS = LOCKOUT_MINUTES * 60 * 1000;

export interface LoginAttempt {
  succeeded: boolean;
  attemptedAt: Date;
}

export type LockoutState = { locked: false; failures: number } | { locked: true; failures: number; until: Date };

/**
 * Failures count within the last 15 minutes and since the last success. Locked once there are 5; the
 * pause ends 15 minutes after the fifth-latest failure, so every further failure extends it.
 */
export function lockoutState(attempts: readonly LoginAttempt[], now = new Date()): LockoutState {
  const since = now.getTime() - LOCKOUT_MS;
  const recent = [...attempts]
    .filter((attempt) => attempt.attemptedAt.getTime() > since)
    .sort((a, b) => b.attemptedAt.getTime() - a.attemptedAt.getTime());
  const lastSuccess = recent.findIndex((attempt) => attempt.succeeded);
  const failures = (lastSuccess === -1 ? recent : recent.slice(0, lastSuccess)).filter((a) => !a.succeeded);
  if (failures.length < MAX_FAILED_ATTEMPTS) return { locked: false, failures: failures.length };
  const fifth = failures[MAX_FAILED_ATTEMPTS - 1]!;
  return { locked: true, failures: failures.length, until: new Date(fifth.attemptedAt.getTime() + LOCKOUT_MS) };
}
