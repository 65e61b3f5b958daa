'use client';

import { useEffect, useRef, useState } from 'react';

/** The site's own picture for a product whose image cannot be loaded (the spec's fallback image). */
export const PRODUCT_IMAGE_FALLBACK = '/images/products/placeholder.svg';

/**
 * A product picture from an outside host of any size (a plain img: next/image would need every host
 * configured). A picture that fails, even before hydration, is replaced by the fallback.
 */
export function ProductImage({ src, alt = '', className }: { src: string; alt?: string; className?: string }) {
  const ref = useRef<HTMLImageElement>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const broken = failed === src;

  useEffect(() => {
    // An error that happened before React attached its handler leaves a complete image with no pixels.
    const image = ref.current;
    if (image && image.complete && image.naturalWidth === 0 && !broken) setFailed(src);
  }, [src, broken]);

  return (
    // eslint-disable-next-line @next/next/no-img-element -- see above
    <img
      ref={ref}
      src={broken ? PRODUCT_IMAGE_FALLBACK : src}
      alt={alt}
      loading="lazy"
      data-fallback={broken || undefined}
      onError={() => {
        if (!broken) setFailed(src);
      }}
      className={className}
    />
  );
}
