import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import type { Handler } from '@fortedigital/nextjs-cache-handler/cache-handler.types';

/** The types of cache-handler.mjs, which Next loads as plain JavaScript. */

export const REDIS_TIMEOUT_MS: number;
export const LOCAL_BOUNDS: { maxItemsNumber: number; maxItemSizeBytes: number };
export const FREE_TEXT_BOUNDS: { maxItemsNumber: number; maxItemSizeBytes: number };
export function isFreeTextPage(key: string): boolean;
export const FILL_WINDOW_MS: number;
export function datedFromRenderStart(handler: Handler): Handler;
export function createLocalHandler(): Handler;

export interface SharedCache {
  handler: Handler;
  /** Resolves true once Redis is in use, false after `ms` without it. */
  ready(ms?: number): Promise<boolean>;
  readonly usingRedis: boolean;
  close(): Promise<void>;
}

export function createSharedCache(options: { url: string; keyPrefix: string; timeoutMs?: number; log?: (message: string) => void }): SharedCache;

export default CacheHandler;
