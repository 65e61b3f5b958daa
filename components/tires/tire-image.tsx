import { useId } from 'react';
import { clsx } from 'clsx';
import { TireIllustration } from '@/components/tires/tire-illustration';
import { TirePhoto } from '@/components/tires/tire-photo';

interface TireImageProps {
  src: string | null;
  alt: string;
  /** Size and load/speed for the drawn sidewall when there is no photo (left blank when unknown). */
  size?: string;
  service?: string;
  className?: string;
}

/**
 * A tire photo, or a drawn generic tire with this tire's sidewall text when there is none or it fails
 * to load (the site's image-failed state). Never another product's photo. The drawing is rendered where
 * this component is (on the server on public pages) and handed to the photo as its stand-in, so the browser
 * does not load the drawing's code.
 */
export function TireImage({ src, alt, size = '', service = '', className }: TireImageProps) {
  const id = useId();
  const drawing = (
    <div
      className={clsx('rounded-lg bg-slate-100 p-1 dark:bg-slate-800', className)}
      role="img"
      aria-label={`Illustration of a tire${size ? `, ${size} ${service}` : ''} (no photo of the ${alt} yet)`}
      data-image-fallback
    >
      <TireIllustration id={`tire${id.replace(/[^a-zA-Z0-9_-]/g, '')}`} size={size} service={service} className="size-full" />
    </div>
  );
  if (!src) return drawing;
  return <TirePhoto src={src} alt={alt} className={clsx('rounded-lg object-contain', className)} fallback={drawing} />;
}
