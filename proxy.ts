import { NextResponse, type NextRequest } from 'next/server';
import { createAuthProvider } from '@/lib/auth';
import { authConfig, isAdminEmail } from '@/lib/auth/config';
import { forbiddenReason } from '@/lib/auth/messages';
import type { CookieJar, CookieOptions } from '@/lib/auth/types';

/**
 * An optimistic guard for the back office: it redirects visitors without a valid admin session to the
 * login page (remembering where they were going) and refreshes a Supabase session. The real check is
 * requireAdmin() in the admin layout, actions and route handlers.
 */
export async function proxy(request: NextRequest) {
  const writes: { name: string; value: string; options: CookieOptions }[] = [];
  const jar: CookieJar = {
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

  // A server action answers for itself: requireAdmin() inside it refuses with the spec's message, and the
  // form sends the administrator to sign in. A redirect here would only hide that answer from the form.
  if (request.headers.get('next-action')) return NextResponse.next();

  const config = authConfig();
  const auth = createAuthProvider(jar, config);
  const { pathname, search } = request.nextUrl;

  if (pathname === '/admin/login' || pathname.startsWith('/admin/login/')) {
    // Opening the login screen signs out (the spec), but a prefetch is not the administrator opening it.
    const prefetch = request.headers.get('next-router-prefetch') || request.headers.get('purpose') === 'prefetch';
    if (request.method === 'GET' && !prefetch) await auth.signOut();
    return finish(NextResponse.next({ request }));
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
  matcher: ['/admin/:path*'],
};
