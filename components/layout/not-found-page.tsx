import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { StatusScreen, type StatusScreenProps } from '@/components/layout/status-screen';

function NotFoundSignal(): never {
  notFound();
}

/**
 * What a page renders when its row does not exist. Calling notFound() from the page itself answers 404
 * but leaves the server HTML empty (Next 16 renders the not-found boundary only in the browser), so the
 * page renders the screen itself and raises notFound() inside a Suspense boundary beside it: the
 * prerender sets the 404 status and keeps the screen in the HTML, and in the browser the segment's
 * not-found.tsx takes over with the same screen.
 */
export function NotFoundPage(screen: StatusScreenProps) {
  return (
    <>
      <StatusScreen {...screen} />
      <Suspense fallback={null}>
        <NotFoundSignal />
      </Suspense>
    </>
  );
}
