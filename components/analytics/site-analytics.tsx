'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import type { WireEvent } from '@/lib/analytics/events';

/*
 * The site's first-party analytics (docs/product/rules.md §5): page views, session start, scroll depth, time on
 * page, ad, affiliate and navigation clicks, and how long a glossary term stays open. Events wait in a
 * queue and leave in batches (when the page is hidden or closed, after FLUSH_MS, or at MAX_QUEUE), so a
 * page sends a few requests at most. Everything runs after hydration from passive listeners and timers:
 * nothing here stands between a visitor's input and the page's answer. Deliberately free of libraries
 * (no zod): the server validates every batch.
 */

type Name = WireEvent['n'];
type Gtag = (...args: unknown[]) => void;
type AnalyticsWindow = Window & { dataLayer?: unknown[]; gtag?: Gtag };

const ENDPOINT = '/api/analytics';
const GA_ID = process.env.NEXT_PUBLIC_GA_ID;
const PAGE_VIEW_DELAY_MS = 100;
const FLUSH_MS = 10_000;
const MAX_QUEUE = 20;
const SESSION_KEY = 'ev-analytics-session';
const STEPS = [25, 50, 75, 100];
const TERM_PATH = /^\/glossary\/([1-9]\d{0,15})$/;
const HOST = /^[a-z0-9.-]+(:\d{1,5})?$/;

/** A host the server accepts as a label (an odd one, such as an IPv6 literal, is left out). */
const hostOf = (host: string) => (HOST.test(host.toLowerCase()) ? host.toLowerCase() : undefined);

interface Page {
  path: string;
  start: number;
  hiddenMs: number;
  hiddenAt?: number;
  depth: number;
  viewTimer?: ReturnType<typeof setTimeout>;
  viewed?: boolean;
}

let queue: WireEvent[] = [];
let flushTimer: ReturnType<typeof setTimeout> | undefined;
let page: Page | undefined;
let firstView = true;

const ignored = (path: string) => path.startsWith('/admin');

/** The referring site, when it is another one. */
function externalReferrer(): string | undefined {
  try {
    const host = document.referrer ? new URL(document.referrer).host : '';
    return host && host !== location.host ? hostOf(host) : undefined;
  } catch {
    return undefined;
  }
}

function send(beacon: boolean) {
  clearTimeout(flushTimer);
  flushTimer = undefined;
  if (queue.length === 0) return;
  const body = JSON.stringify({ e: queue });
  queue = [];
  if (beacon && navigator.sendBeacon?.(ENDPOINT, body)) return;
  fetch(ENDPOINT, { method: 'POST', body, keepalive: true, headers: { 'content-type': 'application/json' } }).catch(
    () => {
      // Analytics must never disturb the page.
    },
  );
}

function track(n: Name, l?: string, v?: number) {
  if (!page) return;
  const event: WireEvent = { n, p: page.path };
  if (l !== undefined) event.l = l.slice(0, 200);
  if (v !== undefined) event.v = v;
  queue.push(event);
  if (GA_ID) (window as AnalyticsWindow).gtag?.('event', n, { page_path: page.path, label: l, value: v });
  if (queue.length >= MAX_QUEUE) send(false);
  else flushTimer ??= setTimeout(() => send(false), FLUSH_MS);
}

function measureScroll() {
  if (!page?.viewed) return;
  const root = document.documentElement;
  const seen = ((scrollY + innerHeight) / Math.max(root.scrollHeight, 1)) * 100;
  for (const step of STEPS) {
    if (step > page.depth && seen >= step - 0.5) {
      page.depth = step;
      track('scroll_depth', undefined, step);
    }
  }
}

/** Opens a page; the path is the browser's (percent-encoded, no query), which the server's check expects. */
function enter(path: string) {
  if (ignored(path)) return;
  const now = performance.now();
  page = { path: path.slice(0, 300), start: now, hiddenMs: 0, hiddenAt: document.hidden ? now : undefined, depth: 0 };
  const current = page;
  current.viewTimer = setTimeout(() => {
    current.viewed = true;
    track('page_view', firstView ? externalReferrer() : undefined);
    firstView = false;
    const term = TERM_PATH.exec(current.path)?.[1];
    if (term) track('glossary_view', term);
    measureScroll();
  }, PAGE_VIEW_DELAY_MS);
}

