/**
 * Where the field kit lives in the browser (docs/product/field-kit.md): one Cache Storage cache holding the kit's
 * data file, the offline page, the pages saved whole, the scripts and styles those pages name, and a note of what was
 * saved when. The
 * /field-kit page saves it with progress; the service worker refreshes it in the background. Both run this module,
 * so the kit is written one way.
 */

/** Every cache of the kit starts with this; one holds the kit at a time. */
const CACHE_PREFIX = 'field-kit:';
export const KIT_DATA_URL = '/field-kit/data';
export const KIT_VERSION_URL = '/field-kit/version';
/** The tire-pressure calculator's tables and its script (app/field-kit/tire-pressure.js): the kit's tire page reads them. */
export const KIT_TIRE_DATA_URL = '/field-kit/tire-data';
export const KIT_TIRE_SCRIPT_URL = '/field-kit/tire-pressure.js';
/** Files of the kit besides the data file and the pages: the worker answers them from the kit first. */
export const KIT_FILES = [KIT_TIRE_DATA_URL, KIT_TIRE_SCRIPT_URL] as const;
/** The page that draws every saved address from the data file, and says what is saved for any other. */
export const KIT_PAGE_URL = '/field-kit/offline';
/**
 * Pages saved whole, as the site serves them: they compute in the browser, so their own HTML and scripts work with no
 * network, and the offline page need not carry a copy of their code.
 */
export const KIT_WHOLE_PAGES = ['/panel-check', '/field-kit/tires'] as const;
/**
 * Online addresses a saved page stands in for offline: the directory's size search and the tire-pressure calculator (a
 * shared link to it among them) are answered by the kit's tire page, a page of its own so that drawing them changes no
 * other page's scripts (decision 0460).
 */
export const KIT_STAND_INS: Readonly<Record<string, string>> = {
  '/tire-fitment': '/field-kit/tires',
  '/tire-calculator': '/field-kit/tires',
};

/** The saved page that answers an address offline, when the kit holds one of its own for it. */
export function savedPageFor(pathname: string): string | undefined {
  return (KIT_WHOLE_PAGES as readonly string[]).includes(pathname) ? pathname : KIT_STAND_INS[pathname];
}
/** The service worker, built by Serwist (app/serwist/[path]/route.ts). */
export const SERVICE_WORKER_URL = '/serwist/sw.js';
/** A made-up address in the kit's cache whose entry notes what the kit holds. */
const NOTE_URL = '/field-kit/saved-note';

export interface KitNote {
  version: string;
  /** When the kit's content was read from the database. */
  generatedAt: string;
  /** When this browser saved it. */
  savedAt: string;
  /** Bytes of what was saved, as stored. */
  bytes: number;
  /** When the service worker last asked whether a newer kit exists. */
  checkedAt?: string;
}

export type KitProgress = (saved: number, total: number | undefined) => void;

/** A kit's cache is named after when its download began; the newest complete one is the kit. */
const stampOf = (name: string) => Number(name.slice(CACHE_PREFIX.length));

/** The kit's caches, newest first. */
const kitCaches = async () =>
  (await caches.keys()).filter((name) => name.startsWith(CACHE_PREFIX)).sort((a, b) => stampOf(b) - stampOf(a));

async function noteOf(name: string): Promise<KitNote | undefined> {
  const response = await (await caches.open(name)).match(NOTE_URL);
  return response ? ((await response.json()) as KitNote) : undefined;
}

/** The newest cache holding a complete kit, and its note; undefined when none is saved. */
export async function savedKit(): Promise<{ cache: Cache; note: KitNote } | undefined> {
  for (const name of await kitCaches()) {
    const note = await noteOf(name);
    if (note) return { cache: await caches.open(name), note };
  }
  return undefined;
}

/**
 * The build's files the offline page names, in its tags or its inline payload (scripts, stylesheets, fonts): what it
 * needs to run with no network. Only these are saved, not the build's other files.
 */
export function assetsOf(html: string): string[] {
  const found = [...html.matchAll(/\/_next\/static\/[\w./~-]+/g)].map((match) => match[0]);
  return [...new Set(found)];
}

