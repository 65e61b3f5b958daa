import { signOutThisBrowser } from '@/lib/auth';
import { AUTH_MESSAGES } from '@/lib/auth/messages';
import { crossSiteResponse, isCrossSiteRequest } from '@/lib/auth/origin';
import { env } from '@/lib/env';

/**
 * Logout. A route handler rather than a server action: an action that clears the cookie re-renders the
 * guarded page it was called from, whose session check would redirect before the form can show the
 * result. Public by nature: without a session it changes nothing. Another site may not sign anyone out.
 */
export async function POST(request: Request) {
  if (isCrossSiteRequest(request, env().NEXT_PUBLIC_SITE_URL)) return crossSiteResponse();
  try {
    await signOutThisBrowser();
    return Response.json({ ok: true, message: AUTH_MESSAGES.loggedOut }, { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    console.error('sign-out failed', error);
    return Response.json({ ok: false, message: AUTH_MESSAGES.logoutFailed }, { status: 500 });
  }
}
