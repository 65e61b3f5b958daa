'use client';

import { useRouter, useSearchParams } from 'next/navigation';
import { Suspense, useEffect, useRef, useTransition } from 'react';

interface StaticCopyCheckProps {
  /**
   * Check only the address the page arrived at: for a calculator, whose inputs rewrite the query in place
   * (shallow history updates) and must not send it back to the server.
   */
  onArrivalOnly?: boolean;
}

function Check({ onArrivalOnly }: StaticCopyCheckProps) {
  const router = useRouter();
  const params = useSearchParams();
  const [pending, startTransition] = useTransition();
  const asked = useRef<string | null>(null);
  const watched = onArrivalOnly ? null : params.toString();

  useEffect(() => {
    const query = new URLSearchParams(window.location.search);
    query.delete('_rsc');
    const key = query.toString();
    if (!key || asked.current === key) return;
    asked.current = key;
    startTransition(() => router.refresh());
  }, [router, watched]);

  return pending ? (
    <div role="status" className="fixed inset-x-0 top-16 z-40 h-1 animate-pulse bg-brand-600">
      <span className="sr-only">Loading results…</span>
    </div>
  ) : null;
}

/**
 * Rendered only by the static, query-less render of a page whose query is read on the server (the proxy
 * rewrites a request with a query to the page's per-request route). Next's router can answer a navigation
 * to such a page with a query (a pagination or tab link) from its prefetched copy of the static page, since
 * a static page cannot vary with its query, and that navigation never reaches the proxy. Finding itself
 * under an address with a query, this asks the server for the page again, which the proxy rewrites.
 */
export function StaticCopyCheck({ onArrivalOnly = false }: StaticCopyCheckProps) {
  return (
    <Suspense fallback={null}>
      <Check onArrivalOnly={onArrivalOnly} />
    </Suspense>
  );
}
