/**
 * Runs every bench/*.bench.ts (or those whose name contains the first argument) and prints their numbers.
 * Each benchmark module exports `name` and a default async function that prints its own results.
 * Runs under the launcher, so DATABASE_URL points at a scratch embedded database (.data/bench).
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

async function main() {
  const filter = process.argv[2];
  const dir = path.join(process.cwd(), 'bench');
  const files = (await readdir(dir))
    .filter((file) => file.endsWith('.bench.ts') && (!filter || file.includes(filter)))
    .sort();
  if (files.length === 0) {
    console.log('no benchmarks found');
    return;
  }
  for (const file of files) {
    const bench = (await import(pathToFileURL(path.join(dir, file)).href)) as {
      name?: string;
      default: () => Promise<void>;
    };
    console.log(`\n## ${bench.name ?? file}`);
    await bench.default();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
