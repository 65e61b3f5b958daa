'use client';

import { useEffect, useState } from 'react';
import { notify } from '@/components/toasts/notify';
import { COPIED_INDICATOR_MS, COPY_MESSAGES, copyText } from '@/lib/clipboard';

export interface CopyButtonProps {
  /** Absolute URL to copy; defaults to the current page. */
  url?: string;
  label: string;
  /** The button's classes, worked out where it is placed (the site's secondary button). */
  className: string;
  /** The icons before and after the copy, drawn where the button is placed (the server, on public pages). */
  icon: React.ReactNode;
  copiedIcon: React.ReactNode;
}

/** Copy Link: copies the address, shows 'Copied!' for a few seconds and says so in a toast. */
export function CopyButton({ url, label, className, icon, copiedIcon }: CopyButtonProps) {
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
      className={className}
    >
      {copied ? copiedIcon : icon}
      {copied ? 'Copied!' : label}
    </button>
  );
}
