import Link from 'next/link';

/** An empty list with the spec's text and a button to the admin page that fills it. */
export function EmptySection({ text, action, href }: { text: string; action: string; href: string }) {
  return (
    <div className="mt-4 rounded-xl border border-dashed border-slate-300 p-8 text-center dark:border-slate-700">
      <p className="text-slate-600 dark:text-slate-400">{text}</p>
      <Link href={href} className="mt-4 inline-block rounded-md border border-slate-300 px-4 py-2 text-sm font-medium hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-900">
        {action}
      </Link>
    </div>
  );
}
