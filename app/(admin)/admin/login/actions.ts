'use server';

import { z } from 'zod';
import { adminAction, ok } from '@/lib/actions';
import { requestCookieJar, signOutEverywhere as endEverySession } from '@/lib/auth';
import { authConfig } from '@/lib/auth/config';
import { AUTH_MESSAGES } from '@/lib/auth/messages';
import { signInAdmin, type SignInOutcome } from '@/lib/auth/sign-in';
import { clientKey } from '@/lib/client-key';

/** Public by nature: this is how the administrator gets a session. */
export async function signIn(input: unknown): Promise<SignInOutcome> {
  try {
    const jar = await requestCookieJar();
    if (!jar) return { ok: false, message: AUTH_MESSAGES.loginFailed };
    return await signInAdmin(input, jar, await clientKey());
  } catch (error) {
    console.error('sign-in failed', error);
    return { ok: false, message: AUTH_MESSAGES.loginFailed };
  }
}

/**
 * 'Sign out everywhere' on the dashboard: ends every session of the administrator (another browser, a
 * forgotten device, a stolen cookie). It lives with the other session actions beside the login page.
 */
export const signOutEverywhere = adminAction(z.undefined(), AUTH_MESSAGES.logoutFailed, async () => {
  await endEverySession(authConfig().adminEmail);
  return ok(AUTH_MESSAGES.signedOutEverywhere);
});
