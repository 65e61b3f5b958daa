/**
 * First-load JavaScript per public route, as a browser meets it: the production server (`next start`)
 * serves each page, and every script its HTML names is fetched and gzipped (level 9, as a CDN would).
 * noModule scripts (legacy polyfills) are listed apart: browsers that run modules never fetch them.
 * Also prints each page's HTML size and Cache-Control. Targets: content pages ≤ 160 KB gzip (the empty
 * page alone is 135 KB, so 110 KB cannot be met on Next 16), tool pages ≤ 170 KB, /installers/join included,
 * /glossary HTML ≤ 60 KB gzip. Last, the same figure for the empty App Router page of bench/baseline: the
 * part of every page that is the framework's own.
 */
import { gzipSync } from 'node:zlib';
import { BASELINE_PAGE, benchRoutes, startBaseline, startSite } from './lib/site';

export const name = 'bundle: first-load JS (gzip) and HTML per route, from the production build';

const CONTENT_TARGET_KB = 160;
const TOOL_TARGET_KB = 170;
const GLOSSARY_HTML_TARGET_KB = 60;

const gzipKb = (bytes: Buffer | string) => gzipSync(bytes, { level: 9 }).length / 1024;

export default async function run() {
  const routes = await benchRoutes();
  const site = await startSite();
  const scripts = new Map<string, number>();
  const scriptKb = async (src: string, origin = site.origin) => {
    const url = new URL(src, origin).href;
    const known = scripts.get(url);
    if (known !== undefined) return known;
    const response = await fetch(url);
    const kb = response.ok ? gzipKb(Buffer.from(await response.arrayBuffer())) : 0;
    scripts.set(url, kb);
    return kb;
  };
  const totalKb = async (sources: Iterable<string>, origin = site.origin) =>
    (await Promise.all([...sources].map((src) => scriptKb(src, origin)))).reduce((sum, value) => sum + value, 0);
  const moduleScripts = (html: string) => {
    const tags = [...html.matchAll(/<script([^>]*)\ssrc="([^"]+)"([^>]*)>/g)];
    // A noModule script (Next's legacy polyfills) is skipped by every browser that runs modules.
    const legacy = new Set(tags.filter((tag) => /nomodule/i.test(tag[1]! + tag[3]!)).map((tag) => tag[2]!));
    return { sources: [...new Set(tags.map((tag) => tag[2]!))].filter((src) => !legacy.has(src)), legacy };
  };
  let shared: Set<string> | undefined;
  try {
    const measure = async (route: string, target: number) => {
      const response = await fetch(`${site.origin}${route}`);
      const html = await response.text();
      const { sources, legacy } = moduleScripts(html);
      shared = shared ? new Set([...shared].filter((known) => sources.includes(known))) : new Set(sources);
      const kb = await totalKb(sources);
      const legacyKb = await totalKb(legacy);
      const htmlKb = gzipKb(html);
      const verdict = kb <= target ? 'ok' : `OVER ${target}`;
      const htmlNote = route === '/glossary' ? (htmlKb <= GLOSSARY_HTML_TARGET_KB ? ' ok' : ` OVER ${GLOSSARY_HTML_TARGET_KB}`) : '';
      console.log(
        `${route.padEnd(30)} ${String(response.status).padEnd(4)} JS ${kb.toFixed(1).padStart(6)} KB gzip in ${String(sources.length).padStart(2)} files (${verdict}; +${legacyKb.toFixed(1)} KB noModule polyfills)  ` +
          `HTML ${(html.length / 1024).toFixed(0).padStart(4)} KB, ${htmlKb.toFixed(1)} KB gzip${htmlNote}  ` +
          `Cache-Control: ${response.headers.get('cache-control') ?? '-'}`,
      );
      return kb;
    };
    console.log('content pages:');
    const content = [];
    for (const route of routes.content) content.push(await measure(route, CONTENT_TARGET_KB));
    console.log('tool pages:');
    const tools = [];
    for (const route of routes.tools) tools.push(await measure(route, TOOL_TARGET_KB));
    const sharedKb = await totalKb(shared ?? []);
    console.log(`scripts every page loads (framework + site shell): ${sharedKb.toFixed(1)} KB gzip in ${shared?.size ?? 0} files`);
    console.log(
      `content pages ${Math.min(...content).toFixed(1)}–${Math.max(...content).toFixed(1)} KB, ` +
        `tool pages ${Math.min(...tools).toFixed(1)}–${Math.max(...tools).toFixed(1)} KB first-load JS gzip`,
    );
  } finally {
    await site.stop();
  }
  const baseline = await startBaseline();
  try {
    const html = await (await fetch(`${baseline.origin}${BASELINE_PAGE}`)).text();
    const { sources } = moduleScripts(html);
    const kb = await totalKb(sources, baseline.origin);
    console.log(`framework floor (bench/baseline, an empty App Router page): ${kb.toFixed(1)} KB gzip in ${sources.length} files`);
  } finally {
    await baseline.stop();
  }
}
