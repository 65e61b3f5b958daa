'use client';

import { useEffect, useRef } from 'react';
import { clsx } from 'clsx';
import { AD_FORMATS, type AdFormat } from '@/lib/ads';

declare global {
  interface Window {
    adsbygoogle?: unknown[];
  }
}

const ADSENSE_CLIENT = process.env.NEXT_PUBLIC_ADSENSE_CLIENT;
// The spec uses one fixed slot identifier where none is given.
const DEFAULT_SLOT = process.env.NEXT_PUBLIC_ADSENSE_SLOT ?? '0000000000';

interface AdSlotProps {
  format?: AdFormat;
  slot?: string;
  className?: string;
}

/**
 * An ad unit with the spec's minimum size. Without an AdSense client configured it reserves the same
 * space with a labelled box, so pages do not shift when ads are switched on.
 */
export function AdSlot({ format = 'banner', slot = DEFAULT_SLOT, className }: AdSlotProps) {
  const size = AD_FORMATS[format];
  const ref = useRef<HTMLModElement>(null);

  useEffect(() => {
    if (!ADSENSE_CLIENT) return;
    let retry: ReturnType<typeof setTimeout> | undefined;
    // The spec pushes after 500 ms and tries once more 3 s after a failure.
    const push = () => {
      try {
        (window.adsbygoogle = window.adsbygoogle ?? []).push({});
      } catch {
        retry = setTimeout(push, 3000);
      }
    };
    const first = setTimeout(push, 500);
    return () => {
      clearTimeout(first);
      clearTimeout(retry);
    };
  }, []);

  const style = { minHeight: size.minHeight, minWidth: size.minWidth };
  return (
    <aside
      data-ad-slot={format}
      aria-label="Advertisement"
      className={clsx('no-print my-6 flex w-full flex-col items-center', className)}
    >
      <span className="mb-1 text-[11px] tracking-wide text-slate-400 uppercase">Advertisement</span>
      {ADSENSE_CLIENT ? (
        <ins
          ref={ref}
          className="adsbygoogle block w-full"
          style={{ display: 'block', ...style }}
          data-ad-client={ADSENSE_CLIENT}
          data-ad-slot={slot}
          data-ad-format={format === 'in-article' ? 'fluid' : format === 'multiplex' ? 'autorelaxed' : 'auto'}
          data-ad-layout={format === 'in-article' ? 'in-article' : undefined}
          data-full-width-responsive="true"
        />
      ) : (
        <div
          style={style}
          className="flex w-full items-center justify-center rounded-lg border border-dashed border-slate-300 bg-slate-50 text-xs text-slate-400 dark:border-slate-700 dark:bg-slate-900"
        >
          Ad space
        </div>
      )}
    </aside>
  );
}
