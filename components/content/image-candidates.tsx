'use client';

import { useState, type ImgHTMLAttributes } from 'react';

type Candidate = ImgHTMLAttributes<HTMLImageElement> & { src: string; 'data-fallback'?: boolean };

/** Shows the first candidate and moves to the next each time one fails to load; the last one stays. */
export function ImageCandidates({ candidates }: { candidates: Candidate[] }) {
  const [index, setIndex] = useState(0);
  const next = () => setIndex((value) => Math.min(value + 1, candidates.length - 1));
  const { alt, ...candidate } = candidates[Math.min(index, candidates.length - 1)]!;
  return (
    // eslint-disable-next-line @next/next/no-img-element
    <img
      key={candidate.src}
      {...candidate}
      alt={alt}
      // A picture that failed before the page hydrated fired its error event with no one listening.
      ref={(img) => {
        if (img?.complete && img.naturalWidth === 0) next();
      }}
      onError={next}
    />
  );
}
