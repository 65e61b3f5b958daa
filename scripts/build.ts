import { buildForThisDatabase } from './lib/next-build';

// `npm test` has run `tsc --noEmit` (TypeScript 7) already; Next need not check the same types again (next.config.mjs).
if (process.argv.includes('--types-checked')) process.env.EV_TYPES_CHECKED = '1';

buildForThisDatabase().then((code) => process.exit(code));
