/**
 * The buckets the site uses: 'public' holds the logo, 'media' featured images and uploads shown on the site,
 * 'private' documents only the administrator may read (installer certification proofs). The /storage route
 * serves only the public buckets.
 */
export type Bucket = 'public' | 'media' | 'private';

const PUBLIC_BUCKETS: readonly Bucket[] = ['public', 'media'];

export function isPublicBucket(value: string): value is Bucket {
  return (PUBLIC_BUCKETS as readonly string[]).includes(value);
}

export interface StoredObject {
  body: Buffer;
  contentType: string;
}

/** What the store knows about an object without reading it. */
interface ObjectInfo {
  size: number;
  /** When the object was last written: changes on every upload, so it can version a URL. */
  updatedAt: Date;
  contentType: string;
}

interface PutOptions {
  contentType: string;
  upsert?: boolean;
  /** Seconds a CDN and browsers may keep the object (Supabase's cacheControl; the local routes set their own). */
  cacheControl?: number;
}

export interface Storage {
  readonly kind: 'local' | 'supabase';
  put(bucket: Bucket, key: string, body: Buffer, options: PutOptions): Promise<void>;
  get(bucket: Bucket, key: string): Promise<StoredObject | undefined>;
  /** Size, last write and content type; undefined when the object does not exist. */
  stat(bucket: Bucket, key: string): Promise<ObjectInfo | undefined>;
  exists(bucket: Bucket, key: string): Promise<boolean>;
  remove(bucket: Bucket, keys: string[]): Promise<void>;
  /** A URL the browser can load the object from (meaningful for the public buckets only). */
  publicUrl(bucket: Bucket, key: string): string;
}

const SAFE_KEY = /^[a-zA-Z0-9][a-zA-Z0-9._-]*(\/[a-zA-Z0-9][a-zA-Z0-9._-]*)*$/;

/** Keys are plain relative paths: no '..', no leading slash, no hidden files. */
export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.split('/').some((part) => part === '..' || part.startsWith('.'))) {
    throw new Error(`Unsafe storage key: ${key}`);
  }
}

/** Where Supabase serves an object of a public bucket. */
export function supabasePublicUrl(projectUrl: string, bucket: Bucket, key: string): string {
  assertSafeKey(key);
  const path = key.split('/').map(encodeURIComponent).join('/');
  return `${projectUrl.replace(/\/+$/, '')}/storage/v1/object/public/${bucket}/${path}`;
}
