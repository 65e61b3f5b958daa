import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';

export const NEXT = 'node_modules/next/dist/bin/next';
const MARKER = '.next/ev-build-database';
/**
 * Next keeps `unstable_cache` results here across builds, keyed by function and arguments only: a build for
 * another database would prerender pages from the previous database's rows until they expire.
 */
const DATA_CACHE = '.next/cache/fetch-cache';

/** Pages are prerendered from the database, so a build belongs to the database it was made from. */
function databaseIdentity(): string {
  if (process.env.EMBEDDED_DATA_DIR) return `embedded:${process.env.EMBEDDED_DATA_DIR}`;
  return createHash('sha256').update(process.env.DATABASE_URL ?? '').digest('hex');
}

export function runNext(args: string[]): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [NEXT, ...args], { stdio: 'inherit' });
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

/** True when the current build was made from this process's database. */
export async function builtForThisDatabase(): Promise<boolean> {
  const [buildId, builtFor] = await Promise.all([
    readFile('.next/BUILD_ID', 'utf8').catch(() => undefined),
    readFile(MARKER, 'utf8').catch(() => undefined),
  ]);
  return Boolean(buildId) && builtFor === databaseIdentity();
}

/** Builds from this process's database, with no cached reads of another database, and records which. */
export async function buildForThisDatabase(): Promise<number> {
  await rm(DATA_CACHE, { recursive: true, force: true });
  const code = await runNext(['build']);
  if (code === 0) await writeFile(MARKER, databaseIdentity());
  return code;
}
