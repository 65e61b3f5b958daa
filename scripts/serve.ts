import { buildForThisDatabase, builtForThisDatabase, runNext } from './lib/next-build';

async function main() {
  if (!(await builtForThisDatabase())) {
    console.log('[start] building the site for this database (first start takes a minute)…');
    const code = await buildForThisDatabase();
    if (code !== 0) return code;
  }
  return runNext(['start', '-p', process.env.PORT ?? '3000']);
}

main().then((code) => process.exit(code));
