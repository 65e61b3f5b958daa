'use server';

import { z } from 'zod';
import { adminAction, ok } from '@/lib/actions';
import { signOutEverywhere as endEverySession } from '@/lib/auth';
import { authConfig } from '@/lib/auth/config';
import { AUTH_MESSAGES } from '@/lib/auth/messages';

/** 'Sign out everywhere': ends every session of the administrator (another browser, a forgotten device, a stolen cookie). */
export const signOutEverywhere = adminAction(z.undefined(), AUTH_MESSAGES.logoutFailed, async () => {
  await endEverySession(authConfig().adminEmail);
  return ok(AUTH_MESSAGES.signedOutEverywhere);
});
