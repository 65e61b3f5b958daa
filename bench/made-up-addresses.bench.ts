/**
 * What made-up addresses of the record pages (a crawler following broken links, or one client walking
 * through ids) leave on a self-hosted server: files in Next's page and data caches, and the server's
 * resident memory. Each address is answered 404 (a made-up category redirects) and cached; the disk must
 * not grow with them, and memory is bounded by the cache handler's LRU (cache-handler.mjs, LOCAL_BOUNDS).
 * Prints before and after for BENCH_MADE_UP addresses (default 2,000), 10 at a time.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { startSite } from './lib/site';

export const name = 'made-up addresses: disk and memory of the server after many unknown record ids';

const ADDRESSES = Number(process.env.BENCH_MADE_UP ?? 2000);
const CONNECTIONS = 10;
const RECORD_PAGES = ['/article/9', '/glossary/9', '/tire-fitment/tire/9', '/tire-fitment/vehicle/9', '/charger-install/guide-', '/category/topic-'];
/** Where Next's own file-system cache would keep pages and data: nothing may appear there. */
const CACHE_FOLDERS = ['.next/server/route-cache', '.next/cache/fetch-cache'];

async function folderSize(folder: string): Promise<{ bytes: number; files: number }> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  let bytes = 0;
  let files = 0;
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    files += 1;
    bytes += (await stat(path.join(entry.parentPath, entry.name))).size;
  }
  return { bytes, files };
}

async function residentMegabytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kilobytes = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kilobytes / 1024;
}

async function snapshot(pid: number) {
  const folders = await Promise.all(CACHE_FOLDERS.map(folderSize));
  return { folders, rss: await residentMegabytes(pid) };
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export default async function run() {
  const site = await startSite();
  try {
    // The site's own pages first, so that what follows is what the made-up addresses add.
    await fetch(`${site.origin}/`).then((response) => response.arrayBuffer());
    const before = await snapshot(site.pid);
    const stamp = Date.now();
    const statuses = new Map<number, number>();
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (next < ADDRESSES) {
          const index = next++;
          const address = `${RECORD_PAGES[index % RECORD_PAGES.length]}${stamp}${index}`;
          const response = await fetch(`${site.origin}${address}`, { redirect: 'manual' });
          await response.arrayBuffer();
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const after = await snapshot(site.pid);
    const answered = [...statuses].map(([status, count]) => `${count} × ${status}`).join(', ');
    console.log(`${ADDRESSES} made-up addresses in ${seconds.toFixed(1)} s (${(ADDRESSES / seconds).toFixed(0)} per second): ${answered}`);
    CACHE_FOLDERS.forEach((folder, index) => {
      const [from, to] = [before.folders[index]!, after.folders[index]!];
      console.log(
        `  ${folder.padEnd(26)} ${megabytes(from.bytes)} in ${from.files} files → ${megabytes(to.bytes)} in ${to.files} files ` +
          `(${((to.bytes - from.bytes) / ADDRESSES / 1024).toFixed(1)} KB per address)`,
      );
    });
    console.log(`  server resident memory     ${before.rss.toFixed(0)} MB → ${after.rss.toFixed(0)} MB`);
  } finally {
    await site.stop();
  }
}
