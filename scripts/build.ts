import { buildForThisDatabase } from './lib/next-build';

buildForThisDatabase().then((code) => process.exit(code));
