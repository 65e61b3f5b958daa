import { spawn, type ChildProcess } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createSql } from '../../lib/db/connection';
import { SERVE_ARGS } from '../../scripts/lib/serve-command';
import { buildForThisDatabase, buildIsCurrent, filesIdentity, NEXT, runNext } from '../../scripts/lib/next-build';

export interface Site {
  origin: string;
  /** The server's process, for benches that read its memory. */
  pid: number;
  stop: () => Promise<void>;
}

async function waitUntilUp(origin: string, child: ChildProcess, probe: string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`next start exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${origin}${probe}`, { signal: AbortSignal.timeout(5_000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the site did not answer on ${origin} within 90 s`);
}

/** A server started by `args` on its own port, stopped with `stop()`. */
async function serve(args: string[], port: number, env: NodeJS.ProcessEnv, probe: string): Promise<Site> {
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, args, {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...env, PORT: String(port), NEXT_PUBLIC_SITE_URL: origin },
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  try {
    await waitUntilUp(origin, child, probe);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, pid: child.pid!, stop };
}

/**
 * The production server as `npm start` runs it (scripts/serve.ts), on its own port, built first when the current build was
 * made from another database (the bench database lives in .data/bench); `env` adds to the environment.
 */
export async function startSite(port = Number(process.env.BENCH_PORT ?? 3390), env: Record<string, string> = {}): Promise<Site> {
  if (!(await buildIsCurrent())) {
    console.log('building the site for the bench database and the current sources (takes a few minutes)…');
    const code = await buildForThisDatabase();
    if (code !== 0) throw new Error(`next build failed with ${code}`);
  }
  return serve([...SERVE_ARGS, '--built'], port, { ...process.env, ...env }, '/robots.txt');
}

const BASELINE = 'bench/baseline';
/** The paths the baseline app serves: its page and a static file of about the size of the site's. */
export const BASELINE_PAGE = '/';
export const BASELINE_FILE = '/placeholder.svg';

/** The installed Next's version and the baseline app's own files: what its build was made from. */
function baselineIdentity(): Promise<string> {
  // What the build itself writes: its output and Next's type declarations.
  return filesIdentity(['node_modules/next/package.json'], [BASELINE], (file) => file.includes(`${path.sep}.next${path.sep}`) || file.endsWith('next-env.d.ts'));
}

/**
 * The empty App Router app in bench/baseline (the framework's floor), built when the installed Next or
 * the app's files changed since its last build, and served like the site.
 */
export async function startBaseline(port = Number(process.env.BENCH_BASELINE_PORT ?? 3391)): Promise<Site> {
  const marker = path.join(BASELINE, '.next', 'bench-build-identity');
  const identity = await baselineIdentity();
  if ((await readFile(marker, 'utf8').catch(() => undefined)) !== identity) {
    const code = await runNext(['build', BASELINE]);
    if (code !== 0) throw new Error(`next build of ${BASELINE} failed with ${code}`);
    await writeFile(marker, identity);
  }
  return serve([NEXT, 'start', BASELINE, '-p', String(port), '-H', '127.0.0.1'], port, process.env, BASELINE_FILE);
}

export interface BenchRoutes {
  content: string[];
  tools: string[];
}

/** Every public page kind, with the first row of each table standing in for its detail pages. */
export async function benchRoutes(): Promise<BenchRoutes> {
  const sql = createSql(process.env.DATABASE_URL!, { max: 1 });
  try {
    const first = async (query: Promise<{ v: string | number }[]>) => (await query)[0]?.v;
    const [article, term, category, tire, vehicle, guide] = await Promise.all([
      first(sql`select id as v from articles where status = 'published' order by id limit 1`),
      first(sql`select id as v from glossary order by id limit 1`),
      first(sql`select id as v from categories order by id limit 1`),
      first(sql`select id as v from tires order by id limit 1`),
      first(sql`select id as v from vehicles order by id limit 1`),
      first(sql`select slug as v from ev_install_articles order by id limit 1`),
    ]);
    const detail = (prefix: string, value: string | number | undefined) => (value === undefined ? [] : [`${prefix}${value}`]);
    return {
      content: [
        '/',
        '/glossary',
        ...detail('/glossary/', term),
        '/categories',
        ...detail('/category/', category),
        '/articles',
        ...detail('/article/', article),
        '/videos',
        '/charger-install',
        ...detail('/charger-install/', guide),
        ...detail('/tire-fitment/tire/', tire),
        ...detail('/tire-fitment/vehicle/', vehicle),
        '/installers',
        '/vehicle-data-info',
        // The page every newsletter links to; without a token it says so, with the same scripts.
        '/newsletter/unsubscribe',
      ],
      tools: [
        '/range-tool',
        '/battery-degradation',
        '/tire-calculator',
        '/panel-check',
        '/tire-fitment',
        '/tire-fitment/compare',
        '/installers/join',
      ],
    };
  } finally {
    await sql.end({ timeout: 5 });
  }
}
