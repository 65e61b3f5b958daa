import { EnvError, parseEnv } from '@/lib/env';

/** The problems an environment error lists; fails the test when nothing is thrown. */
function problemsOf(parse: () => unknown): string[] {
  let thrown: unknown;
  try {
    parse();
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toBeInstanceOf(EnvError);
  return (thrown as EnvError).problems;
}

describe('environment parsing', () => {
  it('names every missing or malformed variable', () => {
    expect(() => parseEnv({ AUTH_SECRET: 'short', NEXT_PUBLIC_SUPABASE_URL: 'not a url' })).toThrow(EnvError);
    const problems = problemsOf(() => parseEnv({ AUTH_SECRET: 'short', DATABASE_POOL_MAX: 'lots' }));
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^DATABASE_URL: DATABASE_URL is missing/),
        'AUTH_SECRET: AUTH_SECRET must be at least 32 characters',
        expect.stringMatching(/^DATABASE_POOL_MAX: /),
      ]),
    );
    expect(problems).toHaveLength(3);
  });

  it('accepts a minimal environment and applies defaults', () => {
    const env = parseEnv({ DATABASE_URL: 'postgres://u:p@localhost:5432/db' });
    expect(env.DATABASE_POOL_MAX).toBe(10);
    expect(env.DATABASE_PREPARE).toBe(true);
    expect(env.NEXT_PUBLIC_ADSENSE_CLIENT).toBeUndefined();
  });

  it('turns prepared statements off for the Supabase transaction pooler', () => {
    const env = parseEnv({
      DATABASE_URL: 'postgresql://u:p@pooler:6543/postgres',
      DATABASE_PREPARE: 'false',
      DATABASE_SSL: 'true',
    });
    expect(env.DATABASE_PREPARE).toBe(false);
    expect(env.DATABASE_SSL).toBe(true);
  });

  describe("the site's own address", () => {
    const DB = { DATABASE_URL: 'postgres://u:p@localhost:5432/db' };

    it('follows the port the site is served on locally', () => {
      expect(parseEnv({ ...DB, PORT: '3200' }).NEXT_PUBLIC_SITE_URL).toBe('http://localhost:3200');
      expect(parseEnv(DB).NEXT_PUBLIC_SITE_URL).toBe('http://localhost:3000');
      // The production server the launcher starts on the embedded database is local too.
      const launched = { ...DB, NODE_ENV: 'production', EMBEDDED_DATA_DIR: '/srv/site/.data/postgres', PORT: '3201' };
      expect(parseEnv(launched).NEXT_PUBLIC_SITE_URL).toBe('http://localhost:3201');
    });

    it("falls back to the project's production domain on Vercel", () => {
      const vercel = { ...DB, NODE_ENV: 'production', VERCEL: '1', VERCEL_PROJECT_PRODUCTION_URL: 'ev-repair.example.org' };
      expect(parseEnv(vercel).NEXT_PUBLIC_SITE_URL).toBe('https://ev-repair.example.org');
    });

    it('is the configured address whenever one is set', () => {
      const set = { ...DB, NODE_ENV: 'production', PORT: '8080', VERCEL_PROJECT_PRODUCTION_URL: 'x.vercel.app', NEXT_PUBLIC_SITE_URL: 'https://ev.example.org' };
      expect(parseEnv(set).NEXT_PUBLIC_SITE_URL).toBe('https://ev.example.org');
    });

    it('is refused, naming the variable, by any other production server', () => {
      const problems = problemsOf(() => parseEnv({ ...DB, NODE_ENV: 'production', PORT: '8080' }));
      expect(problems).toEqual([expect.stringMatching(/^NEXT_PUBLIC_SITE_URL: NEXT_PUBLIC_SITE_URL is not set\. /)]);
      // Listed with any other problem, so one start names everything to fix.
      expect(problemsOf(() => parseEnv({ NODE_ENV: 'production' }))).toHaveLength(2);
    });
  });
});
