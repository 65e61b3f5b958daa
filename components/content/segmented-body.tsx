import { Fragment } from 'react';
import { clsx } from 'clsx';
import { AdSlot } from '@/components/ads/ad-slot';
import { MAX_IN_ARTICLE_ADS } from '@/lib/content/ad-positions';
import type { Segment } from '@/lib/content/markdown';

interface SegmentedBodyProps {
  segments: Segment[];
  /** 1-based segment numbers after which an in-article ad goes (lib/content/ad-positions). */
  adPositions: number[];
  className?: string;
}

/**
 * Renders sanitized markdown segments with in-article ads between them. The HTML comes from
 * renderMarkdown, which drops raw HTML and sanitizes its output, so it is safe to inject.
 */
export function SegmentedBody({ segments, adPositions, className }: SegmentedBodyProps) {
  const after = new Set(adPositions.slice(0, MAX_IN_ARTICLE_ADS));
  return (
    <div
      className={clsx(
        'prose prose-slate max-w-none dark:prose-invert prose-headings:scroll-mt-24 prose-a:text-brand-700 dark:prose-a:text-brand-500 [&_.glossary-term-link]:decoration-dotted',
        className,
      )}
    >
      {segments.map((segment, index) => (
        <Fragment key={segment.heading?.id ?? `segment-${index}`}>
          <div dangerouslySetInnerHTML={{ __html: segment.html }} />
          {after.has(index + 1) && <AdSlot format="in-article" className="not-prose" />}
        </Fragment>
      ))}
    </div>
  );
}
