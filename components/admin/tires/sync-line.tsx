import { SYNC_MESSAGES } from '@/lib/admin/tire-sync';

export type LastSync = { state: 'ok'; date: string; status: string } | { state: 'none' } | { state: 'failed' };

// A fixed zone, so the server's HTML and the browser's render agree.
const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

/** The 'last data sync' line of the tire screen. */
export function SyncLine({ lastSync }: { lastSync: LastSync }) {
  return (
    <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="last-sync">
      {lastSync.state === 'none' && SYNC_MESSAGES.noHistory}
      {lastSync.state === 'failed' && SYNC_MESSAGES.historyFailed}
      {lastSync.state === 'ok' && (
        <>
          Last data sync: <time dateTime={lastSync.date}>{when.format(new Date(lastSync.date))} UTC</time>
          {lastSync.status === 'success' ? '' : ` (${lastSync.status})`}
        </>
      )}
    </p>
  );
}
