/**
 * @jest-environment node
 */
import { parseEnv } from '@/lib/env';
import { createStorage } from '@/lib/storage';

// Observes (does not replace) supabase-js: the operator should see its Node notice only when it is used.
const mockSupabaseLoaded = jest.fn();
jest.mock('@supabase/supabase-js', () => {
  mockSupabaseLoaded();
  return jest.requireActual('@supabase/supabase-js');
});

const base = { DATABASE_URL: 'postgres://localhost/unused' };

describe('storage adapter selection', () => {
  beforeAll(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));

  it('uses local files when Supabase is not configured', () => {
    const storage = createStorage(parseEnv({ ...base, STORAGE_DIR: '/tmp/storage-selection' }));
    expect(storage.kind).toBe('local');
    expect(storage.publicUrl('media', 'installer-logos/a.png')).toBe('/storage/media/installer-logos/a.png');
    expect(mockSupabaseLoaded).not.toHaveBeenCalled();
  });

  it('uses Supabase Storage with the service-role key when the project URL is set', () => {
    const storage = createStorage(
      parseEnv({
        ...base,
        NEXT_PUBLIC_SUPABASE_URL: 'https://project.supabase.co',
        SUPABASE_SERVICE_ROLE_KEY: 'key',
      }),
    );
    expect(storage.kind).toBe('supabase');
    expect(storage.publicUrl('media', 'a.png')).toBe(
      'https://project.supabase.co/storage/v1/object/public/media/a.png',
    );
    // Building a URL needs no client; supabase-js loads with the first real storage call.
    expect(mockSupabaseLoaded).not.toHaveBeenCalled();
  });

  it('says what is missing when the project URL is set without the service-role key', () => {
    expect(() =>
      createStorage(parseEnv({ ...base, NEXT_PUBLIC_SUPABASE_URL: 'https://project.supabase.co' })),
    ).toThrow('SUPABASE_SERVICE_ROLE_KEY is required');
  });
});
