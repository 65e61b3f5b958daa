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

/*
 * lib's own layers, lowest first (docs/product/architecture.md §3): pure modules (the browser may load them),
 * lib/db, the server features, and lib/auth with lib/actions (the back office) on top. A module never imports
 * one above it. A pure folder's server code lives in its `server/` folder, checked as a server feature.
 */
const PURE_FOLDERS = ['admin', 'analytics', 'calculators', 'content', 'csv', 'fault-codes', 'field-kit', 'glossary', 'installers', 'newsletter', 'search', 'tires', 'vin'];
const PURE_FILES = ['errors', 'route-id', 'number-format'];
/** The server folders inside the pure ones (an import path's pattern). */
const SERVER_IN_PURE = `(?:${PURE_FOLDERS.join('|')})/server/.+`;
const SERVER_FEATURES = ['storage', 'mail', 'revalidate', 'logo', 'energy', 'net', 'uploads', 'cron', 'client-key', 'server-start'];
const BACK_OFFICE = ['auth', 'system-status', 'admin-request', 'actions'];

const pureFiles = [
  ...PURE_FOLDERS.map((folder) => `lib/${folder}/**/*.ts`),
  ...PURE_FILES.map((file) => `lib/${file}.ts`),
];

/** A pure folder's rule: its own message for lib/db, then the shared ones. */
const pureImports = (name, dbMessage) => [
  { regex: DB, message: dbMessage },
  {
    regex: `^@/lib/(?!(?:db|${PURE_FOLDERS.join('|')})(?:/|$)|(?:${PURE_FILES.join('|')})$|auth/messages$)`,
    message: `${name} is pure (the browser may load it): it imports only lib's pure modules, never an adapter, an action or other server code.`,
  },
  {
    regex: `^@/lib/${SERVER_IN_PURE}$`,
    message: `${name} is pure (the browser may load it): this module of a pure folder calls the outside world or the database.`,
  },
  { regex: '^(server-only|postgres|node:.+)$', message: `${name} does no I/O.` },
];

const actionsAbove = {
  regex: '^@/lib/actions(/|$)',
  message: 'lib/actions sits on top of lib: the action builders and the back office\'s work call the rest, never the other way round.',
};
const featureImports = [
  actionsAbove,
  {
    regex: '^@/lib/db/admin-',
    message: 'Feature code sits below the back office: the back office\'s SQL (lib/db/admin-*) is called from lib/actions, lib/auth or app/.',
  },
];

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
      // lib/auth/messages and login-schema hold only the sign-in texts and form the server and the forms share.
      regex: '^@/lib/(auth(?!/(messages|login-schema)$)|storage)(/|$)',
      allowTypeImports: true,
      message: 'Components never use the auth or storage adapters; the server page passes what they need as props.',
    },
    {
      regex: `^@/lib/(?:(?:actions(?!/result$)|${SERVER_FEATURES.filter((name) => name !== 'storage').join('|')})(?:/|$)|${SERVER_IN_PURE}$)`,
      allowTypeImports: true,
      message: 'Components take lib\'s pure modules and types only; server code reaches them through the page\'s props.',
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
    // The public site prefetches on intent (components/ui/link.tsx); the back office keeps next/link's default. Its
    // icons are markup (components/ui/icon.tsx); the back office's client components keep lucide-react.
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
            {
              name: 'lucide-react',
              message:
                "lucide-react's icons are client components: draw the icon with lucideIcon from @/components/ui/icon and lucide's data.",
            },
          ],
        },
      ],
    },
  },
  layer('lib-features', ['lib/**/*.ts'], featureImports),
  layer('lib-back-office', ['lib/auth/**/*.ts', 'lib/system-status.ts', 'lib/admin-request.ts'], [actionsAbove]),
  layer('lib-actions', ['lib/actions/**/*.ts'], []),
  layer('lib-pure', pureFiles, pureImports('This module', 'A pure module takes its data as input, never from lib/db.')),
  layer('lib-content', ['lib/content/**/*.ts'], pureImports('lib/content', 'lib/content is pure: terms arrive as input, never from lib/db.')),
  layer('lib-calculators', ['lib/calculators/**/*.ts'], [
    ...pureImports('lib/calculators', 'lib/calculators is pure math and its forms: no database.'),
    reactImports,
    { regex: '^next(/|$)', message: 'lib/calculators is pure math and its forms: no Next.' },
    { regex: '^zod$', message: 'lib/calculators ships to the browser with every tool: its forms parse without zod.' },
  ]),
  layer('lib-server-in-pure-folders', PURE_FOLDERS.map((folder) => `lib/${folder}/server/**/*.ts`), featureImports),
  layer('lib-db', ['lib/db/**/*.ts'], [
    { regex: '^@/(components|app)(/|$)', message: 'lib/db returns app types; it never imports components/ or app/.' },
    reactImports,
    { regex: '^next/navigation$', message: 'lib/db returns undefined for a missing row; the page calls notFound().' },
    {
      regex: `^@/lib/(?:(?:${[...SERVER_FEATURES, ...BACK_OFFICE].join('|')})(?:/|$)|${SERVER_IN_PURE}$)`,
      allowTypeImports: true,
      message: 'lib/db sits below the features, the adapters and the actions that call it: it never imports them.',
    },
  ]),
  layer('proxy', ['proxy.ts'], [
    { regex: DB, message: 'proxy.ts checks the session cookie only; it never reaches the database.' },
  ]),
]);
