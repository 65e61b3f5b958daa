'use client';

import { Link } from '@/components/ui/link';
import { useEffect, useState } from 'react';
import { buttonVariants } from '@/components/ui/button';

/**
 * A link into the back office that only the signed-in administrator sees. Public pages are cached and the
 * same for everyone, so the browser asks the server after the page loads; any failure keeps it hidden.
 */
export function AdminShortcut({ href, children }: { href: string; children: React.ReactNode }) {
  const [admin, setAdmin] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    fetch('/api/session', { signal: controller.signal, cache: 'no-store' })
      .then((response) => (response.ok ? response.json() : { admin: false }))
      .then((body: { admin?: unknown }) => setAdmin(body.admin === true))
      .catch(() => {
        // Hidden is the safe answer.
      });
    return () => controller.abort();
  }, []);

  if (!admin) return null;
  return (
    <Link href={href} className={buttonVariants({ variant: 'secondary' })}>
      {children}
    </Link>
  );
}
