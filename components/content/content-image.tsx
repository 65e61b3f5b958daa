import { getImageProps } from 'next/image';

interface ContentImageProps {
  src: string;
  alt: string;
  /** The picture's shape; with the class's width it reserves the box before the file arrives. */
  width: number;
  height: number;
  /** How wide the picture is shown, for the optimizer's srcset. */
  sizes: string;
  className?: string;
}

/** A card in a two-column grid inside the site's 80rem container. */
export const CARD_SIZES = '(min-width: 1280px) 40rem, (min-width: 640px) 50vw, 100vw';

/**
 * Our own files and what next.config.mjs lets the optimizer fetch (images.remotePatterns); not the site's video
 * thumbnails, which answer a redirect to the stock picture when they fall back (lib/content/youtube.ts).
 */
const OPTIMIZABLE = /^(\/(?!\/|video-thumbnails\/)|https:\/\/(i\.ytimg\.com\/vi\/|img\.youtube\.com\/vi\/|images\.unsplash\.com\/))/i;

/** The configured Supabase project's public Storage files, the one Supabase host the optimizer serves. */
function isOwnStorageFile(src: string): boolean {
  const project = process.env.NEXT_PUBLIC_SUPABASE_URL;
  if (!project || !URL.canParse(project)) return false;
  return src.startsWith(`${new URL(project).origin}/storage/v1/object/public/`);
}

/**
 * A content picture as a plain <img>, rendered on the server with no script of its own: a raster picture
 * the optimizer may fetch gets next/image's srcset for `sizes`; an SVG (never optimized: dangerouslyAllowSVG
 * stays off) or a picture on another host is shown as it is. Width and height keep the page from shifting.
 */
export function ContentImage({ src, alt, width, height, sizes, className }: ContentImageProps) {
  if (/\.svg(\?|#|$)/i.test(src) || !(OPTIMIZABLE.test(src) || isOwnStorageFile(src))) {
    return (
      // eslint-disable-next-line @next/next/no-img-element
      <img
        src={src}
        alt={alt}
        width={width}
        height={height}
        loading="lazy"
        decoding="async"
        className={className}
      />
    );
  }
  const { props } = getImageProps({ src, alt, width, height, sizes, loading: 'lazy' });
  // eslint-disable-next-line @next/next/no-img-element
  return <img {...props} alt={alt} className={className} />;
}
