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

function contentTypeFor(key: string): string {
  return CONTENT_TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * Where the content type given at upload is kept, as Supabase keeps it with the object, when the name does not
 * tell it (the logo is always `logo.png`, whether it holds a PNG, a JPEG or an SVG). The dot makes it a hidden
 * file, which no storage key can name, so it is never served.
 */
function metaFileFor(file: string): string {
  return path.join(path.dirname(file), `.${path.basename(file)}.meta.json`);
}

async function storedContentType(file: string, key: string): Promise<string> {
  try {
    const meta = JSON.parse(await readFile(metaFileFor(file), 'utf8')) as { contentType?: unknown };
    if (typeof meta.contentType === 'string' && meta.contentType) return meta.contentType;
  } catch {
    // Files written before content types were recorded (or copied in by hand) fall back to their extension.
  }
  return contentTypeFor(key);
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
      // Most keys end in the extension of their type: those need no record, and a stale one must go.
      if (options.contentType === contentTypeFor(key)) await rm(metaFileFor(file), { force: true });
      else await writeFile(metaFileFor(file), JSON.stringify({ contentType: options.contentType }));
    },
    async get(bucket, key) {
      const file = fileFor(bucket, key);
      const body = await readFile(file).catch(() => undefined);
      return body ? { body, contentType: await storedContentType(file, key) } : undefined;
    },
    async stat(bucket, key) {
      const file = fileFor(bucket, key);
      const info = await stat(file).catch(() => undefined);
      if (!info?.isFile()) return undefined;
      return { size: info.size, updatedAt: info.mtime, contentType: await storedContentType(file, key) };
    },
    async exists(bucket, key) {
      return stat(fileFor(bucket, key)).then(
        (info) => info.isFile(),
        () => false,
      );
    },
    async remove(bucket, keys) {
      await Promise.all(
        keys.map(async (key) => {
          const file = fileFor(bucket, key);
          await rm(file, { force: true });
          await rm(metaFileFor(file), { force: true });
        }),
      );
    },
    publicUrl(bucket, key) {
      assertSafeKey(key);
      return `/storage/${bucket}/${key}`;
    },
  };
}
