import { test as base } from './fixtures';
import { startServerWithOwnDatabase, type ServerWithOwnDatabase } from './launched-server';

export { expect, toast, type Page } from './fixtures';
export type { ServerWithOwnDatabase };

/**
 * `test` for specs that may not share the run's database: one ends every admin session, one kills PostgreSQL.
 * Each worker serves the built site inside the launcher `npm start` uses, on a fresh embedded PostgreSQL of its
 * own (tests/e2e/launched-server.ts), and `baseURL` points there, so these specs run beside every other one.
 */
export const test = base.extend<object, { site: ServerWithOwnDatabase }>({
  site: [
    async ({}, provide) => {
      const site = await startServerWithOwnDatabase('.data/test/own/postgres', {
        // The tests stand in for one trusted proxy: the X-Forwarded-For hop they send is each visitor's address.
        TRUSTED_PROXY_HOPS: '1',
      });
      await provide(site);
      await site.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ site }, provide) => provide(site.origin),
});
