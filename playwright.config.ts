import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, playwrightChromium } from './scripts/lib/chromium';
import { SERVE_ARGS } from './scripts/lib/serve-command';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
const desktop = { ...devices['Desktop Chrome'], channel: undefined };

/**
 * Specs that sign in or change rows other specs read (an admin change can remove the row a visitor's test just picked;
 * the analytics test counts views) run after the visitors' specs, in two lanes side by side that change different
 * rows: one tires, vehicles, the logo, links, leads, subscribers and code notes; the other the glossary, articles and
 * videos (and the back office's dashboard and authorization sweep).
 */
const CATALOGUE_ADMIN = /\/(admin-tires|admin-affiliate|admin-operator|fault-codes|admin-code-families|fault-code-relations)\.spec\.ts$/;
const CONTENT_ADMIN = /\/(admin-glossary|admin-content|list-search|read-your-writes|shared-cache)\.spec\.ts$/;
/** Nothing may run beside this: it loads a freshly started server with 200 requests at once. */
const ALONE = /\/burst\.spec\.ts$/;
/**
 * These end every admin session ('Sign out everywhere') and kill PostgreSQL: each worker gives them a server and a
 * PostgreSQL of their own (tests/e2e/own-database.ts), so they run from the start, beside the others.
 */
const OWN_DATABASE = /\/(admin|reliability)\.spec\.ts$/;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  // Two visitors' spec files at a time: a test mostly waits on the one server or the browser, so two workers keep
  // both cores busy. The third runs the specs on their own database, which mostly wait on a clock.
  workers: 3,
  // One retry everywhere: on a busy 2-core machine a timing flake should not fail the run, and the retry
  // records a trace. The retried reporter prints every test that needed its retry, with its first error.
  retries: 1,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['./tests/e2e/reporters/retried.ts'],
    ...(process.env.CI ? [] : [['html', { open: 'never' }] as const]),
  ],
  use: {
    baseURL,
    // Recording a trace for every test costs about a quarter of the suite's time; a retry records one.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: playwrightChromium() ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
  },
  // Run one spec of a later project by itself with --no-deps, or the projects it depends on run first.
  projects: [
    { name: 'visitors', testIgnore: [CATALOGUE_ADMIN, CONTENT_ADMIN, ALONE, OWN_DATABASE], workers: 2, use: desktop },
    { name: 'own-database', testMatch: OWN_DATABASE, workers: 1, use: desktop },
    { name: 'catalogue-admin', testMatch: CATALOGUE_ADMIN, dependencies: ['visitors'], workers: 1, use: desktop },
    { name: 'content-admin', testMatch: CONTENT_ADMIN, dependencies: ['visitors'], workers: 1, use: desktop },
    { name: 'alone', testMatch: ALONE, dependencies: ['catalogue-admin', 'content-admin', 'own-database'], workers: 1, use: desktop },
  ],
  webServer: {
    // The site as `npm start` serves it (scripts/lib/site-server.ts), without the build check: the run has just
    // built it. One process, whose PID is the server's.
    command: `node ${SERVE_ARGS.join(' ')} --built`,
    url: baseURL,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      NEXT_PUBLIC_SITE_URL: baseURL,
      // The back office's sign-in for the admin e2e tests (tests/e2e/admin.spec.ts uses the same values).
      ADMIN_EMAIL: 'admin@example.com',
      ADMIN_PASSWORD: 'e2e-admin-password',
      AUTH_SECRET: 'e2e-only-auth-secret-0123456789abcdefghijklmnop',
      // The tests stand in for one trusted proxy: the X-Forwarded-For hop they send is each visitor's address.
      TRUSTED_PROXY_HOPS: '1',
    },
  },
});
