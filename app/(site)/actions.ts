'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { ok, publicAction } from '@/lib/actions';
import { addSubscriber } from '@/lib/db/newsletter';
import { ERROR_MESSAGES } from '@/lib/errors';
import { NEWSLETTER_MESSAGES, newsletterSchema } from '@/lib/validations/newsletter';

/*
 * The actions of the site layout (the header's newsletter form) and of the pages that show a load-error
 * screen with 'Try Again' (home, glossary, categories, and the articles, guides and videos lists). The layout and those pages pass them to their
 * client components as props.
 */

export const subscribeToNewsletter = publicAction(
  newsletterSchema,
  { fallback: NEWSLETTER_MESSAGES.failure, limit: { bucket: 'newsletter', max: 10, windowSeconds: 3600 } },
  async ({ email }) => {
    await addSubscriber(email, 'site-header');
    return ok(NEWSLETTER_MESSAGES.success);
  },
);

// Only the public pages that show a load-error screen with 'Try Again' may be refreshed this way.
const reloadablePath = z
  .string()
  .regex(/^\/(?:glossary(?:\/[1-9][0-9]{0,15})?|categories|articles|charger-install|videos)?$/, 'This page cannot be reloaded this way.');

/**
 * 'Try Again' after a failed load. A page that caught a database failure was cached with its error
 * screen, so a plain reload would serve the same screen: this drops that cached copy first.
 */
export const reloadPublicPage = publicAction(
  reloadablePath,
  { fallback: ERROR_MESSAGES.unexpected, limit: { bucket: 'page-reload', max: 20, windowSeconds: 600 } },
  async (path) => {
    revalidatePath(path);
    return ok('The page will be loaded again.');
  },
);
