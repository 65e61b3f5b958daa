import { FileQuestion } from 'lucide-react';
import Link from 'next/link';
import { GUIDE_MESSAGES } from '@/components/guides/messages';

export function GuideNotFound({ message = GUIDE_MESSAGES.notFound, children }: { message?: string; children?: React.ReactNode }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <FileQuestion className="size-10 text-slate-400" aria-hidden />
      <h1 className="mt-4 text-3xl font-bold">{GUIDE_MESSAGES.notFoundTitle}</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-400">{message || GUIDE_MESSAGES.notFoundFallback}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link href="/charger-install" className="rounded-md bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700">
          Back to Installation Guides
        </Link>
        {children}
      </div>
    </section>
  );
}
