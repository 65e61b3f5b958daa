const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache.js').default;

/**
 * Next's own page and data cache for a self-hosted server (`npm start`), minus the files any visitor could
 * make it write without limit.
 *
 * - A page answered with anything but 200 (a made-up `/article/{id}` answers 404, a made-up category
 *   redirects) is kept in memory only, so made-up addresses cannot fill the disk. Next itself writes each
 *   one to disk (vercel/next.js#73101, still open in 16.4). When the address already has a page on disk
 *   (an article deleted in the back office), the 404 replaces it there, so a restart cannot bring the old
 *   page back.
 * - The data cache (`cachedReader`) is kept in memory only. Its per-id entries would otherwise grow with
 *   made-up ids too, and an entry kept on disk across a restart outlives the tag expiry that Next keeps in
 *   memory, so it could bring back data the back office had already changed. After a restart, readers ask
 *   Postgres again.
 *
 * Memory stays bounded by Next's LRU (`cacheMaxMemorySize`, 50 MB).
 */
class SelfHostedCache extends FileSystemCache {
  #memoryOnly;

  constructor(options) {
    super(options);
    this.#memoryOnly = new FileSystemCache({ ...options, flushToDisk: false });
  }

  get(key, context) {
    return context?.kind === 'FETCH' ? this.#memoryOnly.get(key, context) : super.get(key, context);
  }

  set(key, data, context) {
    return this.#keepOnDisk(key, data) ? super.set(key, data, context) : this.#memoryOnly.set(key, data, context);
  }

  #keepOnDisk(key, data) {
    if (!data) return true;
    if (data.kind === 'FETCH') return false;
    if (data.kind !== 'APP_PAGE' && data.kind !== 'APP_ROUTE') return true;
    if (data.status === undefined || data.status === 200) return true;
    const primary = data.kind === 'APP_ROUTE' ? `${key}.body` : `${key}.html`;
    return this.fs.existsSync(this.getFilePath(primary, data.kind));
  }
}

module.exports = SelfHostedCache;
