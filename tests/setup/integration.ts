import { createTestDatabase, type TestDatabase } from './db';

declare global {
  var testDb: TestDatabase;
}

/*
 * Every integration test file gets its own database, cloned from the migrated template, and the app's
 * db() pool points at it: code under test runs exactly as in production, on its own rows.
 */
beforeAll(async () => {
  globalThis.testDb = await createTestDatabase();
  process.env.DATABASE_URL = globalThis.testDb.url;
  const holder = globalThis as unknown as { evSql?: unknown };
  holder.evSql = globalThis.testDb.sql;
});

// Dropping a database waits for its connections to close, which takes seconds on a loaded machine.
afterAll(async () => {
  await globalThis.testDb?.drop();
}, 30_000);
