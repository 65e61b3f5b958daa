import 'server-only';
import { env, type Env } from '@/lib/env';
import { createLocalStorage } from '@/lib/storage/local';
import { supabasePublicUrl, type Storage } from '@/lib/storage/types';

export type { Bucket, StoredObject } from '@/lib/storage/types';

// Exported for its unit test: the rule is the contract.
/**
 * Supabase Storage when the project URL is set (the service-role key is then required: uploads must not
 * depend on the anonymous key's policies); local files under STORAGE_DIR otherwise.
 */
export function createStorage(config: Env): Storage {
  if (config.NEXT_PUBLIC_SUPABASE_URL) {
    if (!config.SUPABASE_SERVICE_ROLE_KEY) {
      throw new Error(
        'SUPABASE_SERVICE_ROLE_KEY is required for Supabase Storage when NEXT_PUBLIC_SUPABASE_URL is set.',
      );
    }
    return lazySupabaseStorage(config.NEXT_PUBLIC_SUPABASE_URL, config.SUPABASE_SERVICE_ROLE_KEY);
  }
  return createLocalStorage(config.STORAGE_DIR);
}

/**
 * supabase-js is loaded on the first storage call, not when this module is imported: a site on local
 * files never loads it (nor prints its Node version notice), and pages that only build URLs stay light.
 */
function lazySupabaseStorage(url: string, serviceRoleKey: string): Storage {
  let adapter: Promise<Storage> | undefined;
  const load = () =>
    (adapter ??= import('@/lib/storage/supabase').then((module) =>
      module.createSupabaseStorage({ url, serviceRoleKey }),
    ));
  return {
    kind: 'supabase',
    put: async (bucket, key, body, options) => (await load()).put(bucket, key, body, options),
    get: async (bucket, key) => (await load()).get(bucket, key),
    stat: async (bucket, key) => (await load()).stat(bucket, key),
    exists: async (bucket, key) => (await load()).exists(bucket, key),
    remove: async (bucket, keys) => (await load()).remove(bucket, keys),
    publicUrl: (bucket, key) => supabasePublicUrl(url, bucket, key),
  };
}

let instance: Storage | undefined;

export function storage(): Storage {
  instance ??= createStorage(env());
  return instance;
}
