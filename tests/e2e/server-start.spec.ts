import { spawn } from 'node:child_process';
import { expect, test } from './fixtures';

/**
 * The built server as an operator would start it on a host where AUTH_SECRET was forgotten: it must stop
 * at once with a message naming the setting, not serve a back office that signs sessions with no key.
 */
/** Starts the built server with this environment; resolves with its exit code (null if still serving after 20 s). */
async function startBuilt(env: NodeJS.ProcessEnv, port: string): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '-p', port, '-H', '127.0.0.1'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const code = await new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      resolve(null);
    }, 20_000);
    child.on('exit', (exitCode) => {
      clearTimeout(timer);
      resolve(exitCode);
    });
  });
  return { code, output };
}

test('a production server without AUTH_SECRET refuses to start and says what to set', async () => {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', PORT: '3199', NEXT_PUBLIC_SITE_URL: 'https://ev.example.org' };
  // The launcher's generated secret lives beside the embedded data folder; without the folder it is not found.
  delete env.AUTH_SECRET;
  delete env.EMBEDDED_DATA_DIR;
  const { code, output } = await startBuilt(env, '3199');
  expect(code, output).toBe(1);
  expect(output).toContain('AUTH_SECRET is not set. The admin sign-in refuses to start without it');
});

test("a production server that cannot know its own address refuses to start instead of publishing links on localhost", async () => {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', PORT: '3154', AUTH_SECRET: 'a-secret-of-more-than-thirty-two-characters' };
  // Neither the launcher's embedded database (local use) nor Vercel (its production domain) is there to say it.
  delete env.NEXT_PUBLIC_SITE_URL;
  delete env.EMBEDDED_DATA_DIR;
  delete env.VERCEL_PROJECT_PRODUCTION_URL;
  const { code, output } = await startBuilt(env, '3154');
  expect(code, output).toBe(1);
  expect(output).toContain('NEXT_PUBLIC_SITE_URL is not set.');
});
