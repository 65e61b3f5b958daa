'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { toast } from 'sonner';

/**
 * A message carried to the list by a redirect (the edit screen for an unknown link returns here with the
 * spec's 'Affiliate link not found'). Shown once; the query is then dropped so a reload does not repeat it.
 */
export function AffiliateNotice({ message }: { message: string | null }) {
  const router = useRouter();
  const pathname = usePathname();
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (!message || shown.current === message) return;
    shown.current = message;
    toast.error(message);
    router.replace(pathname, { scroll: false });
  }, [message, pathname, router]);
  return null;
}
