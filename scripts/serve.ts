import { buildForThisDatabase, buildIsCurrent, runNext } from './lib/next-build';

async function main() {
  if (!(await buildIsCurrent())) {
    console.log('[start] building the site (the first start, or the sources or the database changed; about a minute)…');
    const code = await buildForThisDatabase();
    if (code !== 0) return code;
  }
  return runNext(['start', '-p', process.env.PORT ?? '3000']);
}

main().then((code) => process.exit(code));
