'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import { CARD_LOADING, CardFrame } from '@/components/glossary/term-hovercard-frame';
import {
  linkOf,
  listenOnDocument,
  placeCard,
  TOUCH_TAP_MS,
  type FirstOpen,
} from '@/components/glossary/term-hovercard-place';

const TermHovercardLayer = lazy(() =>
  import('@/components/glossary/term-hovercard-layer').then((module) => ({
    default: module.TermHovercardLayer,
  })),
);

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
    return listenOnDocument({ pointerover: onOver, focusin: onFocus, pointerdown: onTouch, click: onClick });
  }, [ready]);

  if (!first) return null;
  return (
    <Suspense
      fallback={first.how === 'hover' ? null : <CardFrame place={first.place}>{CARD_LOADING}</CardFrame>}
    >
      <TermHovercardLayer first={first} onReady={() => setReady(true)} />
    </Suspense>
  );
}
