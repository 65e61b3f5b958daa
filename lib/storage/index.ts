import 'server-only';
import { env, type Env } from '@/lib/env';
import { createLocalStorage } from '@/lib/storage/local';
import { createSupabaseStorage } from '@/lib/storage/supabase';
import type { Storage } from '@/lib/storage/types';

export type { Bucket, Storage, StoredObject } from '@/lib/storage/types';
export { isPublicBucket } from '@/lib/storage/types';

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
    return createSupabaseStorage({
      url: config.NEXT_PUBLIC_SUPABASE_URL,
      serviceRoleKey: config.SUPABASE_SERVICE_ROLE_KEY,
    });
  }
  return createLocalStorage(config.STORAGE_DIR);
}

let instance: Storage | undefined;

export function storage(): Storage {
  instance ??= createStorage(env());
  return instance;
}
