'use client';

import { useEffect } from 'react';
import { AD_FORMATS, type AdFormat } from '@/lib/ads';

declare global {
  interface Window {
    adsbygoogle?: unknown[];
  }
}

// The product description uses one fixed slot identifier where none is given.
const DEFAULT_SLOT = process.env.NEXT_PUBLIC_ADSENSE_SLOT ?? '0000000000';
const PUSH_DELAY_MS = 500;
const RETRY_DELAY_MS = 3000;
const SCRIPT_ID = 'adsbygoogle-loader';

/** AdSense's loader, added once per page however many slots there are. */
function loadScript(client: string) {
  if (document.getElementById(SCRIPT_ID)) return;
  const script = document.createElement('script');
  script.id = SCRIPT_ID;
  script.async = true;
  script.crossOrigin = 'anonymous';
  script.src = `https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=${encodeURIComponent(client)}`;
  document.head.append(script);
}

interface AdSlotProps {
  format?: AdFormat;
  slot?: string;
  className?: string;
}

/**
 * An ad unit with the site's minimum size. Without an AdSense client configured there is no ad at all:
 * no box, no label and no reserved space. With one, the unit's minimum size is reserved from the first
 * paint, so the page does not shift when the ad arrives.
 */
export function AdSlot(props: AdSlotProps) {
  // Next writes the build's value in here (next.config.mjs gives it one even when unset), so a build without
  // an AdSense client reduces this to `return null` and the minifier drops AdSenseUnit and the loader.
  if (!process.env.NEXT_PUBLIC_ADSENSE_CLIENT) return null;
  return <AdSenseUnit client={process.env.NEXT_PUBLIC_ADSENSE_CLIENT} {...props} />;
}

function AdSenseUnit({ client, format = 'banner', slot = DEFAULT_SLOT, className }: AdSlotProps & { client: string }) {
  useEffect(() => {
    loadScript(client);
    let retry: ReturnType<typeof setTimeout> | undefined;
    // The product description pushes after 500 ms and tries once more 3 s after a failure.
    const push = (again: boolean) => {
      try {
        (window.adsbygoogle = window.adsbygoogle ?? []).push({});
      } catch {
        if (again) retry = setTimeout(() => push(false), RETRY_DELAY_MS);
      }
    };
    const first = setTimeout(() => push(true), PUSH_DELAY_MS);
    return () => {
      clearTimeout(first);
      clearTimeout(retry);
    };
  }, [client]);

  const size = AD_FORMATS[format];
  return (
    <aside
      data-ad-slot={format}
      aria-label="Advertisement"
      className={`no-print my-6 flex w-full flex-col items-center ${className ?? ''}`}
    >
      <span className="mb-1 text-[11px] tracking-wide text-slate-600 uppercase dark:text-slate-400">Advertisement</span>
      <ins
        className="adsbygoogle block w-full"
        style={{ display: 'block', minHeight: size.minHeight, minWidth: size.minWidth }}
        data-ad-client={client}
        data-ad-slot={slot}
        data-ad-format={format === 'in-article' ? 'fluid' : format === 'multiplex' ? 'autorelaxed' : 'auto'}
        data-ad-layout={format === 'in-article' ? 'in-article' : undefined}
        data-full-width-responsive="true"
      />
    </aside>
  );
}
