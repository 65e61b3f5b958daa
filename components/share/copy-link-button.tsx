'use client';

import { Check, Link as LinkIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { clsx } from 'clsx';
import { COPIED_INDICATOR_MS, COPY_MESSAGES, copyText } from '@/lib/clipboard';

interface CopyLinkButtonProps {
  /** Absolute URL to copy; defaults to the current page. */
  url?: string;
  label?: string;
  className?: string;
}

export function CopyLinkButton({ url, label = 'Copy Link', className }: CopyLinkButtonProps) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_INDICATOR_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  return (
    <button
      type="button"
      onClick={async () => {
        try {
          await copyText(url ?? window.location.href);
          setCopied(true);
          toast.success(COPY_MESSAGES.link);
        } catch {
          toast.error(COPY_MESSAGES.failed);
        }
      }}
      data-copied={copied || undefined}
      className={clsx(
        'inline-flex items-center gap-2 rounded-md border border-slate-300 px-3 py-2 text-sm font-medium hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-900',
        className,
      )}
    >
      {copied ? <Check className="size-4 text-brand-600" aria-hidden /> : <LinkIcon className="size-4" aria-hidden />}
      {copied ? 'Copied!' : label}
    </button>
  );
}
