'use client';

import Image from 'next/image';
import { useState } from 'react';
import { clsx } from 'clsx';
import { STOCK_IMAGE } from '@/components/content/stock-image';

interface FallbackImageProps {
  /** Candidates tried in order; the stock image follows the last one. */
  sources: string[];
  alt: string;
  sizes: string;
  priority?: boolean;
  className?: string;
}

/**
 * next/image that walks down its candidates when one fails (a missing maxres thumbnail, a deleted upload,
 * a host the optimizer does not serve) and ends at the stock image.
 */
export function FallbackImage({ sources, alt, sizes, priority = false, className }: FallbackImageProps) {
  const candidates = [...sources.filter(Boolean), STOCK_IMAGE];
  const [index, setIndex] = useState(0);
  const src = candidates[Math.min(index, candidates.length - 1)]!;
  return (
    <Image
      key={src}
      src={src}
      alt={alt}
      fill
      sizes={sizes}
      priority={priority}
      className={clsx('object-cover', className)}
      data-fallback={src === STOCK_IMAGE || undefined}
      onError={() => setIndex((value) => Math.min(value + 1, candidates.length - 1))}
    />
  );
}
