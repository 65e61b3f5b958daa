import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/**
 * unified, remark, rehype, file-type and their helpers ship ESM only and must be transformed, not ignored.
 * The list is read from node_modules so that a new ESM-only dependency needs no edit here.
 */
function esmOnlyPackages() {
  const names = [];
  const root = path.join(process.cwd(), 'node_modules');
  for (const entry of readdirSync(root)) {
    const scoped = entry.startsWith('@');
    for (const name of scoped ? readdirSync(path.join(root, entry)).map((sub) => `${entry}/${sub}`) : [entry]) {
      try {
        const manifest = JSON.parse(readFileSync(path.join(root, name, 'package.json'), 'utf8'));
        if (manifest.type === 'module') names.push(name.replace(/[.+]/g, '\\$&'));
      } catch {
        // not a package folder
      }
    }
  }
  return names;
}

const ESM_PACKAGES = esmOnlyPackages().join('|');

const shared = {
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  // Jest maps every file under the root before it runs a test: the build it may run beside (npm test builds while
  // the integration tests run) and the databases' files are no modules, and a half-written build breaks the map.
  modulePathIgnorePatterns: ['<rootDir>/.next/', '<rootDir>/.data/'],
};

/** @returns {Promise<import('jest').Config>} */
const config = async () => {
  const unit = await createJestConfig({
    ...shared,
    displayName: 'unit',
    testEnvironment: 'jsdom',
    testMatch: ['<rootDir>/tests/unit/**/*.test.ts?(x)'],
    setupFilesAfterEnv: ['<rootDir>/tests/setup/unit.ts'],
  })();
  const integration = await createJestConfig({
    ...shared,
    displayName: 'integration',
    testEnvironment: 'node',
    testMatch: ['<rootDir>/tests/integration/**/*.test.ts?(x)'],
    setupFilesAfterEnv: ['<rootDir>/tests/setup/integration.ts'],
    globalSetup: '<rootDir>/tests/setup/integration-global.ts',
  })();
  const transformIgnorePatterns = [`/node_modules/(?!(${ESM_PACKAGES})/)`];
  return {
    // A global option in Jest (a project's own value is ignored): database tests on a busy 2-core
    // machine need more than the default 5 s.
    testTimeout: 30_000,
    // Jest's default leaves a core idle on a 2-core machine; each integration file has its own database, so
    // files run side by side safely (integration 110 s → 64 s, unit 33 s → 24 s here). `npm test` runs the unit
    // tests in band (package.json): beside lint and the build the cores are busy anyway, and a second worker
    // compiles every module again (42 → 37 CPU-s). Not the integration tests: in band they end two minutes into
    // the end-to-end tests, and the outage spec's bounds there failed once under that load.
    maxWorkers: '100%',
    projects: [
      { ...unit, transformIgnorePatterns },
      { ...integration, transformIgnorePatterns },
    ],
  };
};

export default config;
