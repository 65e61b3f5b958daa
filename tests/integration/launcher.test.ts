import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';

const LAUNCHER = ['node_modules/.bin/tsx', 'scripts/with-db.ts'];

function launch(dataDir: string, command: string[], prefix: string[] = []) {
  // The launcher must start its own embedded server, so DATABASE_URL is removed for it.
  const env = { ...process.env };
  delete env.DATABASE_URL;
  const [file, ...args] = [...prefix, LAUNCHER[0]!, LAUNCHER[1]!, '--no-seed', '--data-dir', dataDir, '--', ...command];
  const child = spawn(file!, args, {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number>((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
  return { child, exited, output: () => output };
}

/** A one-line script that runs a query against the launcher's database and prints the rows. */
function query(statement: string) {
  return `const sql = require('postgres')(process.env.DATABASE_URL);
sql.unsafe(${JSON.stringify(statement)}).then((rows) => { console.log(JSON.stringify(rows)); return sql.end(); })
  .catch((error) => { console.error(error); process.exit(1); });`;
}

async function waitFor(check: () => boolean, ms: number) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('database launcher', () => {
  let dir: string;
  let first: ReturnType<typeof launch> | undefined;

  beforeAll(async () => {
    // Inside the project: the postgres user that the server runs as cannot enter a private temp folder.
    await mkdir('.data', { recursive: true });
    dir = await mkdtemp(path.join(process.cwd(), '.data', 'launcher-test-'));
    await chmod(dir, 0o755);
  });

  afterAll(async () => {
    (first?.child as ChildProcess | undefined)?.kill('SIGTERM');
    await first?.exited;
    await rm(dir, { recursive: true, force: true });
  });

  it('runs the command against its database and refuses a second owner of the same data folder', async () => {
    const dataDir = path.join(dir, 'postgres');
    first = launch(dataDir, ['node', '-e', 'console.log("READY", process.env.DATABASE_URL); setTimeout(() => {}, 60000)']);
    await waitFor(() => first!.output().includes('READY'), 60_000);
    expect(first.output()).toMatch(/READY postgres:\/\/postgres:[^@]+@127\.0\.0\.1:\d+\/ev_repair/);
    expect((await readFile(path.join(dir, 'database-url'), 'utf8')).trim()).toMatch(/^postgres:\/\//);

    const second = launch(dataDir, ['node', '-e', 'console.log("SHOULD NOT RUN")']);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`The database folder ${dataDir} is already in use by process`);
    expect(second.output()).not.toContain('SHOULD NOT RUN');

    first.child.kill('SIGTERM');
    expect(await first.exited).not.toBe(0);
  }, 90_000);

  it('refuses an owner in another PID namespace while it keeps its lock fresh, and takes over a lock it left', async () => {
    const dataDir = path.join(dir, 'shared');
    const lock = `${dataDir}.lock`;
    // A launcher in another container sharing this folder: its PID cannot be looked up from here.
    const foreign = '4194000 123456 pid:[1]';
    await writeFile(lock, foreign);
    const refused = launch(dataDir, ['node', '-e', 'console.log("SHOULD NOT RUN")']);
    expect(await refused.exited).toBe(1);
    expect(refused.output()).toContain(`The database folder ${dataDir} is already in use by process 4194000 of another container or sandbox`);
    expect(refused.output()).not.toContain('SHOULD NOT RUN');
    expect(await readFile(lock, 'utf8')).toBe(foreign);

    // Its owner stopped touching it a minute ago (it crashed): the folder is free, and the new owner keeps
    // its own lock fresh while it runs.
    const old = new Date(Date.now() - 60_000);
    await utimes(lock, old, old);
    const taken = launch(dataDir, ['node', '-e', 'console.log("RAN"); setTimeout(() => {}, 6000)']);
    await waitFor(() => taken.output().includes('RAN'), 60_000);
    const first = (await stat(lock)).mtimeMs;
    await new Promise((resolve) => setTimeout(resolve, 4500));
    expect((await stat(lock)).mtimeMs).toBeGreaterThan(first);
    expect(await taken.exited).toBe(0);
  }, 90_000);

  // The real thing, where the machine allows it (root and util-linux's unshare): a second launcher in its own
  // PID namespace, as in another container, while the first is running.
  const canUnshare = process.getuid?.() === 0 && existsSync('/usr/bin/unshare');
  (canUnshare ? it : it.skip)('refuses a second owner started in another PID namespace', async () => {
    const dataDir = path.join(dir, 'namespaces');
    const owner = launch(dataDir, ['node', '-e', 'console.log("READY"); setTimeout(() => {}, 60000)']);
    await waitFor(() => owner.output().includes('READY'), 60_000);
    const second = launch(dataDir, ['node', '-e', 'console.log("SHOULD NOT RUN")'], ['unshare', '--pid', '--fork', '--mount-proc']);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`The database folder ${dataDir} is already in use by process`);
    expect(second.output()).not.toContain('SHOULD NOT RUN');
    owner.child.kill('SIGTERM');
    await owner.exited;
  }, 90_000);

  it('keeps the data between runs', async () => {
    const dataDir = path.join(dir, 'persist');
    const write = launch(dataDir, ['node', '-e', query("insert into categories (id, name) values ('kept', 'Kept')")]);
    expect(await write.exited).toBe(0);
    const read = launch(dataDir, ['node', '-e', query("select name from categories where id = 'kept'")]);
    expect(await read.exited).toBe(0);
    expect(read.output()).toContain('Kept');
  }, 90_000);
});
