import { CheckCircle2 as CheckCircle2Node, XCircle as XCircleNode } from 'lucide';
import type { SystemCheck } from '@/lib/system-status';
import { lucideIcon } from '@/components/ui/icon';

const CheckCircle2 = lucideIcon(CheckCircle2Node);
const XCircle = lucideIcon(XCircleNode);

const TIME = new Intl.DateTimeFormat('en-US', { hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false, timeZone: 'UTC' });

function Row({ check }: { check: SystemCheck }) {
  const Icon = check.ok ? CheckCircle2 : XCircle;
  return (
    <li className="flex items-start gap-3" data-status={check.ok ? 'ok' : 'failed'} data-check={check.id}>
      <Icon className={check.ok ? 'mt-0.5 size-5 shrink-0 text-green-600' : 'mt-0.5 size-5 shrink-0 text-red-600'} aria-hidden />
      <div>
        <p className="font-medium">{check.ok ? check.label : check.failedLabel}</p>
        <p className="text-sm text-slate-600 dark:text-slate-400">{check.detail}</p>
        <p className="text-xs text-slate-500">
          <span data-testid="check-latency">{check.latencyMs} ms</span> · checked at{' '}
          <time dateTime={check.checkedAt}>{TIME.format(new Date(check.checkedAt))} UTC</time>
        </p>
      </div>
    </li>
  );
}

/** The site's three status lines, filled from live checks the page ran when it was opened. */
export function SystemStatus({ checks }: { checks: SystemCheck[] }) {
  return (
    <section aria-labelledby="system-status" className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
      <h2 id="system-status" className="text-lg font-semibold">
        System Status
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-3">
        {checks.map((check) => (
          <Row key={check.id} check={check} />
        ))}
      </ul>
    </section>
  );
}

export function SystemStatusSkeleton() {
  return <div className="h-36 animate-pulse rounded-xl bg-slate-200 dark:bg-slate-800" aria-label="Checking system status" />;
}
