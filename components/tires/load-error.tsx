'use client';

import Link from 'next/link';
import { ErrorScreen } from '@/components/layout/error-screen';

/** The tire and vehicle pages' error state: the spec's text, 'Try Again' and a way back. */
export function FitmentLoadError({ message, error, reset }: { message: string; error: Error; reset: () => void }) {
  return (
    <ErrorScreen error={error} reset={reset} message={message}>
      <Link href="/tire-fitment" className="rounded-md border border-slate-300 px-4 py-2 font-medium dark:border-slate-700">
        Back to Tire Directory
      </Link>
    </ErrorScreen>
  );
}
