import { ArrowLeft as ArrowLeftNode } from 'lucide';
import Link from 'next/link';
import { lucideIcon } from '@/components/ui/icon';

const ArrowLeft = lucideIcon(ArrowLeftNode);

export function BackToDashboard() {
  return (
    <Link
      href="/admin/dashboard"
      className="inline-flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium text-slate-700 ring-1 ring-slate-300 hover:bg-white focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:text-slate-200 dark:ring-slate-700 dark:hover:bg-slate-900"
    >
      <ArrowLeft className="size-4" aria-hidden />
      Back to Dashboard
    </Link>
  );
}
