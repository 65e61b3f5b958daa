'use client';

import { Mail } from 'lucide-react';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { ActionResult } from '@/lib/actions/result';
import type { NewsletterInput } from '@/lib/validations/newsletter';

const loadDialog = () => import('@/components/newsletter/newsletter-dialog');
// The form library and the zod schema load on first open, not with the shell every page ships.
const NewsletterDialog = dynamic(() => loadDialog().then((module) => module.NewsletterDialog), { ssr: false });

interface NewsletterButtonProps {
  /** The subscribe server action, passed down from the site layout. */
  subscribe: (input: NewsletterInput) => Promise<ActionResult>;
  /** Full width, for the mobile menu. */
  block?: boolean;
}

export function NewsletterButton({ subscribe, block }: NewsletterButtonProps) {
  const [open, setOpen] = useState(false);
  // Each opening starts from the form, as a fresh dialog.
  const [opening, setOpening] = useState(0);

  return (
    <>
      <Button
        block={block}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setOpening((count) => count + 1);
          setOpen(true);
        }}
      >
        <Mail className="size-4" aria-hidden />
        Subscribe
      </Button>
      {opening > 0 && <NewsletterDialog key={opening} open={open} onClose={() => setOpen(false)} subscribe={subscribe} />}
    </>
  );
}
