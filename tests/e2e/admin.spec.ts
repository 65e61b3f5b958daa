import { expect, test, toast, type Page } from './own-database';
import { ADMIN_EMAIL, ADMIN_PASSWORD, nonAdminCookie, SESSION_COOKIE } from './admin-session';

// This spec's server trusts one proxy hop (TRUSTED_PROXY_HOPS=1 in ./own-database.ts), which the tests play:
// each run is its own client, so failed sign-ins of earlier runs never make this one wait.
const clientAddress = `203.0.113.${Math.floor(Math.random() * 250) + 1}`;
test.use({ extraHTTPHeaders: { 'x-forwarded-for': clientAddress } });

async function signIn(page: Page, password = ADMIN_PASSWORD, email = ADMIN_EMAIL) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function signedIn(page: Page, next = '/admin/dashboard') {
  await page.goto(`/admin/login?next=${encodeURIComponent(next)}`);
  await signIn(page);
  await expect(page).toHaveURL(next);
}

test.describe('sign-in and guard', () => {
  test('an admin page sends you to sign in, refuses a wrong password, then returns you to it', async ({ page }) => {
    await page.goto('/admin/articles');
    await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Farticles/);
    await expect(toast(page, 'You must be logged in to access this page')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sign in to Admin Dashboard' })).toBeVisible();
    await expect(page.getByText('Access restricted to authorized personnel only')).toBeVisible();
    // A browser that never signed in here is not told the administrator's address.
    await expect(page.getByLabel('Email')).toHaveValue('');

    await page.getByLabel('Email').fill(ADMIN_EMAIL);
    await page.getByLabel('Password').fill('12345');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();

    await signIn(page, 'not-the-password');
    await expect(toast(page, 'Invalid password. Please try again.')).toBeVisible();

    await signIn(page, ADMIN_PASSWORD, 'someone.else@example.com');
    await expect(toast(page, 'Access denied. Invalid credentials.')).toBeVisible();

    await signIn(page);
    await expect(page).toHaveURL('/admin/articles');
    await expect(toast(page, 'Welcome back!')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Article Library' })).toBeVisible();
  });

  test('the session cookie is HttpOnly, SameSite=Lax and ends after 1 hour, or 24 hours when remembered', async ({ page, context }) => {
    await signedIn(page);
    let cookie = (await context.cookies()).find((c) => c.name === SESSION_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(cookie.expires * 1000 - Date.now()).toBeGreaterThan(59 * 60_000);
    expect(cookie.expires * 1000 - Date.now()).toBeLessThanOrEqual(60 * 60_000);

    await page.goto('/admin/login');
    await page.getByLabel('Remember me for 24 hours').check();
    await signIn(page);
    await expect(page).toHaveURL('/admin/dashboard');
    cookie = (await context.cookies()).find((c) => c.name === SESSION_COOKIE)!;
    expect(cookie.expires * 1000 - Date.now()).toBeGreaterThan(23.9 * 3600_000);
  });

  test('logout ends the session, even for a copy of its cookie', async ({ page, context }) => {
    await signedIn(page);
    await expect(page.getByText(`Logged in as ${ADMIN_EMAIL}`)).toBeVisible();
    const copy = (await context.cookies()).find((c) => c.name === SESSION_COOKIE)!;
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(toast(page, 'Logged out successfully')).toBeVisible();
    await expect(page).toHaveURL('/admin/login');
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fdashboard/);
    // Someone who kept the cookie gets nothing: the server has forgotten the session.
    await context.addCookies([copy]);
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/admin\/login\?reason=login-required/);
    // This browser signed in before, so it offers its own last address; the page itself never prints it.
    await expect(page.getByLabel('Email')).toHaveValue(ADMIN_EMAIL);
  });

  test('a kept cookie downloads nothing once its session is signed out, here or everywhere', async ({ page, context, request }) => {
    test.slow();
    const replay = (path: string, cookie: { value: string }) =>
      request.get(path, { headers: { cookie: `${SESSION_COOKIE}=${cookie.value}` }, maxRedirects: 0 });
    for (const signOut of ['Logout', 'Sign out everywhere']) {
      await signedIn(page);
      const copy = (await context.cookies()).find((c) => c.name === SESSION_COOKIE)!;
      const before = await replay('/admin/subscribers/export', copy);
      expect(before.status()).toBe(200);
      expect(before.headers()['content-type']).toContain('text/csv');

      await page.getByRole('button', { name: signOut }).click();
      await expect(page).toHaveURL(/\/admin\/login/);
      for (const path of ['/admin/subscribers/export', '/admin/installer-leads/proof/1']) {
        const after = await replay(path, copy);
        expect({ path, status: after.status() }).toEqual({ path, status: 401 });
        expect(await after.json()).toEqual({ message: 'You must be logged in to access this page' });
      }
    }
  });

  test('opening the login page and "Sign out everywhere" end sessions for real', async ({ page, browser, baseURL }) => {
    // Three sign-ins, each a deliberately slow password check.
    test.slow();
    await signedIn(page);
    const elsewhere = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': clientAddress } });
    const other = await elsewhere.newPage();
    await other.goto('/admin/login');
    await signIn(other);
    await expect(other).toHaveURL('/admin/dashboard');

    // Opening the login page signs out there; a copy of that browser's cookie no longer works.
    const copy = (await elsewhere.cookies()).find((c) => c.name === SESSION_COOKIE)!;
    await other.goto('/admin/login');
    await elsewhere.addCookies([copy]);
    await other.goto('/admin/dashboard');
    await expect(other).toHaveURL(/\/admin\/login/);
    await signIn(other);
    await expect(other).toHaveURL('/admin/dashboard');

    // 'Sign out everywhere' on the first browser ends the other browser's session too.
    await page.getByRole('button', { name: 'Sign out everywhere' }).click();
    await expect(toast(page, 'Signed out on every device')).toBeVisible();
    await expect(page).toHaveURL('/admin/login');
    await other.goto('/admin/videos');
    await expect(other).toHaveURL(/\/admin\/login/);
    await elsewhere.close();
  });

  test('the public HTML of the login page does not contain the administrator address', async ({ request }) => {
    const html = await (await request.get('/admin/login')).text();
    expect(html).toContain('Sign in to Admin Dashboard');
    expect(html).not.toContain(ADMIN_EMAIL);
  });

  test('a session of another e-mail is signed out and refused', async ({ page, context, baseURL }) => {
    await context.addCookies([nonAdminCookie(baseURL!)]);
    await page.goto('/admin/videos');
    await expect(page).toHaveURL(/\/admin\/login/);
    await expect(toast(page, 'You do not have permission to access this page')).toBeVisible();
    expect((await context.cookies()).some((c) => c.name === SESSION_COOKIE)).toBe(false);

    // The dashboard words it as the site's dashboard does.
    await context.addCookies([nonAdminCookie(baseURL!)]);
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/admin\/login/);
    await expect(toast(page, 'Unauthorized access')).toBeVisible();
  });

  test('a link to another site after sign-in leads to the dashboard instead', async ({ page }) => {
    await page.goto('/admin/login?next=https%3A%2F%2Fevil.example%2F');
    await signIn(page);
    await expect(page).toHaveURL('/admin/dashboard');
  });
});
