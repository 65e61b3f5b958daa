import { spawn } from 'node:child_process';
import { freePort } from '@/scripts/lib/redis-server';
import { SERVE_ARGS } from '@/scripts/lib/serve-command';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './admin-session';

export interface LaunchedServer {
  origin: string;
  /** Everything the server printed so far. */
  output: () => string;
  stop: () => Promise<void>;
}

/**
 * The built site served as `npm start` serves it (scripts/serve.ts: the project's own server around Next's
 * request handler; the run has just built it), on a free port, against the database of the test run, with no proxy in front: what a
 * directly reached server sees. `env` adds to or overrides the run's environment.
 */
export async function startLaunchedServer(env: Record<string, string> = {}): Promise<LaunchedServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, [...SERVE_ARGS, '--built'], {
    env: {
      ...process.env,
      PORT: String(port),
      NEXT_PUBLIC_SITE_URL: origin,
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      AUTH_SECRET: 'e2e-only-auth-secret-0123456789abcdefghijklmnop',
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
