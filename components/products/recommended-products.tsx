'use client';

import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { clsx } from 'clsx';
import { ProductImage } from '@/components/products/product-image';

export interface ProductItem {
  id: number;
  title: string;
  description: string;
  href: string;
  imageUrl: string;
}

interface RecommendedProductsProps {
  items: ProductItem[];
  /** How many show at once (spec default 3; home 2; carousels 1). */
  count?: number;
  /** Rotation interval (spec default 8 s; home and other rotators 10 s). */
  intervalMs?: number;
  title?: string;
  className?: string;
}

/**
 * Counts a click on a product link, first-party and without personal data: the link id only, sent as a
 * beacon so it survives the page being left and never delays the visitor.
 */
export function countClick(id: number): void {
  try {
    navigator.sendBeacon?.(`/api/affiliate-links/${id}/click`);
  } catch {
    // A count lost is better than a link that does not open.
  }
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function usePrefersReducedMotion() {
  return useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia(REDUCED_MOTION);
      query.addEventListener('change', onChange);
      return () => query.removeEventListener('change', onChange);
    },
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

/**
 * Rotating affiliate products. Pauses while hovered or focused and for visitors who prefer reduced motion;
 * renders nothing when there are no products (the spec's empty state).
 */
export function RecommendedProducts({
  items,
  count = 3,
  intervalMs = 8000,
  title = 'Recommended Products',
  className,
}: RecommendedProductsProps) {
  const [start, setStart] = useState(0);
  const [paused, setPaused] = useState(false);
  const [fading, setFading] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const rotates = items.length > count;

  useEffect(() => {
    if (!rotates || paused || reducedMotion) return;
    let fade: ReturnType<typeof setTimeout> | undefined;
    const timer = setInterval(() => {
      setFading(true);
      // The spec's 300 ms fade between sets.
      fade = setTimeout(() => {
        setStart((value) => (value + count) % items.length);
        setFading(false);
      }, 300);
    }, intervalMs);
    return () => {
      clearInterval(timer);
      clearTimeout(fade);
    };
  }, [rotates, paused, reducedMotion, count, intervalMs, items.length]);

  if (items.length === 0) return null;
  const shown = Array.from({ length: Math.min(count, items.length) }, (_, offset) => items[(start + offset) % items.length]!);
  const step = (direction: 1 | -1) => setStart((value) => (value + direction * count + items.length * count) % items.length);

  return (
    <section
      aria-label={title}
      aria-roledescription="carousel"
      className={clsx('rounded-xl border border-slate-200 p-4 dark:border-slate-800', className)}
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
              <ChevronLeft className="size-4" aria-hidden />
            </button>
            <button type="button" onClick={() => step(1)} aria-label="Next products" className="rounded p-1 hover:bg-slate-100 dark:hover:bg-slate-800">
              <ChevronRight className="size-4" aria-hidden />
            </button>
          </div>
        )}
      </div>
      <ul aria-live={paused ? 'polite' : 'off'} className={clsx('mt-3 space-y-3 transition-opacity duration-300', fading && 'opacity-0')}>
        {shown.map((item) => (
          <li key={item.id}>
            <a
              href={item.href}
              target="_blank"
              // No noreferrer: affiliate programmes check which site sent the visitor.
              rel="sponsored noopener"
              onClick={() => countClick(item.id)}
              onAuxClick={(event) => {
                if (event.button === 1) countClick(item.id);
              }}
              className="flex gap-3 rounded-lg p-2 hover:bg-slate-50 dark:hover:bg-slate-900"
            >
              <ProductImage src={item.imageUrl} className="size-16 shrink-0 rounded object-cover" />
              <span>
                <span className="block text-sm font-medium">{item.title}</span>
                <span className="mt-0.5 line-clamp-2 block text-xs text-slate-600 dark:text-slate-400">{item.description}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-[11px] text-slate-500">Affiliate links: we may earn a commission.</p>
    </section>
  );
}
