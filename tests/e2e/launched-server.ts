import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { freePort } from '@/scripts/lib/redis-server';
import { SERVE_ARGS } from '@/scripts/lib/serve-command';
import { ADMIN_EMAIL, ADMIN_PASSWORD, AUTH_SECRET } from './admin-session';

export interface LaunchedServer {
  origin: string;
  /** Everything the server printed so far. */
  output: () => string;
  stop: () => Promise<void>;
}

/** A server with a PostgreSQL of its own, which the launcher around it supervises. */
export interface ServerWithOwnDatabase extends LaunchedServer {
  /** The embedded PostgreSQL's data folder (its postmaster.pid names the process to kill). */
  dataDir: string;
  databaseUrl: string;
}

/**
 * Starts `args` (run by this Node) with `inherited` (the run's environment), the server's settings over it and
 * `env` over those, on a free port, and waits until it serves the site. With `--built` the server serves the build
 * as it is: the run has just built it.
 */
async function launch(args: string[], env: Record<string, string>, inherited: NodeJS.ProcessEnv = process.env, fixedPort?: number): Promise<LaunchedServer> {
  const port = fixedPort ?? (await freePort());
  const origin = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, args, {
    env: {
      ...inherited,
      PORT: String(port),
      NEXT_PUBLIC_SITE_URL: origin,
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      AUTH_SECRET,
      // Reached directly: no proxy of ours in front.
      TRUSTED_PROXY_HOPS: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${output}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server did not answer on ${origin} within 90 s:\n${output}`);
    }
    const up = await fetch(`${origin}/robots.txt`, { signal: AbortSignal.timeout(5000) }).then((response) => response.ok, () => false);
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return { origin, output: () => output, stop };
}

/**
 * The built site served as `npm start` serves it (scripts/serve.ts: the project's own server around Next's
 * request handler), on a free port, against the database of the test run, with no proxy in front: what a
 * directly reached server sees. `env` adds to or overrides the run's environment. A `port` of the caller's lets a
 * test start the server again where a browser's service worker expects it.
 */
export function startLaunchedServer(env: Record<string, string> = {}, port?: number): Promise<LaunchedServer> {
  return launch([...SERVE_ARGS, '--built'], env, process.env, port);
}

/**
 * The same server inside the launcher `npm start` uses (scripts/with-db.ts), on a fresh embedded PostgreSQL in
 * `dataDir`, migrated and seeded as the run's own: a test may kill that PostgreSQL while every other test goes on
 * against the run's. Stopping it stops the server, then its PostgreSQL.
 */
export async function startServerWithOwnDatabase(dataDir: string, env: Record<string, string> = {}): Promise<ServerWithOwnDatabase> {
  const inherited = { ...process.env };
  delete inherited.DATABASE_URL;
  delete inherited.EMBEDDED_DATA_DIR;
  const launcher = ['node_modules/tsx/dist/cli.mjs', 'scripts/with-db.ts', '--fresh', '--data-dir', dataDir, '--'];
  const server = await launch([...launcher, process.execPath, ...SERVE_ARGS, '--built'], env, inherited);
  // The launcher writes its database's address beside the data folder before it starts the server.
  const databaseUrl = (await readFile(path.join(path.dirname(path.resolve(dataDir)), 'database-url'), 'utf8')).trim();
  return { ...server, dataDir: path.resolve(dataDir), databaseUrl };
}
