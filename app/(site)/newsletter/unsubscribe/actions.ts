'use server';

import { fail, ok, publicAction } from '@/lib/actions';
import { unsubscribeByToken } from '@/lib/db/newsletter';
import { UNSUBSCRIBE_MESSAGES, unsubscribeSchema } from '@/lib/newsletter/subscribers';

/** The one click of the unsubscribe page: removes the subscription the link's token belongs to. */
export const unsubscribe = publicAction(
  unsubscribeSchema,
  { fallback: UNSUBSCRIBE_MESSAGES.failure, limit: { bucket: 'newsletter-unsubscribe', max: 30, windowSeconds: 3600 } },
  async ({ token }) => ((await unsubscribeByToken(token)) ? ok(UNSUBSCRIBE_MESSAGES.done) : fail(UNSUBSCRIBE_MESSAGES.invalid)),
);
