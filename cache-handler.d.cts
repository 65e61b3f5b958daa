import type FileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache';

/** The self-hosted page and data cache of cache-handler.cjs: Next's own, with the same interface. */
declare class SelfHostedCache extends FileSystemCache {}

export = SelfHostedCache;
