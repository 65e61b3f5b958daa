import path from 'node:path';

/**
 * The field kit's tire-pressure calculator script (components/field-kit/kit-tire-pressure.ts), bundled with esbuild
 * when the site is built, as the service worker is (app/serwist/[path]/route.ts). Turbopack groups the modules a set
 * of pages shares into chunks, so one more page importing the calculators' modules moved other pages' first-load
 * scripts (decision 0460); a file bundled on its own is no page's import.
 */
export const dynamic = 'force-static';

const ENTRY = path.join(process.cwd(), 'components/field-kit/kit-tire-pressure.ts');

let bundled: Promise<string> | undefined;

async function bundle(): Promise<string> {
  const esbuild = await import('esbuild');
  const result = await esbuild.build({
    entryPoints: [ENTRY],
    bundle: true,
    minify: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    legalComments: 'none',
    define: { 'process.env.NODE_ENV': '"production"' },
    write: false,
  });
  return result.outputFiles[0]!.text;
}

export async function GET() {
  return new Response(await (bundled ??= bundle()), {
    headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'X-Content-Type-Options': 'nosniff' },
  });
}
