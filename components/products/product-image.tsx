import { ImageCandidates } from '@/components/content/image-candidates';

/** The site's own picture for a product whose image cannot be loaded (the site's fallback image). */
const PRODUCT_IMAGE_FALLBACK = '/images/products/placeholder.svg';

/**
 * A product picture from an outside host of any size (a plain img: next/image would need every host
 * configured). A picture that fails, even before hydration, is replaced by the fallback: the same small
 * script as the site's other pictures with fallbacks (ImageCandidates).
 */
export function ProductImage({ src, alt = '', className }: { src: string; alt?: string; className?: string }) {
  return (
    <ImageCandidates
      candidates={[
        { src, alt, className, loading: 'lazy' },
        { src: PRODUCT_IMAGE_FALLBACK, alt, className, loading: 'lazy', 'data-fallback': true },
      ]}
    />
  );
}
