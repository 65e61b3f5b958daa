'use client';

import { useId, useState } from 'react';
import { clsx } from 'clsx';
import { TireIllustration } from '@/components/tires/tire-illustration';

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
 * to load (the spec's image-failed state). Never another product's photo.
 */
export function TireImage({ src, alt, size = '', service = '', className }: TireImageProps) {
  const [failed, setFailed] = useState(false);
  const id = useId();
  if (!src || failed) {
    return (
      <div
        className={clsx('rounded-lg bg-slate-100 p-1 dark:bg-slate-800', className)}
        role="img"
        aria-label={`Illustration of a tire${size ? `, ${size} ${service}` : ''} (no photo of the ${alt} yet)`}
        data-image-fallback
      >
        <TireIllustration
          id={`tire${id.replace(/[^a-zA-Z0-9_-]/g, '')}`}
          size={size}
          service={service}
          className="size-full"
        />
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
