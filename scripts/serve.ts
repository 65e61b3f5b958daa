import { buildForThisDatabase, buildIsCurrent } from './lib/next-build';
import { serveSite } from './lib/site-server';

/**
 * Serves the built site (scripts/lib/site-server.ts) on PORT, building it first when the build is not the
 * current one for this database. `--built` serves the build as it is (the tests, which have just built it).
 */
async function main() {
  if (!process.argv.includes('--built') && !(await buildIsCurrent())) {
    console.log('[start] building the site (the first start, or the sources or the database changed; about a minute)…');
    const code = await buildForThisDatabase();
    if (code !== 0) return code;
  }
  return serveSite(Number(process.env.PORT ?? 3000));
}

main().then((code) => process.exit(code));
