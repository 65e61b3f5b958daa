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

afterAll(async () => {
  await globalThis.testDb?.drop();
});
