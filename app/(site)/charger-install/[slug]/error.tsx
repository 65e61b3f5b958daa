'use client';

import { useEffect } from 'react';
import { toast } from 'sonner';
import { GuideNotFound } from '@/components/guides/guide-not-found';
import { GUIDE_MESSAGES } from '@/components/guides/messages';

export default function GuideError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    console.error(error);
    toast.error(GUIDE_MESSAGES.guideLoadFailed, { id: 'guide-load-failed' });
  }, [error]);
  return (
    <GuideNotFound message={GUIDE_MESSAGES.guideLoadFailed}>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="rounded-md border border-slate-300 px-4 py-2 font-medium hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-900"
      >
        Try Again
      </button>
    </GuideNotFound>
  );
}
