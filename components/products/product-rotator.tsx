'use client';

import { useEffect, useState } from 'react';

/**
 * Counts a click on a product link, first-party and without personal data: the link id only, sent as a
 * beacon so it survives the page being left and never delays the visitor.
 */
function countClick(link: Element | null): void {
  const id = link instanceof HTMLElement ? link.dataset.productId : undefined;
  if (!id) return;
  try {
    navigator.sendBeacon?.(`/api/affiliate-links/${id}/click`);
  } catch {
    // A count lost is better than a link that does not open.
  }
}

const productLink = (target: EventTarget) => (target instanceof Element ? target.closest('a[data-product-id]') : null);

interface ProductRotatorProps {
  /** Each product's link, rendered on the server, with `data-product-id` for the click count. */
  items: { id: number; link: React.ReactNode }[];
  count: number;
  intervalMs: number;
  title: string;
  className?: string;
  /** The previous and next buttons' icons, drawn on the server. */
  icons: { previous: React.ReactNode; next: React.ReactNode };
}

/** Shows `count` of the products at a time and moves on every interval, with a 300 ms fade between sets. */
export function ProductRotator({ items, count, intervalMs, title, className, icons }: ProductRotatorProps) {
  const [start, setStart] = useState(0);
  const [paused, setPaused] = useState(false);
  const [fading, setFading] = useState(false);
  const rotates = items.length > count;

  useEffect(() => {
    if (!rotates || paused) return;
    let fade: ReturnType<typeof setTimeout> | undefined;
    const timer = setInterval(() => {
      // Read at each turn, so a change of the setting mid-visit holds from the next one.
      if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
      setFading(true);
      // The site's 300 ms fade between sets.
      fade = setTimeout(() => {
        setStart((value) => (value + count) % items.length);
        setFading(false);
      }, 300);
    }, intervalMs);
    return () => {
      clearInterval(timer);
      clearTimeout(fade);
    };
  }, [rotates, paused, count, intervalMs, items.length]);

  const shown = Array.from({ length: Math.min(count, items.length) }, (_, offset) => items[(start + offset) % items.length]!);
  const step = (direction: 1 | -1) => setStart((value) => (value + direction * count + items.length * count) % items.length);

  return (
    <section
      aria-label={title}
      aria-roledescription="carousel"
      className={`rounded-xl border border-slate-200 p-4 dark:border-slate-800 ${className ?? ''}`}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      data-testid="recommended-products"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 className="font-semibold">{title}</h2>
        {rotates && (
          <div className="flex gap-1">
            <button type="button" onClick={() => step(-1)} aria-label="Previous products" className="rounded p-1 hover:bg-slate-100 dark:hover:bg-slate-800">
              {icons.previous}
            </button>
            <button type="button" onClick={() => step(1)} aria-label="Next products" className="rounded p-1 hover:bg-slate-100 dark:hover:bg-slate-800">
              {icons.next}
            </button>
          </div>
        )}
      </div>
      <ul
        aria-live={paused ? 'polite' : 'off'}
        className={`mt-3 space-y-3 transition-opacity duration-300${fading ? ' opacity-0' : ''}`}
        onClick={(event) => countClick(productLink(event.target))}
        onAuxClick={(event) => {
          if (event.button === 1) countClick(productLink(event.target));
        }}
      >
        {shown.map((item) => (
          <li key={item.id}>{item.link}</li>
        ))}
      </ul>
      <p className="mt-2 text-[11px] text-slate-500">Affiliate links: we may earn a commission.</p>
    </section>
  );
}
