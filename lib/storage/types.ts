/** The buckets the site uses: 'public' holds the logo, 'media' featured images and uploads. */
export type Bucket = 'public' | 'media';

export interface StoredObject {
  body: Buffer;
  contentType: string;
}

export interface Storage {
  readonly kind: 'local' | 'supabase';
  put(bucket: Bucket, key: string, body: Buffer, options: { contentType: string; upsert?: boolean }): Promise<void>;
  get(bucket: Bucket, key: string): Promise<StoredObject | undefined>;
  exists(bucket: Bucket, key: string): Promise<boolean>;
  remove(bucket: Bucket, keys: string[]): Promise<void>;
  /** A URL the browser can load the object from. */
  publicUrl(bucket: Bucket, key: string): string;
}

const SAFE_KEY = /^[a-zA-Z0-9][a-zA-Z0-9._-]*(\/[a-zA-Z0-9][a-zA-Z0-9._-]*)*$/;

/** Keys are plain relative paths: no '..', no leading slash, no hidden files. */
export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.split('/').some((part) => part === '..' || part.startsWith('.'))) {
    throw new Error(`Unsafe storage key: ${key}`);
  }
}
