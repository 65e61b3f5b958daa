import { currentAuth } from '@/lib/auth';
import { AUTH_MESSAGES } from '@/lib/auth/messages';

/**
 * Logout. A route handler rather than a server action: an action that clears the cookie re-renders the
 * guarded page it was called from, whose session check would redirect before the form can show the
 * result. Public by nature: without a session it changes nothing.
 */
export async function POST() {
  try {
    const auth = await currentAuth();
    await auth?.signOut();
    return Response.json({ ok: true, message: AUTH_MESSAGES.loggedOut }, { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    console.error('sign-out failed', error);
    return Response.json({ ok: false, message: AUTH_MESSAGES.logoutFailed }, { status: 500 });
  }
}
