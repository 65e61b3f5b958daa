'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { secondaryButton } from '@/components/admin/styles';

/** A list that could not be loaded: the site's toast, the same text on the page, and a retry. */
export function LoadFailed({ message }: { message: string }) {
  const router = useRouter();
  useEffect(() => {
    toast.error(message);
  }, [message]);
  return (
    <div role="alert" className="mt-6 rounded-xl bg-white p-10 text-center ring-1 ring-red-200 dark:bg-slate-900 dark:ring-red-900">
      <p className="text-red-700 dark:text-red-300">{message}</p>
      <button type="button" onClick={() => router.refresh()} className={`${secondaryButton} mt-4`}>
        Try Again
      </button>
    </div>
  );
}
