import { getImageProps } from 'next/image';
import { preload } from 'react-dom';
import { clsx } from 'clsx';
import { ImageCandidates } from '@/components/content/image-candidates';
import { STOCK_IMAGE } from '@/components/content/stock-image';

interface FallbackImageProps {
  /** Candidates tried in order; the stock image follows the last one. */
  sources: string[];
  alt: string;
  sizes: string;
  priority?: boolean;
  className?: string;
  /** Served as they are, not through the optimizer: the site's own video thumbnails, which answer a redirect when they fall back. */
  unoptimized?: boolean;
}

/**
 * A picture that walks down its candidates when one fails (a missing maxres thumbnail, a deleted upload,
 * a host the optimizer does not serve) and ends at the stock image. next/image's attributes are worked out
 * here on the server, so the browser gets a plain <img> and a few lines to switch it, not next/image's
 * client component.
 */
export function FallbackImage({ sources, alt, sizes, priority = false, className, unoptimized = false }: FallbackImageProps) {
  const candidates = [...new Set([...sources.filter(Boolean), STOCK_IMAGE])].map((src) => {
    const { props } = getImageProps({ src, alt, fill: true, sizes, priority, unoptimized, className: clsx('object-cover', className) });
    return { ...props, 'data-fallback': src === STOCK_IMAGE || undefined };
  });
  const first = candidates[0]!;
  // As next/image does for a priority picture: the browser starts on it before it reaches the <img>.
  if (priority) preload(first.src, { as: 'image', imageSrcSet: first.srcSet, imageSizes: first.sizes, fetchPriority: 'high' });
  return <ImageCandidates candidates={candidates} />;
}
