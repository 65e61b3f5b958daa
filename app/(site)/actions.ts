'use server';

import { clientKey } from '@/lib/client-key';
import { addSubscriber } from '@/lib/db/newsletter';
import { hitRateLimit } from '@/lib/db/rate-limits';
import { NEWSLETTER_MESSAGES, newsletterSchema } from '@/lib/validations/newsletter';
import { RATE_LIMITED_MESSAGE } from '@/lib/errors';

export type ActionResult = { ok: true; message: string } | { ok: false; message: string; field?: string };

export async function subscribeToNewsletter(input: unknown): Promise<ActionResult> {
  const parsed = newsletterSchema.safeParse(input);
  if (!parsed.success) {
    return { ok: false, field: 'email', message: parsed.error.issues[0]?.message ?? NEWSLETTER_MESSAGES.failure };
  }
  try {
    const limit = await hitRateLimit('newsletter', await clientKey(), 10, 3600);
    if (!limit.allowed) return { ok: false, message: RATE_LIMITED_MESSAGE };
    await addSubscriber(parsed.data.email, 'site-header');
    return { ok: true, message: NEWSLETTER_MESSAGES.success };
  } catch (error) {
    console.error('newsletter subscribe failed', error);
    return { ok: false, message: NEWSLETTER_MESSAGES.failure };
  }
}
