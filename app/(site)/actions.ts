'use server';

import { ok, publicAction } from '@/lib/actions';
import { addSubscriber } from '@/lib/db/newsletter';
import { NEWSLETTER_MESSAGES, newsletterSchema } from '@/lib/newsletter/signup';

/* The action of the site layout (the header's newsletter form), passed to its client component as a prop. */

export const subscribeToNewsletter = publicAction(
  newsletterSchema,
  { fallback: NEWSLETTER_MESSAGES.failure, limit: { bucket: 'newsletter', max: 10, windowSeconds: 3600 } },
  async ({ email }) => {
    await addSubscriber(email, 'site-header');
    return ok(NEWSLETTER_MESSAGES.success);
  },
);
