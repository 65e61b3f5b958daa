import { spawn, type ChildProcess } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import path from 'node:path';

const LAUNCHER = ['node_modules/.bin/tsx', 'scripts/with-db.ts'];

function launch(dataDir: string, command: string[]) {
  // The launcher must start its own embedded server, so DATABASE_URL is removed for it.
  const env = { ...process.env };
  delete env.DATABASE_URL;
  const child = spawn(LAUNCHER[0]!, [LAUNCHER[1]!, '--no-seed', '--data-dir', dataDir, '--', ...command], {
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

  it('keeps the data between runs', async () => {
    const dataDir = path.join(dir, 'persist');
    const write = launch(dataDir, ['node', '-e', query("insert into categories (id, name) values ('kept', 'Kept')")]);
    expect(await write.exited).toBe(0);
    const read = launch(dataDir, ['node', '-e', query("select name from categories where id = 'kept'")]);
    expect(await read.exited).toBe(0);
    expect(read.output()).toContain('Kept');
  }, 90_000);
});
