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
});
