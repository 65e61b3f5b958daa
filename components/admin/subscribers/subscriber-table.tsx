import { RemoveSubscriberButton } from '@/components/admin/subscribers/remove-subscriber-button';
import { formatDate } from '@/components/content/format-date';
import type { ActionResult } from '@/lib/actions/result';
import type { Subscriber } from '@/lib/newsletter/subscribers';

/** Subscribers newest first, each with its sign-up date, where it came from, and Remove. */
export function SubscriberTable({
  subscribers,
  removeSubscriber,
}: {
  subscribers: Subscriber[];
  removeSubscriber: (id: number) => Promise<ActionResult>;
}) {
  return (
    <div className="mt-4 overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Newsletter subscribers, newest first</caption>
        <thead className="border-b border-slate-200 text-xs tracking-wide text-slate-500 uppercase dark:border-slate-800">
          <tr>
            <th scope="col" className="px-4 py-3">Email</th>
            <th scope="col" className="px-4 py-3">Subscribed</th>
            <th scope="col" className="px-4 py-3">Source</th>
            <th scope="col" className="px-4 py-3"><span className="sr-only">Actions</span></th>
          </tr>
        </thead>
        <tbody>
          {subscribers.map((subscriber) => (
            <tr key={subscriber.id} data-testid="subscriber-row" className="border-b border-slate-100 last:border-0 dark:border-slate-800">
              <th scope="row" className="px-4 py-2 font-medium break-all">{subscriber.email}</th>
              <td className="px-4 py-2 whitespace-nowrap">
                <time dateTime={subscriber.createdAt}>{formatDate(subscriber.createdAt)}</time>
              </td>
              <td className="px-4 py-2">{subscriber.source ?? '—'}</td>
              <td className="px-4 py-2 text-right">
                <RemoveSubscriberButton id={subscriber.id} email={subscriber.email} removeSubscriber={removeSubscriber} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
