'use server';

import { requestCookieJar } from '@/lib/auth';
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
