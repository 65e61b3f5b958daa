import type { Cookie } from '@playwright/test';
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

/** The session this worker signed in for with openAsAdmin. */
let kept: Cookie | undefined;

/**
 * Opens a back-office page as the administrator, for specs whose subject is not signing in: the worker's first call
 * signs in through the form, later ones reuse that session's cookie (each sign-in costs the server a slow scrypt),
 * and sign in again when it no longer opens the page (opening the login page ends the session it is opened with).
 * Specs that end sessions or count them sign in with signInTo each time.
 */
export async function openAsAdmin(page: Page, next: string) {
  if (kept) {
    await page.context().addCookies([kept]);
    await page.goto(next);
    if (new URL(page.url()).pathname !== '/admin/login') {
      await expect(page).toHaveURL(next);
      return;
    }
  }
  await signInTo(page, next);
  kept = (await page.context().cookies()).find((cookie) => cookie.name === SESSION_COOKIE);
}
