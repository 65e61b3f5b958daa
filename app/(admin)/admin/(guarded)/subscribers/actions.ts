'use server';

import { adminAction, fail, ok } from '@/lib/actions';
import { removeSubscriber as deleteSubscriber } from '@/lib/db/newsletter';
import { SUBSCRIBER_MESSAGES, subscriberIdSchema } from '@/lib/newsletter/subscribers';

export const removeSubscriber = adminAction(subscriberIdSchema, SUBSCRIBER_MESSAGES.removeFailed, async (id) => {
  if (!(await deleteSubscriber(id))) return fail(SUBSCRIBER_MESSAGES.removeFailed);
  return ok(SUBSCRIBER_MESSAGES.removed);
});
