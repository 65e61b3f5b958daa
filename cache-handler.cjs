const { readFileSync } = require('node:fs');
const { mkdir, rename, writeFile } = require('node:fs/promises');
const path = require('node:path');
const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache.js').default;
const { tagsManifest } = require('next/dist/server/lib/incremental-cache/tags-manifest.external.js');

/** Where tag expiries outlive the process, beside Next's other caches in .next/cache. */
const expiryFile = (serverDistDir) => path.join(serverDistDir, '..', 'cache', 'tag-expiry.json');

/**
 * Next's own page and data cache for a self-hosted server (`npm start`), minus what would let a visitor fill
 * the disk or a restart undo the back office's changes.
 *
 * - A page answered with anything but 200 (a made-up `/article/{id}` answers 404, a made-up category
 *   redirects) is kept in memory only, so made-up addresses cannot fill the disk. Next itself writes each
 *   one to disk (vercel/next.js#73101, still open in 16.4). When the address already has a page on disk
 *   (an article deleted in the back office), the 404 replaces it there, so a restart cannot bring the old
 *   page back.
 * - The data cache (`cachedReader`) is kept in memory only: its per-id entries would grow with made-up ids
 *   too. After a restart, readers ask Postgres again.
 * - Tag expiries (`updateTag`, `revalidatePath`), which Next keeps in memory only, are written to a file
 *   and read back at start. Otherwise a page kept on disk from before an admin change, and not requested
 *   again before a restart, would be served as fresh after it.
 *
 * Memory stays bounded by Next's LRU (`cacheMaxMemorySize`, 50 MB). Next makes one handler per request, so
 * the expiries are read once per process and written one after another.
 */
class SelfHostedCache extends FileSystemCache {
  static #loaded = new Set();
  static #writes = Promise.resolve();
  #memoryOnly;
  #expiryFile;

  constructor(options) {
    super(options);
    this.#memoryOnly = new FileSystemCache({ ...options, flushToDisk: false });
    this.#expiryFile = options.serverDistDir ? expiryFile(options.serverDistDir) : undefined;
    if (this.#expiryFile && !SelfHostedCache.#loaded.has(this.#expiryFile)) {
      SelfHostedCache.#loaded.add(this.#expiryFile);
      for (const [tag, expiry] of Object.entries(readExpiries(this.#expiryFile))) {
        if (!tagsManifest.has(tag)) tagsManifest.set(tag, expiry);
      }
    }
  }

  get(key, context) {
    return context?.kind === 'FETCH' ? this.#memoryOnly.get(key, context) : super.get(key, context);
  }

  set(key, data, context) {
    return this.#keepOnDisk(key, data) ? super.set(key, data, context) : this.#memoryOnly.set(key, data, context);
  }

  async revalidateTag(tags, durations) {
    await super.revalidateTag(tags, durations);
    const file = this.#expiryFile;
    if (!file || !this.flushToDisk) return;
    // Taken now, so the file written last holds every expiry made so far.
    const json = JSON.stringify(Object.fromEntries(tagsManifest));
    const write = SelfHostedCache.#writes.then(async () => {
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}.tmp`;
      await writeFile(temporary, json);
      await rename(temporary, file);
    });
    SelfHostedCache.#writes = write.catch((error) => console.error('could not record the cache tag expiries', error));
    await SelfHostedCache.#writes;
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

/** The recorded expiries, or none when the file is missing (no change since the build) or unreadable. */
function readExpiries(file) {
  try {
    // The file is the running server's own (.next/cache); without the comment Turbopack cannot tell, and
    // would trace the whole project into the server's output.
    const parsed = JSON.parse(readFileSync(/* turbopackIgnore: true */ file, 'utf8'));
    return parsed && typeof parsed === 'object' ? parsed : {};
  } catch {
    return {};
  }
}

module.exports = SelfHostedCache;
