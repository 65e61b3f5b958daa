import 'server-only';
import { env } from '@/lib/env';
import { createLocalStorage } from '@/lib/storage/local';
import type { Storage } from '@/lib/storage/types';

export type { Bucket, Storage, StoredObject } from '@/lib/storage/types';

let instance: Storage | undefined;

export function storage(): Storage {
  instance ??= createLocalStorage(env().STORAGE_DIR);
  return instance;
}
