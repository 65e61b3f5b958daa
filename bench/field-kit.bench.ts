/**
 * The offline field kit's size as a visitor's phone downloads it (docs/product/field-kit.md): the data file, the
 * offline page, the pages saved whole, the kit's own files (the tire-pressure calculator's tables and script) and every
 * build file those pages name, each gzipped (level 9, as a CDN would; the site's own server
 * compresses too), against the 5 MB budget of decision 0460; and the version check's bytes, against 1 KB.
 */
import { gzipSync } from 'node:zlib';
import { assetsOf, KIT_DATA_URL, KIT_FILES, KIT_PAGE_URL, KIT_VERSION_URL, KIT_WHOLE_PAGES } from '../lib/field-kit/store';
import { startSite } from './lib/site';

export const name = 'field kit: what saving it downloads, and the version check';

const KIT_BUDGET_MB = 5;
const VERSION_BUDGET_BYTES = 1024;

const mb = (bytes: number) => (bytes / (1024 * 1024)).toFixed(2);

export default async function run() {
  const site = await startSite();
  try {
    const body = async (path: string) => Buffer.from(await (await fetch(`${site.origin}${path}`)).arrayBuffer());
    const data = await body(KIT_DATA_URL);
    const pages = await Promise.all([KIT_PAGE_URL, ...KIT_WHOLE_PAGES].map(body));
    const page = Buffer.concat(pages);
    const assets = await Promise.all([...new Set(pages.flatMap((html) => assetsOf(html.toString('utf8'))))].map(body));
    const files = await Promise.all(KIT_FILES.map(body));
    const gzip = (buffer: Buffer) => gzipSync(buffer, { level: 9 }).length;
    const filesGzip = files.reduce((sum, file) => sum + gzip(file), 0);
    const filesRaw = files.reduce((sum, file) => sum + file.length, 0);
    const dataGzip = gzip(data);
    const pageGzip = gzip(page);
    const assetsGzip = assets.reduce((sum, asset) => sum + gzip(asset), 0);
    const assetsRaw = assets.reduce((sum, asset) => sum + asset.length, 0);
    const total = dataGzip + pageGzip + assetsGzip + filesGzip;
    console.log(`data file ${KIT_DATA_URL}: ${mb(data.length)} MB, ${mb(dataGzip)} MB gzip`);
    console.log(`pages ${[KIT_PAGE_URL, ...KIT_WHOLE_PAGES].join(', ')}: ${(page.length / 1024).toFixed(1)} KB, ${(pageGzip / 1024).toFixed(1)} KB gzip`);
    console.log(`build files it names: ${assets.length}, ${mb(assetsRaw)} MB, ${mb(assetsGzip)} MB gzip`);
    KIT_FILES.forEach((path, index) =>
      console.log(`kit file ${path}: ${(files[index]!.length / 1024).toFixed(1)} KB, ${(gzip(files[index]!) / 1024).toFixed(1)} KB gzip`),
    );
    console.log(`the kit over the network: ${mb(total)} MB (${total <= KIT_BUDGET_MB * 1024 * 1024 ? 'ok' : 'OVER'} ${KIT_BUDGET_MB} MB); stored: ${mb(data.length + page.length + assetsRaw + filesRaw)} MB`);
    const version = await fetch(`${site.origin}${KIT_VERSION_URL}`);
    const headers = [...version.headers].reduce((sum, [key, value]) => sum + key.length + value.length + 4, 0);
    const versionBody = (await version.arrayBuffer()).byteLength;
    console.log(
      `version check ${KIT_VERSION_URL}: ${versionBody} B body + ${headers} B of headers (${versionBody + headers <= VERSION_BUDGET_BYTES ? 'ok' : 'OVER'} ${VERSION_BUDGET_BYTES} B)`,
    );
  } finally {
    await site.stop();
  }
}
