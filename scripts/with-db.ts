/**
 * Runs a command with a PostgreSQL behind it. With DATABASE_URL unset it starts the embedded server
 * (data in .data/postgres), migrates, seeds a database that was never seeded, writes the URL next to the
 * data folder, runs the command with DATABASE_URL set and stops the server when the command ends.
 * With DATABASE_URL set it only migrates (and seeds when asked) before running the command.
 *
 *   tsx scripts/with-db.ts [--seed | --no-seed] [--demo] [--data-dir DIR] [--fresh] -- command args…
 */
import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createSql } from '../lib/db/connection';
import { migrate } from '../lib/db/migrate';
import { isSeeded, seed } from '../lib/db/seed';
import { ensureLocalAdminCredentials } from './lib/admin-credentials';
import { DataDirInUseError, DEFAULT_DATA_DIR, startEmbedded } from './lib/embedded-db';

interface Options {
  seed: 'auto' | 'always' | 'never';
  demo: boolean | undefined;
  dataDir: string;
  fresh: boolean;
  command: string[];
}

function parse(argv: string[]): Options {
  const separator = argv.indexOf('--');
  const flags = separator === -1 ? argv : argv.slice(0, separator);
  const command = separator === -1 ? [] : argv.slice(separator + 1);
  const options: Options = { seed: 'auto', demo: undefined, dataDir: DEFAULT_DATA_DIR, fresh: false, command };
  for (let index = 0; index < flags.length; index += 1) {
    const flag = flags[index];
    if (flag === '--seed') options.seed = 'always';
    else if (flag === '--no-seed') options.seed = 'never';
    else if (flag === '--demo') options.demo = true;
    else if (flag === '--fresh') options.fresh = true;
    else if (flag === '--data-dir') options.dataDir = flags[++index] ?? DEFAULT_DATA_DIR;
    else throw new Error(`Unknown option ${flag}`);
  }
  return options;
}

function run(command: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve) => {
    const [file, ...args] = command;
    const child = spawn(file!, args, { stdio: 'inherit', env, shell: process.platform === 'win32' });
    const forward = (signal: NodeJS.Signals) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(code ?? (signal ? 1 : 0));
    });
    child.on('error', (error) => {
      console.error(`Could not run ${file}: ${error.message}`);
      resolve(127);
    });
  });
}

async function prepare(url: string, options: Options, embedded: boolean): Promise<void> {
  const sql = createSql(url, { max: 1 });
  try {
    const applied = await migrate(sql);
    if (applied.length > 0) console.log(`[db] applied ${applied.length} migration(s): ${applied.join(', ')}`);
    const wanted = options.seed === 'always' || (options.seed === 'auto' && !(await isSeeded(sql)));
    if (wanted) {
      // Demo content is for local use: it is loaded by default only into the embedded database.
      const demo = options.demo ?? (embedded || process.env.SEED_DEMO === 'true');
      const counts = await seed(sql, { demo });
      console.log(`[db] seeded: ${Object.entries(counts).map(([table, n]) => `${table} ${n}`).join(', ')}`);
    }
  } finally {
    await sql.end({ timeout: 5 });
  }
}

async function main(): Promise<number> {
  const options = parse(process.argv.slice(2));
  if (process.env.DATABASE_URL) {
    await prepare(process.env.DATABASE_URL, options, false);
    return options.command.length > 0 ? run(options.command, process.env) : 0;
  }

  const database = await startEmbedded({
    dataDir: options.dataDir,
    fresh: options.fresh,
    log: (line) => console.error(`[postgres] ${line}`),
  });
  let stopping: Promise<void> | undefined;
  const stop = () => (stopping ??= database.stop());
  const onSignal = () => void stop().then(() => process.exit(130));
  if (options.command.length === 0) {
    process.once('SIGINT', onSignal);
    process.once('SIGTERM', onSignal);
  }
  try {
    await writeFile(path.join(path.dirname(path.resolve(options.dataDir)), 'database-url'), `${database.url}\n`);
    await ensureLocalAdminCredentials(path.dirname(path.resolve(options.dataDir)));
    console.log(`[db] embedded PostgreSQL ready at ${database.url.replace(/:[^:@/]+@/, ':***@')}`);
    await prepare(database.url, options, true);
    if (options.command.length === 0) return 0;
    return await run(options.command, {
      ...process.env,
      DATABASE_URL: database.url,
      EMBEDDED_DATA_DIR: path.resolve(options.dataDir),
    });
  } finally {
    await stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof DataDirInUseError ? error.message : error);
    process.exit(1);
  },
);
