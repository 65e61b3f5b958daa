/**
 * `npm start`: serves the site on http://localhost:3000 (PORT to change it). It runs under the database
 * launcher and builds first when there is no build made for this database from the current sources.
 */
import { spawn } from 'node:child_process';
import { SERVE_ARGS } from './lib/serve-command';

const child = spawn(
  process.execPath,
  ['node_modules/tsx/dist/cli.mjs', 'scripts/with-db.ts', '--', process.execPath, ...SERVE_ARGS],
  { stdio: 'inherit' },
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 1));
