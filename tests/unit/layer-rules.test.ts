/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';

/*
 * The layer rules (docs/product/architecture.md §3) are lint rules (eslint.config.mjs). These cases run the project's own ESLint
 * configuration on small sources placed in each layer, proving a layering import fails `npm run lint` and
 * an allowed one passes. ESLint's flat config is ESM, which Jest's module system cannot load, so the cases
 * run in one Node process.
 */

const LAYER_RULES = ['@typescript-eslint/no-restricted-imports', 'no-restricted-imports', 'no-restricted-syntax'];

interface Case {
  file: string;
  source: string;
}

function lint(cases: Case[]): string[][] {
  const script = `
    import { ESLint } from 'eslint';
    const cases = JSON.parse(process.argv[1]);
    // Only the layer rules run: the others (the React Compiler's among them) would cost most of the time here.
    const eslint = new ESLint({ ruleFilter: ({ ruleId }) => ${JSON.stringify(LAYER_RULES)}.includes(ruleId) });
    const out = [];
    for (const { file, source } of cases) {
      const [result] = await eslint.lintText(source, { filePath: file });
      out.push(result.messages.filter((m) => ${JSON.stringify(LAYER_RULES)}.includes(m.ruleId)).map((m) => m.message));
    }
    process.stdout.write(JSON.stringify(out));
  `;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(cases)], {
    cwd: process.cwd(),
    encoding: 'utf8',
  });
  return JSON.parse(output) as string[][];
}

