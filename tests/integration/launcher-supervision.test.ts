import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import postgres from 'postgres';

/**
 * The launcher keeps the embedded PostgreSQL running: a server that dies is started again by itself, and a
 * launcher that was killed outright (leaving its server orphaned) does not stop the next start.
 */

function launch(dataDir: string, command: string[]) {
  // The launcher must start its own embedded server, so DATABASE_URL is removed for it.
  const env = { ...process.env };
  delete env.DATABASE_URL;
  const child = spawn('node_modules/.bin/tsx', ['scripts/with-db.ts', '--no-seed', '--data-dir', dataDir, '--', ...command], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number>((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
  return { child, exited, output: () => output };
}

async function waitFor<T>(check: () => Promise<T | undefined> | T | undefined, ms: number, what: string): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const postmasterPid = async (dataDir: string) => {
  try {
    return Number((await readFile(path.join(dataDir, 'postmaster.pid'), 'utf8')).split('\n')[0]);
  } catch {
    return undefined;
  }
};

/** The launcher's own processes (tsx, node and the command), not the PostgreSQL it started. */
function launcherTree(root: number): number[] {
  const parents = new Map<number, number>();
  const names = new Map<number, string>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      names.set(Number(entry), stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')));
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // gone meanwhile
    }
  }
  const tree = [root];
  for (let index = 0; index < tree.length; index += 1) {
    for (const [pid, parent] of parents) if (parent === tree[index] && names.get(pid) !== 'postgres') tree.push(pid);
  }
  return tree;
}

/** Running: a process that exited but is not yet reaped by its new parent (a zombie) does not count. */
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return !/^[ZX]/.test(stat.slice(stat.lastIndexOf(')') + 2));
  } catch {
    return false;
  }
};

async function answers(url: string): Promise<boolean> {
  const sql = postgres(url, { max: 1, connect_timeout: 2, onnotice: () => {} });
  try {
    await sql`select 1`;
    return true;
  } catch {
    return false;
  } finally {
    await sql.end({ timeout: 1 });
  }
}

describe('database launcher supervision', () => {
  let dir: string;
  const running: ReturnType<typeof launch>[] = [];

  beforeAll(async () => {
    // Inside the project: the postgres user that the server runs as cannot enter a private temp folder.
    await mkdir('.data', { recursive: true });
    dir = await mkdtemp(path.join(process.cwd(), '.data', 'supervision-test-'));
    await chmod(dir, 0o755);
  });

  afterAll(async () => {
    for (const launched of running) {
      if (launched.child.exitCode === null) launched.child.kill('SIGTERM');
      await launched.exited;
    }
    await rm(dir, { recursive: true, force: true });
  });

  it('restarts PostgreSQL by itself when it dies, on the same address, keeping the data, and logs it', async () => {
    const dataDir = path.join(dir, 'restart');
    const launched = launch(dataDir, ['node', '-e', 'console.log("URL", process.env.DATABASE_URL); setTimeout(() => {}, 120000)']);
    running.push(launched);
    const url = await waitFor(() => /URL (\S+)/.exec(launched.output())?.[1], 90_000, 'the launcher');
    const sql = postgres(url, { max: 1, onnotice: () => {} });
    await sql`insert into categories (id, name) values ('kept', 'Kept')`;
    await sql.end();

    const pid = await waitFor(() => postmasterPid(dataDir), 5000, 'postmaster.pid');
    process.kill(pid, 'SIGKILL');
    await waitFor(() => !alive(pid), 5000, 'the server to die');
    await waitFor(() => launched.output().includes('PostgreSQL restarted'), 30_000, 'the restart');
    expect(launched.output()).toMatch(/PostgreSQL exited unexpectedly \(SIGKILL\); restarting in 1000 ms \(attempt 1\)/);
    await waitFor(() => answers(url), 10_000, 'the database to answer again');

    const again = postgres(url, { max: 1, onnotice: () => {} });
    expect(await again`select name from categories where id = 'kept'`).toEqual([{ name: 'Kept' }]);
    await again.end();
    // The launcher's own command never noticed: it is still running.
    expect(launched.child.exitCode).toBeNull();
  }, 150_000);

  it('starts over a crashed run: the orphaned server it left is shut down and its locks are recovered', async () => {
    const dataDir = path.join(dir, 'crashed');
    const first = launch(dataDir, ['node', '-e', 'console.log("READY"); setTimeout(() => {}, 120000)']);
    running.push(first);
    await waitFor(() => first.output().includes('READY'), 90_000, 'the first launcher');
    const orphan = await waitFor(() => postmasterPid(dataDir), 5000, 'postmaster.pid');
    // The launcher and its command are killed outright: nothing stops their server.
    for (const pid of launcherTree(first.child.pid!)) process.kill(pid, 'SIGKILL');
    await first.exited;
    expect(alive(orphan)).toBe(true);

    const second = launch(dataDir, ['node', '-e', 'console.log("SECOND RAN")']);
    running.push(second);
    expect(await second.exited).toBe(0);
    expect(second.output()).toContain(`stopping the orphaned PostgreSQL (pid ${orphan})`);
    expect(second.output()).toContain('SECOND RAN');
    expect(alive(orphan)).toBe(false);
  }, 150_000);
});