/** A response as read, byte by byte, for progress; the body is kept to be stored. */
async function readWithProgress(response: Response, onBytes: (bytes: number) => void): Promise<Uint8Array> {
  const reader = response.body!.getReader();
  const parts: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    length += value.byteLength;
    onBytes(value.byteLength);
  }
  const body = new Uint8Array(length);
  let offset = 0;
  for (const part of parts) {
    body.set(part, offset);
    offset += part.byteLength;
  }
  return body;
}

/** The pauses before a failed request is tried again. */
export const RETRY_PAUSES_MS = [500, 2000] as const;

/**
 * A request of the kit, tried again after a pause when the network or the server fails (no answer, or 5xx): a phone's
 * connection drops for a moment, and a server just started answers its first read of the whole kit slowly. A 4xx is
 * an answer and is not asked again.
 */
export async function patiently(url: string, init: RequestInit): Promise<Response> {
  for (let attempt = 0; ; attempt += 1) {
    const last = attempt === RETRY_PAUSES_MS.length;
    try {
      const response = await fetch(url, init);
      if (response.status < 500 || last) return response;
    } catch (error) {
      if (last) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, RETRY_PAUSES_MS[attempt]));
  }
}

async function fetched(url: string): Promise<Response> {
  const response = await patiently(url, { cache: 'no-store', credentials: 'omit' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response;
}

/**
 * Downloads the whole kit into a new cache and only then drops the older ones, so a failed refresh leaves the saved kit
 * as it was, and of two downloads at once (the page's and the service worker's) the later-begun one stays. `expected` is the size the page announced (the data file's bytes), which progress is measured against.
 * Requests carry no cookies: the kit is the public site's.
 */
export async function saveKit(onProgress?: KitProgress, expected?: number): Promise<KitNote> {
  const began = Date.now();
  let saved = 0;
  const step = (bytes: number) => {
    saved += bytes;
    onProgress?.(saved, expected);
  };
  const dataResponse = await fetched(KIT_DATA_URL);
  const data = await readWithProgress(dataResponse, step);
  const { version, generatedAt } = JSON.parse(new TextDecoder().decode(data)) as { version: string; generatedAt: string };
  const pages = await Promise.all(
    [KIT_PAGE_URL, ...KIT_WHOLE_PAGES].map(async (url) => {
      const response = await fetched(url);
      const html = await response.text();
      step(html.length);
      return { url, html, headers: response.headers };
    }),
  );
  const assets = await Promise.all(
    [...new Set([...pages.flatMap((page) => assetsOf(page.html)), ...KIT_FILES])].map(async (url) => {
      const response = await fetched(url);
      const body = await response.arrayBuffer();
      step(body.byteLength);
      return { url, body, headers: response.headers };
    }),
  );
  const cache = await caches.open(`${CACHE_PREFIX}${began}`);
  const stored = (body: BodyInit, headers: Headers) =>
    new Response(body, { headers: { 'Content-Type': headers.get('Content-Type') ?? 'application/octet-stream' } });
  await cache.put(KIT_DATA_URL, stored(data as BodyInit, dataResponse.headers));
  for (const page of pages) await cache.put(page.url, stored(page.html, page.headers));
  for (const asset of assets) await cache.put(asset.url, stored(asset.body, asset.headers));
  const note: KitNote = { version, generatedAt, savedAt: new Date().toISOString(), bytes: saved };
  await cache.put(NOTE_URL, Response.json(note));
  for (const older of await kitCaches()) if (stampOf(older) < began) await caches.delete(older);
  return note;
}

/** Notes when a version check was made, so the service worker asks at most once an interval. */
export async function noteChecked(kit: { cache: Cache; note: KitNote }, at: Date): Promise<void> {
  await kit.cache.put(NOTE_URL, Response.json({ ...kit.note, checkedAt: at.toISOString() } satisfies KitNote));
}

/** The version the site serves now, or undefined when it cannot be reached. */
export async function currentVersion(): Promise<string | undefined> {
  try {
    const response = await patiently(KIT_VERSION_URL, { cache: 'no-store', credentials: 'omit' });
    return response.ok ? ((await response.json()) as { version: string }).version : undefined;
  } catch {
    return undefined;
  }
}

/** Deletes every cache of the kit. */
export async function removeKit(): Promise<void> {
  for (const name of await kitCaches()) await caches.delete(name);
}