const refused: [string, Case, RegExp][] = [
  [
    'a component importing a lib/db reader',
    { file: 'components/glossary/bad.tsx', source: "import { listGlossaryForList } from '@/lib/db/glossary';\nexport const x = listGlossaryForList;\n" },
    /Components receive data as props/,
  ],
  [
    'a component importing a row type from a lib/db module instead of lib/db/types',
    { file: 'components/glossary/bad.ts', source: "import type { GlossaryEntry } from '@/lib/db/glossary';\nexport type X = GlossaryEntry;\n" },
    /take row types from @\/lib\/db\/types/,
  ],
  [
    'a component importing a server action from app/',
    { file: 'components/layout/bad.tsx', source: "import { subscribeToNewsletter } from '@/app/(site)/actions';\nexport const x = subscribeToNewsletter;\n" },
    /Components never import from app\//,
  ],
  [
    'a component using the storage adapter',
    { file: 'components/admin/bad.ts', source: "import { storage } from '@/lib/storage';\nexport const x = storage;\n" },
    /auth or storage adapters/,
  ],
  [
    'a component using the auth adapter',
    { file: 'components/admin/bad.ts', source: "import { requireAdmin } from '@/lib/auth';\nexport const x = requireAdmin;\n" },
    /auth or storage adapters/,
  ],
  [
    "a 'use server' module in components/",
    { file: 'components/home/bad.ts', source: "'use server';\nexport async function reload() {}\n" },
    /No 'use server' in components\//,
  ],
  [
    'a relative path around the alias',
    { file: 'components/home/bad.ts', source: "import { db } from '../../lib/db/client';\nexport const x = db;\n" },
    /Import through the @\/ alias/,
  ],
  [
    'lib/db importing React',
    { file: 'lib/db/bad.ts', source: "import { cache } from 'react';\nexport const x = cache;\n" },
    /hold no React/,
  ],
  [
    'lib/db importing a component',
    { file: 'lib/db/bad.ts', source: "import { Button } from '@/components/ui/button';\nexport const x = Button;\n" },
    /never imports components\/ or app\//,
  ],
  [
    'lib/db calling notFound()',
    { file: 'lib/db/bad.ts', source: "import { notFound } from 'next/navigation';\nexport const x = notFound;\n" },
    /the page calls notFound\(\)/,
  ],
  [
    'lib/calculators importing zod',
    { file: 'lib/calculators/bad.ts', source: "import { z } from 'zod';\nexport const x = z;\n" },
    /its forms parse without zod/,
  ],
  [
    'lib/calculators importing lib/db',
    { file: 'lib/calculators/bad.ts', source: "import { db } from '@/lib/db/client';\nexport const x = db;\n" },
    /no database/,
  ],
  [
    'lib/calculators reading files',
    { file: 'lib/calculators/bad.ts', source: "import { readFileSync } from 'node:fs';\nexport const x = readFileSync;\n" },
    /does no I\/O/,
  ],
  [
    'a calculator form importing the environment',
    { file: 'lib/calculators/forms/bad.ts', source: "import { env } from '@/lib/env';\nexport const x = env;\n" },
    /lib\/calculators is pure .* imports only lib's pure modules/,
  ],
  [
    'a back-office schema importing a lib/db module',
    { file: 'lib/admin/bad.ts', source: "import { TIRE_COLUMNS } from '@/lib/db/admin-tires';\nexport const x = TIRE_COLUMNS;\n" },
    /A pure module takes its data as input/,
  ],
  [
    'a schema importing the action builders',
    { file: 'lib/installers/bad.ts', source: "import { publicAction } from '@/lib/actions';\nexport const x = publicAction;\n" },
    /imports only lib's pure modules/,
  ],
  [
    'a pure module importing the sign-in adapter',
    { file: 'lib/newsletter/bad.ts', source: "import { requireAdmin } from '@/lib/auth';\nexport const x = requireAdmin;\n" },
    /imports only lib's pure modules/,
  ],
  [
    'a pure module importing a server module of a pure folder',
    { file: 'lib/tires/bad.ts', source: "import { decodeVin } from '@/lib/vin/server/decode';\nexport const x = decodeVin;\n" },
    /calls the outside world or the database/,
  ],
  [
    'a pure module marked server-only',
    { file: 'lib/glossary/bad.ts', source: "import 'server-only';\nexport const x = 1;\n" },
    /does no I\/O/,
  ],
  [
    'lib/db importing the action builders',
    { file: 'lib/db/bad.ts', source: "import { adminAction } from '@/lib/actions';\nexport const x = adminAction;\n" },
    /lib\/db sits below/,
  ],
  [
    'lib/db importing the storage adapter',
    { file: 'lib/db/bad.ts', source: "import { storage } from '@/lib/storage';\nexport const x = storage;\n" },
    /lib\/db sits below/,
  ],
  [
    'a feature helper importing the back office\'s SQL',
    { file: 'lib/tires/server/image-source.ts', source: "import { setTireImage } from '@/lib/db/admin-tires';\nexport const x = setTireImage;\n" },
    /Feature code sits below the back office/,
  ],
  [
    'a server feature importing the back office\'s SQL',
    { file: 'lib/uploads/bad.ts', source: "import { setTireImage } from '@/lib/db/admin-tires';\nexport const x = setTireImage;\n" },
    /Feature code sits below the back office/,
  ],
  [
    'a server feature importing the action builders',
    { file: 'lib/energy/bad.ts', source: "import { adminAction } from '@/lib/actions';\nexport const x = adminAction;\n" },
    /lib\/actions sits on top of lib/,
  ],
  [
    'the sign-in adapter importing the action builders',
    { file: 'lib/auth/bad.ts', source: "import { adminAction } from '@/lib/actions';\nexport const x = adminAction;\n" },
    /lib\/actions sits on top of lib/,
  ],
  [
    'a component importing the action builders',
    { file: 'components/admin/bad.ts', source: "import { adminAction } from '@/lib/actions';\nexport const x = adminAction;\n" },
    /Components take lib's pure modules and types only/,
  ],
  [
    'lib/content importing lib/db',
    { file: 'lib/content/bad.ts', source: "import { getLinkableTerms } from '@/lib/db/glossary-terms';\nexport const x = getLinkableTerms;\n" },
    /terms arrive as input/,
  ],
  [
    'a public component linking with next/link (it would prefetch every link in view)',
    { file: 'components/home/bad.tsx', source: "import Link from 'next/link';\nexport const x = Link;\n" },
    /prefetches on intent/,
  ],
  [
    'a public page linking with next/link',
    { file: 'app/(site)/bad/page.tsx', source: "import Link from 'next/link';\nexport const x = Link;\n" },
    /prefetches on intent/,
  ],
  [
    'proxy.ts importing lib/db',
    { file: 'proxy.ts', source: "import { db } from '@/lib/db/client';\nexport const x = db;\n" },
    /never reaches the database/,
  ],
];

