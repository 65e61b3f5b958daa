import type { Metadata } from 'next';
import Link from 'next/link';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { LoadFailed } from '@/components/admin/load-failed';
import { SubscriberTable } from '@/components/admin/subscribers/subscriber-table';
import { SubscriberToolbar } from '@/components/admin/subscribers/subscriber-toolbar';
import { buttonVariants } from '@/components/ui/button';
import { removeSubscriber } from '@/app/(admin)/admin/(guarded)/subscribers/actions';
import { requireAdminPage } from '@/lib/auth';
import { listSubscribers } from '@/lib/db/newsletter';
import { parseSubscriberQuery, SUBSCRIBER_MESSAGES, SUBSCRIBERS_PER_PAGE } from '@/lib/newsletter/subscribers';

export const metadata: Metadata = { title: 'Newsletter Subscribers', robots: { index: false, follow: false } };

type PageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const pageHref = (search: string, page: number) => {
  const query = new URLSearchParams();
  if (search) query.set('q', search);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `/admin/subscribers?${text}` : '/admin/subscribers';
};

export default async function SubscribersPage({ searchParams }: PageProps) {
  await requireAdminPage();
  const { search, page } = parseSubscriberQuery(await searchParams);
  const loaded = await listSubscribers({ search, page, perPage: SUBSCRIBERS_PER_PAGE }).catch((error: unknown) => {
    console.error(SUBSCRIBER_MESSAGES.loadFailed, error);
    return undefined;
  });
  const pages = loaded ? Math.max(1, Math.ceil(loaded.matching / SUBSCRIBERS_PER_PAGE)) : 1;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <AdminPageHeader title="Newsletter Subscribers" subtitle="Everyone who signed up with the Subscribe button">
        {loaded ? (
          <p className="rounded-xl bg-white px-5 py-3 text-center shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
            <span className="block text-3xl font-bold tabular-nums" data-testid="subscriber-count">
              {loaded.total.toLocaleString('en-US')}
            </span>
            <span className="text-sm text-slate-600 dark:text-slate-400">{loaded.total === 1 ? 'subscriber' : 'subscribers'}</span>
          </p>
        ) : null}
      </AdminPageHeader>
      {!loaded ? (
        <LoadFailed message={SUBSCRIBER_MESSAGES.loadFailed} />
      ) : (
        <>
          <SubscriberToolbar search={search} total={loaded.total} />
          {search ? (
            <p className="mt-3 text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
              {loaded.matching} {loaded.matching === 1 ? 'address matches' : 'addresses match'} “{search}”.{' '}
              <Link href="/admin/subscribers" className="text-brand-700 hover:underline dark:text-brand-500">
                Clear search
              </Link>
            </p>
          ) : null}
          {loaded.subscribers.length > 0 ? (
            <SubscriberTable subscribers={loaded.subscribers} removeSubscriber={removeSubscriber} />
          ) : (
            <p className="mt-4 rounded-xl bg-white p-10 text-center text-slate-600 ring-1 ring-slate-200 dark:bg-slate-900 dark:text-slate-400 dark:ring-slate-800">
              {search ? `No subscribers found matching "${search}"` : 'No subscribers yet. Visitors sign up with the Subscribe button in the header.'}
            </p>
          )}
          {pages > 1 ? (
            <nav aria-label="Pages" className="mt-4 flex items-center justify-between text-sm">
              {page > 1 ? (
                <Link href={pageHref(search, page - 1)} className={buttonVariants({ variant: 'secondary' })}>
                  Previous
                </Link>
              ) : (
                <span />
              )}
              <span>
                Page {Math.min(page, pages)} of {pages}
              </span>
              {page < pages ? (
                <Link href={pageHref(search, page + 1)} className={buttonVariants({ variant: 'secondary' })}>
                  Next
                </Link>
              ) : (
                <span />
              )}
            </nav>
          ) : null}
        </>
      )}
    </div>
  );
}
