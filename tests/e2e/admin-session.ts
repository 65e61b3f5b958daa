import { expect, type Page } from './fixtures';

/** The administrator the e2e server is started with (playwright.config.ts). */
export const ADMIN_EMAIL = 'admin@example.com';
export const ADMIN_PASSWORD = 'e2e-admin-password';

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
