'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { toast } from 'sonner';

/**
 * A message carried to the list by a redirect (the edit screen for an unknown link returns here with the
 * spec's 'Affiliate link not found'). Shown once; the query is then dropped so a reload does not repeat it.
 */
export function AffiliateNotice({ message }: { message: string | null }) {
  const router = useRouter();
  const pathname = usePathname();
  useEffect(() => {
    if (!message) return;
    toast.error(message);
    router.replace(pathname, { scroll: false });
  }, [message, pathname, router]);
  return null;
}
