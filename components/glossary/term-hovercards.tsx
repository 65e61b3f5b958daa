'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { CARD_ID, linkOf, placeCard, TOUCH_TAP_MS, type CardPlace, type FirstOpen } from '@/components/glossary/term-hovercard-place';

const TermHovercardLayer = lazy(() =>
  import('@/components/glossary/term-hovercard-layer').then((module) => ({ default: module.TermHovercardLayer })),
);

/** The card's frame with 'Loading…', while the hovercards' script loads after a focus or a tap. */
function LoadingCard({ place }: { place: CardPlace }) {
  return createPortal(
    <div
      id={CARD_ID}
      role="tooltip"
      style={{ top: place.top, left: place.left }}
      className="absolute z-50 w-72 max-w-[calc(100vw-1rem)] rounded-lg border border-slate-200 bg-white p-4 text-sm shadow-lg dark:border-slate-700 dark:bg-slate-900"
    >
      <p className="text-slate-500">Loading…</p>
    </div>,
    document.body,
  );
}

/**
 * Hovercards for the glossary terms linked in article, guide and glossary bodies (see TermHovercardLayer).
 * Most readers never point at a term, so the cards' script loads on the first hover, focus or tap of one;
 * until it has loaded, a tap is held back so that it opens the card rather than following the link.
 */
export function TermHovercards() {
  const [first, setFirst] = useState<FirstOpen | undefined>();
  const [ready, setReady] = useState(false);

  useEffect(() => {
    if (ready) return;
    let lastTouch = 0;
    const wake = (anchor: HTMLAnchorElement, how: FirstOpen['how']) =>
      setFirst((current) => current ?? { anchor, how, place: placeCard(anchor) });
    const onOver = (event: PointerEvent) => {
      const anchor = linkOf(event.target);
      if (anchor && event.pointerType !== 'touch') wake(anchor, 'hover');
    };
    const onFocus = (event: FocusEvent) => {
      const anchor = linkOf(event.target);
      if (anchor) wake(anchor, 'focus');
    };
    const onTouch = (event: PointerEvent) => {
      if (event.pointerType === 'touch') lastTouch = Date.now();
    };
    const onClick = (event: MouseEvent) => {
      const anchor = linkOf(event.target);
      if (anchor && Date.now() - lastTouch < TOUCH_TAP_MS) {
        event.preventDefault();
        wake(anchor, 'tap');
      }
    };
    document.addEventListener('pointerover', onOver);
    document.addEventListener('focusin', onFocus);
    document.addEventListener('pointerdown', onTouch);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('pointerover', onOver);
      document.removeEventListener('focusin', onFocus);
      document.removeEventListener('pointerdown', onTouch);
      document.removeEventListener('click', onClick);
    };
  }, [ready]);

  if (!first) return null;
  return (
    <Suspense fallback={first.how === 'hover' ? null : <LoadingCard place={first.place} />}>
      <TermHovercardLayer first={first} onReady={() => setReady(true)} />
    </Suspense>
  );
}
