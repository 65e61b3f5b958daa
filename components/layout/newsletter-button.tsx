'use client';

import { Suspense, useState } from 'react';
import { DialogUnavailable, lazyPart, preload } from '@/components/ui/lazy-part';
import type { ActionResult } from '@/lib/actions/result';
import type { NewsletterInput } from '@/lib/newsletter/signup';

const loadDialog = () => import('@/components/newsletter/newsletter-dialog');
// The form library and the zod schema load on first open, not with the shell every page ships.
const NewsletterDialog = lazyPart(() => loadDialog().then((module) => module.NewsletterDialog), DialogUnavailable);
const prefetchDialog = preload(loadDialog);

interface NewsletterButtonProps {
  /** The subscribe server action, passed down from the site layout. */
  subscribe: (input: NewsletterInput) => Promise<ActionResult>;
  /** The button's classes (buttonVariants), worked out on the server so its styling code stays there. */
  className: string;
  /** The label and its icon, rendered on the server. */
  children: React.ReactNode;
}

export function NewsletterButton({ subscribe, className, children }: NewsletterButtonProps) {
  const [open, setOpen] = useState(false);
  // Each opening starts from the form, as a fresh dialog.
  const [opening, setOpening] = useState(0);

  return (
    <>
      <button
        type="button"
        className={className}
        onPointerEnter={prefetchDialog}
        onFocus={prefetchDialog}
        onClick={() => {
          setOpening((count) => count + 1);
          setOpen(true);
        }}
      >
        {children}
      </button>
      {opening > 0 && (
        <Suspense fallback={null}>
          <NewsletterDialog key={opening} open={open} onClose={() => setOpen(false)} subscribe={subscribe} />
        </Suspense>
      )}
    </>
  );
}