/** Closes the current page: its visible time, and the time its glossary term stayed open. */
function leave() {
  if (!page) return;
  clearTimeout(page.viewTimer);
  if (page.viewed) {
    const now = performance.now();
    const hidden = page.hiddenMs + (page.hiddenAt === undefined ? 0 : now - page.hiddenAt);
    const seconds = Math.min(21_600, Math.max(0, Math.round((now - page.start - hidden) / 1000)));
    track('time_on_page', undefined, seconds);
    const term = TERM_PATH.exec(page.path)?.[1];
    if (term) track('glossary_engagement', term, seconds);
  }
  page = undefined;
}

function onClick(event: MouseEvent) {
  const target = event.target instanceof Element ? event.target : null;
  const ad = target?.closest('aside[data-ad-slot]');
  if (ad) return track('ad_click', ad.getAttribute('data-ad-slot') ?? 'banner');
  const link = target?.closest<HTMLAnchorElement>('a[href]');
  if (!link) return;
  if (link.relList.contains('sponsored')) {
    const host = hostOf(link.host);
    if (host) track('affiliate_click', host);
  } else if (link.origin === location.origin && link.closest('header,nav,footer'))
    track('navigation_click', link.pathname.slice(0, 200));
}

/** A click into an ad's iframe never reaches the page; the page only sees itself lose focus to it. */
function onBlur() {
  setTimeout(() => {
    const frame = document.activeElement;
    if (frame?.tagName === 'IFRAME') {
      const ad = frame.closest('aside[data-ad-slot]');
      if (ad) track('ad_click', ad.getAttribute('data-ad-slot') ?? 'banner');
    }
  }, 0);
}

function onVisibility() {
  if (!page) return;
  const now = performance.now();
  if (document.hidden) {
    page.hiddenAt = now;
    send(true);
  } else if (page.hiddenAt !== undefined) {
    page.hiddenMs += now - page.hiddenAt;
    page.hiddenAt = undefined;
  }
}

function onPageHide() {
  leave();
  send(true);
}

/** Back from the back-forward cache: the same document is a new page view. */
function onPageShow(event: PageTransitionEvent) {
  if (event.persisted) enter(location.pathname);
}

let scrollFrame = 0;
function onScroll() {
  if (scrollFrame) return;
  scrollFrame = requestAnimationFrame(() => {
    scrollFrame = 0;
    measureScroll();
  });
}

function startSession() {
  try {
    if (sessionStorage.getItem(SESSION_KEY)) return;
    sessionStorage.setItem(SESSION_KEY, '1');
  } catch {
    // Storage blocked: every page load counts as its own session start, which is the honest fallback.
  }
  track('session_start', externalReferrer());
}

/** Google Analytics 4, only when NEXT_PUBLIC_GA_ID is set, loaded once the browser is idle. */
function loadGoogleAnalytics(id: string) {
  const w = window as AnalyticsWindow;
  w.dataLayer ??= [];
  w.gtag ??= function gtag() {
    // gtag.js reads the arguments object itself, as its snippet does.
    // eslint-disable-next-line prefer-rest-params
    w.dataLayer!.push(arguments);
  };
  w.gtag('js', new Date());
  w.gtag('config', id, { send_page_view: false });
  const load = () => {
    const script = document.createElement('script');
    script.async = true;
    script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
    document.head.append(script);
  };
  if ('requestIdleCallback' in w) w.requestIdleCallback(load, { timeout: 5000 });
  else setTimeout(load, 2000);
}

export function SiteAnalytics() {
  const pathname = usePathname();

  useEffect(() => {
    if (GA_ID) loadGoogleAnalytics(GA_ID);
    const passive = { passive: true, capture: true };
    document.addEventListener('click', onClick, passive);
    document.addEventListener('visibilitychange', onVisibility);
    addEventListener('scroll', onScroll, { passive: true });
    addEventListener('blur', onBlur);
    addEventListener('pagehide', onPageHide);
    addEventListener('pageshow', onPageShow);
    return () => {
      document.removeEventListener('click', onClick, passive);
      document.removeEventListener('visibilitychange', onVisibility);
      removeEventListener('scroll', onScroll);
      removeEventListener('blur', onBlur);
      removeEventListener('pagehide', onPageHide);
      removeEventListener('pageshow', onPageShow);
    };
  }, []);

  useEffect(() => {
    leave();
    // The hook says when the route changed; the address bar has the encoded form of the path.
    enter(location.pathname || pathname);
    if (page) startSession();
  }, [pathname]);

  return null;
}
