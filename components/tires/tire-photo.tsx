'use client';

import { useState } from 'react';

/** A tire photo from a retailer's host that gives way to `fallback` when it fails to load. */
export function TirePhoto({
  src,
  alt,
  className,
  fallback,
}: {
  src: string;
  alt: string;
  className: string;
  fallback: React.ReactNode;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  if (failed === src) return fallback;
  return (
    // Images come from arbitrary retailer hosts, so next/image's allow-list does not fit here.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={src}
      alt={alt}
      className={className}
      // A photo that failed before the page hydrated fired its error event with no one listening.
      ref={(img) => {
        if (img?.complete && img.naturalWidth === 0) setFailed(src);
      }}
      onError={() => setFailed(src)}
      loading="lazy"
    />
  );
}
