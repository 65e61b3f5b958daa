/**
 * @jest-environment node
 */
import { createAuthProvider } from '@/lib/auth/provider';
import type { AuthConfig } from '@/lib/auth/config';
import type { CookieJar } from '@/lib/auth/types';

// Observes (does not replace) @supabase/ssr: the built-in sign-in must not load the Supabase client.
const mockSsrLoaded = jest.fn();
jest.mock('@supabase/ssr', () => {
  mockSsrLoaded();
  return jest.requireActual('@supabase/ssr');
});

const jar: CookieJar = { getAll: () => [], set: () => {} };
const config = (provider: AuthConfig['provider']): AuthConfig => ({
  provider,
  adminEmail: 'admin@example.com',
  secret: 'x'.repeat(32),
  secureCookies: false,
  supabase: { url: 'https://project.supabase.co', anonKey: 'anon' },
  passwordHash: async () => undefined,
});

describe('auth provider selection', () => {
  beforeAll(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));

  it('uses the built-in sign-in without loading the Supabase client', async () => {
    const auth = createAuthProvider(jar, config('local'));
    expect(auth.kind).toBe('local');
    expect(await auth.currentEmail()).toBeUndefined();
    expect(mockSsrLoaded).not.toHaveBeenCalled();
  });

  it('loads Supabase Auth on its first call when Supabase is configured', async () => {
    const auth = createAuthProvider(jar, config('supabase'));
    expect(auth.kind).toBe('supabase');
    expect(mockSsrLoaded).not.toHaveBeenCalled();
    // No session cookie: the answer comes without a request to the project.
    expect(await auth.currentEmail()).toBeUndefined();
    expect(mockSsrLoaded).toHaveBeenCalled();
  });
});
