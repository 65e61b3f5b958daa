import Link from 'next/link';
import { buttonVariants } from '@/components/ui/button';

/** An empty list with the spec's text and a button to the admin page that fills it. */
export function EmptySection({ text, action, href }: { text: string; action: string; href: string }) {
  return (
    <div className="mt-4 rounded-xl border border-dashed border-slate-300 p-8 text-center dark:border-slate-700">
      <p className="text-slate-600 dark:text-slate-400">{text}</p>
      <Link href={href} className={buttonVariants({ variant: 'secondary', className: 'mt-4' })}>
        {action}
      </Link>
    </div>
  );
}
