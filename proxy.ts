import { NextResponse, type NextRequest } from 'next/server';
import { authConfig, isAdminEmail } from '@/lib/auth/config';
import { SESSION_COOKIE, SIGNED_OUT_SESSION_HEADER, readCookie } from '@/lib/auth/cookies';
import { forbiddenReason } from '@/lib/auth/messages';
import { CROSS_SITE_MESSAGE, isCrossSiteRequest } from '@/lib/auth/origin';
import { createAuthProvider } from '@/lib/auth/provider';
import type { CookieJar, CookieOptions } from '@/lib/auth/types';
import { env } from '@/lib/env';
import { QUERY_SEGMENT, encodeRouteQuery, isWrittenQueryPath, queryRouteOf } from '@/lib/query-route';
import { unreadableInput } from '@/lib/request-input';
import { ACTION_BODY_TOO_LARGE, declaresOversizedBody } from '@/lib/uploads/request-size';

/**
 * A page with results per query (lib/query-route.ts) gets its query in the path, so that its bare address stays
 * a prerendered page.
 */
function routeQuery(request: NextRequest): NextResponse | undefined {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
  const { pathname, searchParams } = request.nextUrl;
  const route = queryRouteOf(pathname);
  if (!route) return undefined;
  const encoded = encodeRouteQuery(route, searchParams);
  if (!encoded) return undefined;
  const target = request.nextUrl.clone();
  target.pathname = `${route}/${QUERY_SEGMENT}/${encoded}`;
  target.search = '';
  return NextResponse.rewrite(target);
}

/** The site's 404 page (app/(site)/missing): one static page, so an address answered with it stores nothing. */
const notFoundPage = (request: NextRequest) => {
  const target = request.nextUrl.clone();
  target.pathname = '/missing';
  target.search = '';
  return NextResponse.rewrite(target);
};

/**
 * An address no page can read (lib/request-input.ts), or a query segment the proxy itself would not write
 * (lib/query-route.ts): the site's 404 page, before anything is rendered or cached.
 */
function refuseUnreadable(request: NextRequest): NextResponse | undefined {
  const { pathname, search } = new URL(request.url);
  const problem = unreadableInput(pathname, search);
  if (problem) {
    console.warn(`[request] ${request.method} ${pathname.slice(0, 200)}${search.slice(0, 200)}: ${problem}, answered 404`);
    return notFoundPage(request);
  }
  if (isWrittenQueryPath(pathname) === false) return notFoundPage(request);
  return undefined;
}

/**
 * Three thin guards. Every address is checked once for input no page can read. For every route handler it refuses a cross-site request that would change something
 * (the handlers check again themselves). For the back office it redirects visitors without a valid admin
 * session to the login page (remembering where they were going) and refreshes a Supabase session; the
 * real check, including whether the server still knows the session, is requireAdmin().
 */
export async function proxy(request: NextRequest) {
  const refused = refuseUnreadable(request);
  if (refused) return refused;

  // A server action answers for itself: Next checks its Origin, and requireAdmin() inside it refuses with
  // the site's message so the form can send the administrator to sign in. Only a body over the actions'
  // limit is answered here: Next would fail it with a bare 500.
  if (request.headers.get('next-action')) {
    if (!declaresOversizedBody(request.headers)) return NextResponse.next();
    return NextResponse.json({ message: ACTION_BODY_TOO_LARGE }, { status: 413, headers: { 'Cache-Control': 'no-store' } });
  }

  const rewritten = routeQuery(request);
  if (rewritten) return rewritten;

  const { pathname, search } = request.nextUrl;
  const guarded = pathname.startsWith('/admin') || pathname.startsWith('/api/') || queryRouteOf(pathname) !== null;
  if (!guarded) return NextResponse.next();
  if (isCrossSiteRequest(request, env().NEXT_PUBLIC_SITE_URL)) {
    return NextResponse.json({ message: CROSS_SITE_MESSAGE }, { status: 403, headers: { 'Cache-Control': 'no-store' } });
  }
  if (!pathname.startsWith('/admin')) return NextResponse.next();
  const config = authConfig();

  const writes: { name: string; value: string; options: CookieOptions }[] = [];
  const jar: CookieJar = {
    https: request.nextUrl.protocol === 'https:' || request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https',
    getAll: () => request.cookies.getAll().map(({ name, value }) => ({ name, value })),
    set: (name, value, options) => {
      writes.push({ name, value, options });
      if (value) request.cookies.set(name, value);
      else request.cookies.delete(name);
    },
  };
  const finish = (response: NextResponse) => {
    for (const { name, value, options } of writes) {
      response.cookies.set({ name, value, ...options, sameSite: options.sameSite === true ? 'strict' : options.sameSite });
    }
    response.headers.set('Cache-Control', 'private, no-store');
    return response;
  };

  const auth = createAuthProvider(jar, config);

  if (pathname === '/admin/login' || pathname.startsWith('/admin/login/')) {
    // Opening the login screen signs out (the product description), but a prefetch is not the administrator opening it.
    const prefetch = request.headers.get('next-router-prefetch') || request.headers.get('purpose') === 'prefetch';
    const forwarded = new Headers(request.headers);
    forwarded.delete(SIGNED_OUT_SESSION_HEADER);
    if (request.method === 'GET' && !prefetch) {
      const ended = readCookie(request.cookies.getAll(), SESSION_COOKIE);
      await auth.signOut();
      // The page revokes this session on the server; this response clears the cookies in the browser.
      if (ended) forwarded.set(SIGNED_OUT_SESSION_HEADER, ended);
    }
    return finish(NextResponse.next({ request: { headers: forwarded } }));
  }

  const email = await auth.currentEmail();
  if (email && isAdminEmail(email, config)) return finish(NextResponse.next({ request }));

  const login = new URL('/admin/login', request.url);
  login.searchParams.set('next', `${pathname}${search}`);
  login.searchParams.set('reason', email ? forbiddenReason(pathname) : 'login-required');
  if (email) await auth.signOut();
  return finish(NextResponse.redirect(login));
}

export const config = {
  matcher: [
    // Every server action, whatever page it is posted to.
    { source: '/:path*', has: [{ type: 'header', key: 'next-action' }] },
    // Every page and route handler (not the framework's own files, not a public file: a name with an extension), and
    // every address with an escape, files included: the input check, and the query routes of lib/query-route.ts.
    // A rewritten request does not pass through the proxy again.
    '/((?!_next/)(?!.*\\.\\w+$).*)',
    '/(.*%.*)',
    '/admin/:path*',
    '/api/:path*',
  ],
};
