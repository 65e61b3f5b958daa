import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertSafeKey, type Bucket, type Storage } from '@/lib/storage/types';

const CONTENT_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
  '.pdf': 'application/pdf',
};

export function contentTypeFor(key: string): string {
  return CONTENT_TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream';
}

/** Files under a folder (default .data/storage), served by the /storage route handler. */
export function createLocalStorage(root: string): Storage {
  const base = path.resolve(root);
  const fileFor = (bucket: Bucket, key: string) => {
    assertSafeKey(key);
    const file = path.resolve(base, bucket, key);
    if (!file.startsWith(path.join(base, bucket) + path.sep)) throw new Error(`Unsafe storage key: ${key}`);
    return file;
  };
  return {
    kind: 'local',
    async put(bucket, key, body, options) {
      const file = fileFor(bucket, key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, body, { flag: options.upsert ? 'w' : 'wx' });
    },
    async get(bucket, key) {
      const file = fileFor(bucket, key);
      const body = await readFile(file).catch(() => undefined);
      return body ? { body, contentType: contentTypeFor(key) } : undefined;
    },
    async exists(bucket, key) {
      return stat(fileFor(bucket, key)).then(
        (info) => info.isFile(),
        () => false,
      );
    },
    async remove(bucket, keys) {
      await Promise.all(keys.map((key) => rm(fileFor(bucket, key), { force: true })));
    },
    publicUrl(bucket, key) {
      assertSafeKey(key);
      return `/storage/${bucket}/${key}`;
    },
  };
}
