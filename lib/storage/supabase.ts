import { createClient } from '@supabase/supabase-js';
import { assertSafeKey, supabasePublicUrl, type Storage } from '@/lib/storage/types';

interface SupabaseStorageConfig {
  url: string;
  serviceRoleKey: string;
  fetch?: typeof fetch;
}

interface StorageErrorLike {
  status?: number;
  statusCode?: string;
  code?: string;
}

// Storage reports a missing object as HTTP 404, or (older servers) HTTP 400 with statusCode '404'.
function isMissing(error: unknown): boolean {
  const e = (error ?? {}) as StorageErrorLike;
  return e.status === 404 || e.statusCode === '404' || e.code === 'NoSuchKey' || e.code === 'not_found';
}

/**
 * Supabase Storage through supabase-js with the service-role key (server only). Buckets must exist:
 * migration 0050 creates 'public' and 'media' as public buckets and 'private' as a private one.
 */
export function createSupabaseStorage(config: SupabaseStorageConfig): Storage {
  const client = createClient(config.url, config.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: config.fetch ? { fetch: config.fetch } : undefined,
  });
  return {
    kind: 'supabase',
    async put(bucket, key, body, options) {
      assertSafeKey(key);
      const { error } = await client.storage
        .from(bucket)
        .upload(key, body, {
          contentType: options.contentType,
          upsert: options.upsert ?? false,
          ...(options.cacheControl === undefined ? {} : { cacheControl: String(options.cacheControl) }),
        });
      if (error) throw error;
    },
    async get(bucket, key) {
      assertSafeKey(key);
      const { data, error } = await client.storage.from(bucket).download(key);
      if (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
      return {
        body: Buffer.from(await data.arrayBuffer()),
        contentType: data.type || 'application/octet-stream',
      };
    },
    async stat(bucket, key) {
      assertSafeKey(key);
      const { data, error } = await client.storage.from(bucket).info(key);
      if (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
      const updated = new Date(data.lastModified ?? data.updatedAt ?? data.createdAt);
      return {
        size: data.size ?? 0,
        // Storage always reports a time; an unparsable one must not make every version equal.
        updatedAt: Number.isNaN(updated.getTime()) ? new Date() : updated,
        contentType: data.contentType || 'application/octet-stream',
      };
    },
    async exists(bucket, key) {
      assertSafeKey(key);
      try {
        const { data } = await client.storage.from(bucket).exists(key);
        return data;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async remove(bucket, keys) {
      if (keys.length === 0) return;
      keys.forEach(assertSafeKey);
      const { error } = await client.storage.from(bucket).remove(keys);
      if (error) throw error;
    },
    publicUrl(bucket, key) {
      return supabasePublicUrl(config.url, bucket, key);
    },
  };
}
