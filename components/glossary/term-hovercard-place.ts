/** What the glossary hovercards' eager part and their on-demand script share. */

export const CARD_ID = 'glossary-hovercard';

/** A tap this soon after a touch opens the card instead of following the link. */
export const TOUCH_TAP_MS = 800;

const LINK = 'a.glossary-term-link[data-term-id]';

export function linkOf(target: EventTarget | null): HTMLAnchorElement | null {
  return target instanceof Element ? target.closest<HTMLAnchorElement>(LINK) : null;
}

export interface CardPlace {
  top: number;
  left: number;
}

/** Just under the term, in page coordinates: the card sits in the body, whatever the layout around the text. */
export function placeCard(anchor: HTMLAnchorElement): CardPlace {
  const rect = anchor.getBoundingClientRect();
  return { top: rect.bottom + window.scrollY + 6, left: Math.max(8, rect.left + window.scrollX) };
}

/** The term whose hover, focus or tap loaded the cards' script, and how. */
export interface FirstOpen {
  anchor: HTMLAnchorElement;
  how: 'hover' | 'focus' | 'tap';
  place: CardPlace;
}

type DocumentHandlers = { [K in keyof DocumentEventMap]?: (event: DocumentEventMap[K]) => void };

/** Adds each handler to the document; the function it returns removes them all. */
export function listenOnDocument(handlers: DocumentHandlers): () => void {
  const entries = Object.entries(handlers) as [string, EventListener][];
  for (const [type, handler] of entries) document.addEventListener(type, handler);
  return () => {
    for (const [type, handler] of entries) document.removeEventListener(type, handler);
  };
}
