'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { CARD_LOADING, CardFrame } from '@/components/glossary/term-hovercard-frame';
import {
  CARD_ID,
  linkOf,
  listenOnDocument,
  placeCard,
  TOUCH_TAP_MS,
  type FirstOpen,
} from '@/components/glossary/term-hovercard-place';

interface Card {
  term: string;
  summary: string;
  href: string;
}

interface Shown {
  anchor: HTMLAnchorElement;
  card: Card | undefined;
  top: number;
  left: number;
}

const OPEN_DELAY_MS = 300;
const CLOSE_DELAY_MS = 200;

const cards = new Map<string, Promise<Card | undefined>>();

function loadCard(id: string): Promise<Card | undefined> {
  let card = cards.get(id);
  if (!card) {
    card = fetch(`/glossary/${id}/card`)
      .then((response) => (response.ok ? (response.json() as Promise<Card>) : undefined))
      .catch(() => undefined);
    cards.set(id, card);
  }
  return card;
}

/**
 * Hovercards for the glossary terms linked in article, guide and glossary bodies: on hover or keyboard
 * focus the term's first sentence and 'Read more' appear beside it; on touch the first tap opens the card
 * and 'Read more' follows the link. Escape closes it. The anchor names the card as its description, so a
 * screen reader reads the sentence with the link. Loaded by TermHovercards on the first hover, focus or tap
 * of a term, which it then answers as if it had been here from the start.
 */
export function TermHovercardLayer({ first, onReady }: { first: FirstOpen; onReady: () => void }) {
  // A focus or tap opens the card at once, unless the focus moved on while this script loaded.
  const [shown, setShown] = useState<Shown | undefined>(() =>
    first.how === 'tap' || (first.how === 'focus' && document.activeElement === first.anchor)
      ? { anchor: first.anchor, ...first.place, card: undefined }
      : undefined,
  );
  const openTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const lastTouch = useRef(0);

  const fill = useCallback((anchor: HTMLAnchorElement) => {
    void loadCard(anchor.dataset.termId ?? '').then((card) =>
      setShown((current) => (current?.anchor === anchor ? { ...current, card } : current)),
    );
  }, []);

  const open = useCallback(
    (anchor: HTMLAnchorElement) => {
      clearTimeout(closeTimer.current);
      setShown({ anchor, ...placeCard(anchor), card: undefined });
      fill(anchor);
    },
    [fill],
  );

  const close = useCallback((delay = 0) => {
    clearTimeout(openTimer.current);
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => setShown(undefined), delay);
  }, []);

  useEffect(() => {
    const onOver = (event: PointerEvent) => {
      const anchor = linkOf(event.target);
      if (!anchor || event.pointerType === 'touch') return;
      clearTimeout(openTimer.current);
      openTimer.current = setTimeout(() => open(anchor), OPEN_DELAY_MS);
    };
    const onOut = (event: PointerEvent) => {
      if (linkOf(event.target) && event.pointerType !== 'touch') close(CLOSE_DELAY_MS);
    };
    const onFocus = (event: FocusEvent) => {
      const anchor = linkOf(event.target);
      if (anchor) open(anchor);
    };
    const onTouch = (event: PointerEvent) => {
      if (event.pointerType === 'touch') lastTouch.current = Date.now();
    };
    const onClick = (event: MouseEvent) => {
      const anchor = linkOf(event.target);
      // A tap opens the card first; 'Read more' (or a second tap) follows the link.
      if (
        anchor &&
        Date.now() - lastTouch.current < TOUCH_TAP_MS &&
        anchor.getAttribute('aria-describedby') !== CARD_ID
      ) {
        event.preventDefault();
        open(anchor);
      }
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setShown((current) => {
        current?.anchor.focus({ preventScroll: true });
        return undefined;
      });
    };
    return listenOnDocument({
      pointerover: onOver,
      pointerout: onOut,
      pointerdown: onTouch,
      focusin: onFocus,
      click: onClick,
      keydown: onKey,
    });
  }, [open, close]);

  useEffect(() => {
    onReady();
    const { anchor, how } = first;
    if (shown?.anchor === anchor) fill(anchor);
    // The pointer may have left while the script loaded.
    else if (how === 'hover' && anchor.matches(':hover'))
      openTimer.current = setTimeout(() => open(anchor), OPEN_DELAY_MS);
    // Once, for the interaction that loaded this script.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const anchor = shown?.anchor;
    if (!anchor) return;
    anchor.setAttribute('aria-describedby', CARD_ID);
    return () => anchor.removeAttribute('aria-describedby');
  }, [shown?.anchor]);

  if (!shown) return null;
  return (
    <CardFrame
      place={shown}
      onPointerEnter={() => clearTimeout(closeTimer.current)}
      onPointerLeave={() => close(CLOSE_DELAY_MS)}
    >
      {shown.card ? (
        <>
          <p className="font-semibold">{shown.card.term}</p>
          <p className="mt-1 text-slate-600 dark:text-slate-400">{shown.card.summary}</p>
          <a
            href={shown.card.href}
            className="mt-2 inline-block font-medium text-brand-700 underline focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:text-brand-300"
          >
            Read more
          </a>
        </>
      ) : (
        CARD_LOADING
      )}
    </CardFrame>
  );
}
