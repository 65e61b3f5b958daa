import { expect, type Page } from './fixtures';
import { createSession } from '@/lib/auth/session-token';

/** The administrator the e2e server is started with (playwright.config.ts). */
export const ADMIN_EMAIL = 'admin@example.com';
export const ADMIN_PASSWORD = 'e2e-admin-password';
// The servers' session secret (playwright.config.ts, ./launched-server.ts), to sign a cookie they will accept.
export const AUTH_SECRET = 'e2e-only-auth-secret-0123456789abcdefghijklmnop';
export const SESSION_COOKIE = 'ev_admin_session';

/** A validly signed session cookie for an e-mail that is not the administrator's. */
export function nonAdminCookie(baseURL: string) {
  const { token } = createSession('intruder@example.com', false, AUTH_SECRET);
  return { name: SESSION_COOKIE, value: token, url: baseURL, httpOnly: true, sameSite: 'Lax' as const };
}

/**
 * Signs in through the login form and waits for the screen it was sent to. The form prefills nothing for a
 * browser that never signed in, so both fields are typed. Checking the password is deliberately slow
 * (scrypt), slower still on a busy machine.
 */
export async function signInTo(page: Page, next: string, password = ADMIN_PASSWORD) {
  await page.goto(`/admin/login?next=${encodeURIComponent(next)}`);
  await page.getByLabel('Email').fill(ADMIN_EMAIL);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(next, { timeout: 60_000 });
}
