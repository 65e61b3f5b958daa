import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { siteUrlFrom } from '../../lib/env';

// NEXT, filesIdentity and runNext are exported for the benchmarks, which build and serve a baseline the same way.
export const NEXT = 'node_modules/next/dist/bin/next';
// Exported for its unit test: the rule is the contract.
export const MARKER = '.next/ev-build-database';

/** Pages are prerendered from the database, so a build belongs to the database it was made from. */
function databaseIdentity(): string {
  if (process.env.EMBEDDED_DATA_DIR) return `embedded:${process.env.EMBEDDED_DATA_DIR}`;
  return createHash('sha256').update(process.env.DATABASE_URL ?? '').digest('hex');
}

/**
 * What else a build is made from: the code it compiles, the files it serves and the installed Next. After
 * a `git pull` or an edit, the next `npm start` builds again instead of serving the old build.
 */
const SOURCE_DIRS = ['app', 'components', 'lib', 'public'];
const SOURCE_FILES = [
  'package.json',
  'package-lock.json',
  'next.config.mjs',
  'cache-handler.mjs',
  'postcss.config.mjs',
  'tsconfig.json',
  'proxy.ts',
  'instrumentation.ts',
  'node_modules/next/package.json',
];

/**
 * A hash of files' names and contents: the listed files (a missing one counts as missing) and every file
 * under the folders, except those `skip` names (what a build writes into its own folder).
 */
export async function filesIdentity(files: string[], dirs: string[], skip: (file: string) => boolean = () => false): Promise<string> {
  const all = [...files];
  for (const dir of dirs) {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
    for (const entry of entries) if (entry.isFile()) all.push(path.join(entry.parentPath, entry.name));
  }
  const hash = createHash('sha256');
  for (const file of all.filter((name) => !skip(name)).sort()) {
    hash.update(file).update('\0');
    hash.update(await readFile(file).catch(() => 'missing'));
  }
  return hash.digest('hex');
}

// Exported for its unit test: the rule is the contract.
/**
 * What a build is made for: its database, its sources, and the site's own address, which prerendered pages
 * carry in their canonical, og:url and share links. Locally that address follows PORT (lib/env.ts), so a
 * build made for port 3000 is not served on 3200.
 */
export async function buildIdentity(): Promise<string> {
  return `${databaseIdentity()}\n${siteUrlFrom(process.env) ?? ''}\n${await filesIdentity(SOURCE_FILES, SOURCE_DIRS)}`;
}

export function runNext(args: string[]): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [NEXT, ...args], { stdio: 'inherit' });
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

/** True when the current build was made from this process's database and the sources as they are now. */
export async function buildIsCurrent(): Promise<boolean> {
  const [buildId, builtFor, identity] = await Promise.all([
    readFile('.next/BUILD_ID', 'utf8').catch(() => undefined),
    readFile(MARKER, 'utf8').catch(() => undefined),
    buildIdentity(),
  ]);
  return Boolean(buildId) && builtFor === identity;
}

/**
 * Builds from this process's database and records what from. No cached read of another database can leak
 * in: the build's data cache lives in its memory only (cache-handler.mjs).
 */
export async function buildForThisDatabase(): Promise<number> {
  // Taken before the build, so an edit made while it runs still counts as newer than the build.
  const identity = await buildIdentity();
  const code = await runNext(['build']);
  if (code === 0) await writeFile(MARKER, identity);
  return code;
}