const allowed: [string, Case][] = [
  [
    'a component taking row types from lib/db/types, texts from lib/auth/messages and a storage type',
    {
      file: 'components/glossary/fine.tsx',
      source: [
        "import type { GlossaryEntry } from '@/lib/db/types';",
        "import type { Bucket } from '@/lib/storage';",
        "import { AUTH_MESSAGES } from '@/lib/auth/messages';",
        "import type { ActionResult } from '@/lib/actions/result';",
        'export type X = [GlossaryEntry, Bucket, ActionResult];',
        'export const y = AUTH_MESSAGES;',
        '',
      ].join('\n'),
    },
  ],
  [
    'a page importing its action and a lib/db reader',
    {
      file: 'app/(site)/fine/page.tsx',
      source:
        "import { subscribeToNewsletter } from '@/app/(site)/actions';\nimport { listGlossaryForList } from '@/lib/db/glossary';\nexport const x = [subscribeToNewsletter, listGlossaryForList];\n",
    },
  ],
  [
    'a back-office component keeping next/link',
    { file: 'components/admin/fine.tsx', source: "import Link from 'next/link';\nexport const x = Link;\n" },
  ],
  [
    'the back office\'s SQL taking its table shapes from lib/admin and a type from lib/mail',
    {
      file: 'lib/db/fine.ts',
      source:
        "import { TIRE_TABLE } from '@/lib/admin/tire';\nimport type { NotificationChannel } from '@/lib/mail';\nexport const x = TIRE_TABLE;\nexport type Y = NotificationChannel;\n",
    },
  ],
  [
    'the back office\'s work in lib/actions using its SQL, the adapters and the action builders',
    {
      file: 'lib/actions/fine.ts',
      source:
        "import { setTireImage } from '@/lib/db/admin-tires';\nimport { storage } from '@/lib/storage';\nimport { adminAction } from '@/lib/actions';\nexport const x = [setTireImage, storage, adminAction];\n",
    },
  ],
  [
    'the sign-in adapter keeping its sessions through the back office\'s SQL',
    { file: 'lib/auth/fine.ts', source: "import { createSession } from '@/lib/db/admin-sessions';\nexport const x = createSession;\n" },
  ],
  [
    'a pure module using other pure modules and the sign-in texts',
    {
      file: 'lib/admin/fine.ts',
      source:
        "import { parseCsv } from '@/lib/csv';\nimport { parseRouteId } from '@/lib/route-id';\nimport { normalizeVin } from '@/lib/vin/vin';\nimport { AUTH_MESSAGES } from '@/lib/auth/messages';\nexport const x = [parseCsv, parseRouteId, normalizeVin, AUTH_MESSAGES];\n",
    },
  ],
  [
    'the sign-in form taking its schema from lib/auth/login-schema',
    { file: 'components/admin/fine.tsx', source: "import { loginSchema } from '@/lib/auth/login-schema';\nexport const x = loginSchema;\n" },
  ],
  [
    'lib/db using the Next data cache',
    { file: 'lib/db/fine.ts', source: "import { unstable_cache } from 'next/cache';\nexport const x = unstable_cache;\n" },
  ],
];

describe('layer rules', () => {
  let results: string[][];
  beforeAll(() => {
    results = lint([...refused.map(([, c]) => c), ...allowed.map(([, c]) => c)]);
  }, 120_000);

  it.each(refused.map(([name, , message], index) => [name, message, index] as const))(
    'refuses %s',
    (_name, message, index) => {
      expect(results[index]).toEqual([expect.stringMatching(message)]);
    },
  );

  it.each(allowed.map(([name], index) => [name, refused.length + index] as const))('allows %s', (_name, index) => {
    expect(results[index]).toEqual([]);
  });
});
