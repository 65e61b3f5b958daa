'use client';

import { Check, Link as LinkIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { notify } from '@/components/toasts/notify';
import { buttonVariants } from '@/components/ui/button';
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
          notify.success(COPY_MESSAGES.link);
        } catch {
          notify.error(COPY_MESSAGES.failed);
        }
      }}
      data-copied={copied || undefined}
      className={buttonVariants({ variant: 'secondary', className })}
    >
      {copied ? <Check className="size-4 text-brand-600" aria-hidden /> : <LinkIcon className="size-4" aria-hidden />}
      {copied ? 'Copied!' : label}
    </button>
  );
}
