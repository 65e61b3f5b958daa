/// <reference lib="webworker" />
import { Serwist, type RouteHandler } from 'serwist';
import { kitRouteOf } from '@/lib/field-kit/routes';
import { KIT_FILES, KIT_PAGE_URL, currentVersion, noteChecked, saveKit, savedKit, savedPageFor } from '@/lib/field-kit/store';

/**
 * The field kit's service worker (docs/product/field-kit.md), registered only when a visitor saves the kit. It
 * precaches nothing of the build: the kit's own cache holds what the offline page needs. It stores nothing it serves
 * either: a page, an answer of the back office or of an API is never written to a cache, so nothing private can be
 * kept. While the network answers, every request goes to it; when it does not, an address gets the kit's offline
 * page, which draws the saved codes, terms and articles or says what is saved. Requests other than GET (analytics
 * events among them) are not handled: offline they fail and are dropped, as the analytics expect.
 */

declare const self: ServiceWorkerGlobalScope;

/** How often a visit with a network asks whether a newer kit exists. */
const CHECK_INTERVAL_MS = 60 * 60 * 1000;

/** The browser asks to save data (Save-Data, or the Network Information API): no background refresh. */
const savesData = (request: Request) =>
  request.headers.get('Save-Data') === 'on' || Boolean((self.navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData);

/** Asks for the version (a few dozen bytes) at most once an interval, and refreshes the kit when it is new. */
async function refreshWhenNew(): Promise<void> {
  const kit = await savedKit();
  if (!kit) return;
  const now = new Date();
  if (kit.note.checkedAt && now.getTime() - Date.parse(kit.note.checkedAt) < CHECK_INTERVAL_MS) return;
  const version = await currentVersion();
  if (!version) return;
  await noteChecked(kit, now);
  if (version !== kit.note.version) await saveKit();
}

/** /field-kit checks and refreshes the kit itself, showing what it does. */
const KIT_PAGE = '/field-kit';

const kitAnswers = (url: URL) => savedPageFor(url.pathname) !== undefined || kitRouteOf(url.pathname, url.search).kind !== 'unsaved';

/**
 * A page request as the network answers it:
 * - For an address the kit answers, the server is asked every time (a conditional request). The browser's own cache
 *   may hold an online copy of the page (the site's pages allow stale-while-revalidate) and would answer it when the
 *   server cannot, with scripts that then ask the server (a calculator's vehicle lists) and fail; so offline the
 *   kit's copy answers instead. A navigation's own request cannot be given other options, so it is copied.
 * - A redirect within the site is followed here and answered with a redirect of the worker's own to where it led.
 *   The server writes a redirect's Location header twice when it renders the redirect for the first time, and a
 *   navigation answered with the server's response reads the two as one address ("/fault-codes/P0AB1,
 *   /fault-codes/P0AB1"), a page not found. A redirect to another site (a shop's link) cannot be followed here and is
 *   passed on as it came.
 */
async function pageFromNetwork(request: Request, url: URL): Promise<Response> {
  const copy = (init: RequestInit) => new Request(request.url, { headers: request.headers, credentials: 'same-origin', ...init });
  const response = await fetch(kitAnswers(url) ? copy({ cache: 'no-cache', redirect: 'manual' }) : request);
  if (response.type !== 'opaqueredirect') return response;
  try {
    const followed = await fetch(copy({ mode: 'same-origin', redirect: 'follow' }));
    return Response.redirect(followed.url, 303);
  } catch {
    return response;
  }
}

const offlinePage: RouteHandler = async ({ request, url, event }) => {
  try {
    const response = await pageFromNetwork(request, url);
    if (!savesData(request) && url.pathname !== KIT_PAGE) (event as FetchEvent).waitUntil(refreshWhenNew().catch(() => undefined));
    return response;
  } catch (error) {
    const kit = await savedKit();
    const own = savedPageFor(url.pathname);
    const whole = own ? await kit?.cache.match(own) : undefined;
    const page = whole ?? (await kit?.cache.match(KIT_PAGE_URL));
    if (page) return page;
    throw error;
  }
};

/** The build's files and the kit's own files come from the kit; others from the network, never stored. */
const kitFileOrNetwork: RouteHandler = async ({ request }) => (await (await savedKit())?.cache.match(request.url)) ?? fetch(request);

const sameOrigin = (url: URL) => url.origin === self.location.origin;

const serwist = new Serwist({
  skipWaiting: true,
  clientsClaim: true,
  runtimeCaching: [
    { matcher: ({ request, url }) => request.mode === 'navigate' && sameOrigin(url), handler: offlinePage },
    {
      matcher: ({ url }) => sameOrigin(url) && (url.pathname.startsWith('/_next/static/') || (KIT_FILES as readonly string[]).includes(url.pathname)),
      handler: kitFileOrNetwork,
    },
  ],
});

serwist.addEventListeners();
