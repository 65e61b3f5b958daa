'use client';

import { Suspense, useEffect, useState } from 'react';
import { CARD_LOADING, CardFrame } from '@/components/glossary/term-hovercard-frame';
import {
  linkOf,
  listenOnDocument,
  placeCard,
  TOUCH_TAP_MS,
  type FirstOpen,
} from '@/components/glossary/term-hovercard-place';
import { lazyPart } from '@/components/ui/lazy-part';

const TermHovercardLayer = lazyPart(
  () => import('@/components/glossary/term-hovercard-layer').then((module) => module.TermHovercardLayer),
  LinksOnly,
);

/**
 * Without the cards' script (offline, or a newer deploy replaced it) the terms stay plain links: taps are no longer
 * held back, and the tap that was held follows its link, as a whole page load (the router would need the term page's
 * scripts from the same build).
 */
function LinksOnly({ first, onReady }: { first: FirstOpen; onReady: () => void }) {
  useEffect(() => {
    onReady();
    if (first.how === 'tap') window.location.assign(first.anchor.href);
    // Once, for the interaction that tried to load the cards.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
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
    // A tap counts over the focus it brings with it: the tap is what was held back, and what must be answered.
    const wake = (anchor: HTMLAnchorElement, how: FirstOpen['how']) =>
      setFirst((current) => (current && how !== 'tap' ? current : { anchor, how, place: placeCard(anchor) }));
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
