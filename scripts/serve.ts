import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';

const NEXT = 'node_modules/next/dist/bin/next';
const MARKER = '.next/ev-build-database';

/** Pages are prerendered from the database, so a build belongs to the database it was made from. */
function databaseIdentity(): string {
  if (process.env.EMBEDDED_DATA_DIR) return `embedded:${process.env.EMBEDDED_DATA_DIR}`;
  return createHash('sha256').update(process.env.DATABASE_URL ?? '').digest('hex');
}

function run(args: string[]): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [NEXT, ...args], { stdio: 'inherit' });
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

async function main() {
  const identity = databaseIdentity();
  const [buildId, builtFor] = await Promise.all([
    readFile('.next/BUILD_ID', 'utf8').catch(() => undefined),
    readFile(MARKER, 'utf8').catch(() => undefined),
  ]);
  if (!buildId || builtFor !== identity) {
    console.log('[start] building the site for this database (first start takes a minute)…');
    const code = await run(['build']);
    if (code !== 0) return code;
    await writeFile(MARKER, identity);
  }
  return run(['start', '-p', process.env.PORT ?? '3000']);
}

main().then((code) => process.exit(code));
