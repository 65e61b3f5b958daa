import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/*
 * The layer rules (docs/product/architecture.md §3), one block per folder, so a layering import fails `npm run
 * lint`. The project imports through the `@/` alias only (relative parent imports are refused below), so
 * these patterns see every path into another layer. tests/unit/layer-rules.test.ts proves each one fires.
 */
const RESTRICTED = '@typescript-eslint/no-restricted-imports';

const parentImports = {
  regex: '^\\.\\./',
  message: 'Import through the @/ alias, so that the layer rules see which layer a path belongs to.',
};

/** One folder's rule. A later block replaces an earlier one's options, so each repeats the alias rule. */
const layer = (name, files, patterns) => ({
  name: `layers/${name}`,
  files,
  rules: { [RESTRICTED]: ['error', { patterns: [parentImports, ...patterns] }] },
});

const appImports = {
  regex: '^@/app(/|$)',
  message: 'Components never import from app/: the server page imports the action and passes it as a prop.',
};
const DB = '^@/lib/db(/|$)';
const reactImports = {
  regex: '^(react|react-dom)(/|$)',
  message: 'lib/db and lib/calculators hold no React.',
};

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores(['**/.next/**', '.data/**', 'node_modules/**', '**/next-env.d.ts', 'playwright-report/**', 'test-results/**']),
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  layer('source', ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', 'lib/**/*.ts', 'proxy.ts'], []),
  layer('components', ['components/**/*.{ts,tsx}'], [
    appImports,
    {
      regex: '^@/lib/db/(?!types$)',
      message: 'Components receive data as props: take row types from @/lib/db/types, never a lib/db module.',
    },
    {
      // lib/auth/messages holds only the sign-in texts the server and the forms share, like lib/errors.
      regex: '^@/lib/(auth(?!/messages$)|storage)(/|$)',
      allowTypeImports: true,
      message: 'Components never use the auth or storage adapters; the server page passes what they need as props.',
    },
  ]),
  {
    name: 'layers/components-no-server-actions',
    files: ['components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ExpressionStatement[directive='use server']",
          message: "No 'use server' in components/: server actions live in actions.ts beside the route that uses them.",
        },
      ],
    },
  },
  {
    // The public site prefetches on intent (components/ui/link.tsx); the back office keeps next/link's default.
    name: 'public-links',
    files: ['app/(site)/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}'],
    ignores: ['components/admin/**', 'components/ui/link.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'next/link',
              message: 'Public pages use Link from @/components/ui/link: it prefetches on intent, not on sight.',
            },
          ],
        },
      ],
    },
  },
  layer('lib-db', ['lib/db/**/*.ts'], [
    { regex: '^@/(components|app)(/|$)', message: 'lib/db returns app types; it never imports components/ or app/.' },
    reactImports,
    { regex: '^next/navigation$', message: 'lib/db returns undefined for a missing row; the page calls notFound().' },
  ]),
  layer('lib-calculators', ['lib/calculators/**/*.ts'], [
    { regex: DB, message: 'lib/calculators is pure math: no database.' },
    reactImports,
    { regex: '^next(/|$)', message: 'lib/calculators is pure math: no Next.' },
    { regex: '^zod$', message: 'lib/calculators is pure math: parsing belongs in lib/validations.' },
    { regex: '^(node:|postgres$|@/lib/(auth|storage|env)(/|$))', message: 'lib/calculators does no I/O.' },
  ]),
  layer('lib-content', ['lib/content/**/*.ts'], [
    { regex: DB, message: 'lib/content is pure: terms arrive as input, never from lib/db.' },
  ]),
  layer('proxy', ['proxy.ts'], [
    { regex: DB, message: 'proxy.ts checks the session cookie only; it never reaches the database.' },
  ]),
]);
