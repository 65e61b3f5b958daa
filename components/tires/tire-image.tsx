'use client';

import { CircleDashed } from 'lucide-react';
import { useState } from 'react';
import { clsx } from 'clsx';

/** A tire photo, or a neutral icon when there is none or it fails to load (the spec's image-failed state). */
export function TireImage({ src, alt, className }: { src: string | null; alt: string; className?: string }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <div
        className={clsx(
          'flex items-center justify-center rounded-lg bg-slate-100 text-slate-400 dark:bg-slate-900',
          className,
        )}
        role="img"
        aria-label={`${alt} (no image available)`}
        data-image-fallback
      >
        <CircleDashed className="size-1/2" aria-hidden strokeWidth={1.25} />
      </div>
    );
  }
  return (
    // Images come from arbitrary retailer hosts, so next/image's allow-list does not fit here.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={src}
      alt={alt}
      className={clsx('rounded-lg object-contain', className)}
      onError={() => setFailed(true)}
      loading="lazy"
    />
  );
}
