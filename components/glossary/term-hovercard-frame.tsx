'use client';

import { createPortal } from 'react-dom';
import { CARD_ID, type CardPlace } from '@/components/glossary/term-hovercard-place';

export const CARD_LOADING = <p className="text-slate-500">Loading…</p>;

/**
 * The hovercard's box, in the body so page coordinates are its own whatever the layout around the text:
 * the same box shows 'Loading…' while the cards' script loads and the card once it has.
 */
export function CardFrame({
  place,
  onPointerEnter,
  onPointerLeave,
  children,
}: {
  place: CardPlace;
  onPointerEnter?: () => void;
  onPointerLeave?: () => void;
  children: React.ReactNode;
}) {
  return createPortal(
    <div
      id={CARD_ID}
      role="tooltip"
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      style={{ top: place.top, left: place.left }}
      className="absolute z-50 w-72 max-w-[calc(100vw-1rem)] rounded-lg border border-slate-200 bg-white p-4 text-sm shadow-lg dark:border-slate-700 dark:bg-slate-900"
    >
      {children}
    </div>,
    document.body,
  );
}
