import Module from 'node:module';
import path from 'node:path';

/*
 * lib/db modules are marked server-only (they must never reach a browser bundle). A benchmark is a server
 * process too, so the marker resolves to its empty build here and the benchmark runs the app's own code.
 */
export function allowServerOnly(): void {
  const loader = Module as unknown as { _resolveFilename: (request: string, ...rest: unknown[]) => string };
  const original = loader._resolveFilename;
  const empty = path.join(process.cwd(), 'node_modules', 'server-only', 'empty.js');
  loader._resolveFilename = function (request: string, ...rest: unknown[]) {
    return original.call(this, request === 'server-only' ? empty : request, ...rest);
  };
}

export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}
