// Every export is for the tests and benchmarks that start a throwaway Redis of their own (README, scripts/lib).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer, connect } from 'node:net';

/** Debian's redis-server (`apt-get install -y redis-server`; .ci/run installs it), or the one REDIS_SERVER names. */
export const REDIS_SERVER = process.env.REDIS_SERVER ?? '/usr/bin/redis-server';

export const redisServerAvailable = () => existsSync(REDIS_SERVER);

/** A port no one listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.setTimeout(500);
    socket.once('connect', () => {
      socket.write('PING\r\n');
    });
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

export interface RedisServer {
  url: string;
  port: number;
  /** Stops the server (its data is gone: nothing is saved). */
  stop: () => Promise<void>;
  /** Starts it again on the same port, empty. */
  start: () => Promise<void>;
  /** The running server's process id (a test pauses it with SIGSTOP to make it unreachable). */
  pid: () => number;
}

/**
 * A throwaway redis-server on a free port, keeping nothing on disk (`--save '' --appendonly no`), bounded
 * like a production cache should be (`maxmemory` with `volatile-lru`: entries expire, the tag maps stay).
 */
export async function startRedisServer(): Promise<RedisServer> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--maxmemory', '256mb', '--maxmemory-policy', 'volatile-lru'];
    child = spawn(REDIS_SERVER, args, { stdio: 'ignore' });
    const deadline = Date.now() + 10_000;
    while (!(await answers(port))) {
      if (child.exitCode !== null) throw new Error(`redis-server exited with ${child.exitCode}`);
      if (Date.now() > deadline) throw new Error(`redis-server did not answer on port ${port} within 10 s`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const stop = () =>
    new Promise<void>((resolve) => {
      const running = child;
      child = undefined;
      if (!running || running.exitCode !== null) return resolve();
      running.once('exit', () => resolve());
      running.kill('SIGKILL');
    });
  await start();
  const pid = () => {
    if (!child?.pid) throw new Error('redis-server is not running');
    return child.pid;
  };
  return { url: `redis://127.0.0.1:${port}`, port, stop, start, pid };
}
