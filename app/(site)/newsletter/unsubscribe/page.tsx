import type { Metadata } from 'next';
import { Link } from '@/components/ui/site-link';
import { UnsubscribeForm } from '@/components/newsletter/unsubscribe-form';
import { unsubscribe } from '@/app/(site)/newsletter/unsubscribe/actions';
import { findSubscriberByToken } from '@/lib/db/newsletter';
import { maskEmail, UNSUBSCRIBE_MESSAGES, unsubscribeTokenSchema } from '@/lib/newsletter/subscribers';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Unsubscribe from the newsletter',
  robots: { index: false, follow: false },
  // The token is a key to the subscription: it must not travel to other sites in the Referer header.
  referrer: 'no-referrer',
};

type PageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * The link in every newsletter. Opening it changes nothing (mail scanners open links); the visitor's one
 * click on Unsubscribe removes the address.
 */
export default async function UnsubscribePage({ searchParams }: PageProps) {
  const raw = (await searchParams).token;
  const token = unsubscribeTokenSchema.safeParse(Array.isArray(raw) ? raw[0] : raw);
  let subscriber: { email: string } | undefined;
  let failed = false;
  if (token.success) {
    try {
      subscriber = await findSubscriberByToken(token.data);
    } catch (error) {
      console.error('unsubscribe page: lookup failed', error);
      failed = true;
    }
  }
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <h1 className="text-3xl font-bold">Unsubscribe from the newsletter</h1>
      {failed ? (
        <p role="alert" className="mt-4 text-red-700 dark:text-red-300">
          {UNSUBSCRIBE_MESSAGES.failure}
        </p>
      ) : subscriber && token.success ? (
        <>
          <p className="mt-4 text-slate-700 dark:text-slate-300">
            Stop sending the newsletter to <strong>{maskEmail(subscriber.email)}</strong>? The address is removed from our
            list at once.
          </p>
          <UnsubscribeForm token={token.data} unsubscribe={unsubscribe} />
        </>
      ) : (
        <p className="mt-4 text-slate-700 dark:text-slate-300">{UNSUBSCRIBE_MESSAGES.invalid}</p>
      )}
      <p className="mt-10">
        <Link href="/" className="text-brand-700 hover:underline dark:text-brand-500">
          Back to the home page
        </Link>
      </p>
    </div>
  );
}
