/**
 * Where in-article ads go (docs/product/limits.md §5). A position p means "after segment p" (1-based); no rule
 * ever places an ad after the last segment, so an article never ends on an ad.
 */

/** The in-article ad cap of one page. */
export const MAX_IN_ARTICLE_ADS = 5;

/** Fewer segments than this get no in-article ads on an article page. */
const MIN_SEGMENTS_FOR_ADS = 6;

const upToCap = (positions: number[], segmentCount: number) =>
  [...new Set(positions)].filter((p) => p >= 1 && p < segmentCount).slice(0, MAX_IN_ARTICLE_ADS);

/** Articles: with 6 or more segments, 5 positions at 1 to 5 times floor(count / 6); otherwise none. */
export function articleAdPositions(segmentCount: number): number[] {
  if (!Number.isInteger(segmentCount) || segmentCount < MIN_SEGMENTS_FOR_ADS) return [];
  const step = Math.floor(segmentCount / 6);
  return upToCap([1, 2, 3, 4, 5].map((k) => k * step), segmentCount);
}

/**
 * Charger-install guides: after sections 1 and 3; with 6 or more sections, 5 points spread evenly over
 * the guide (k × count / 6, rounded), which include the first and third positions for short guides.
 */
export function guideAdPositions(sectionCount: number): number[] {
  if (!Number.isInteger(sectionCount) || sectionCount < 2) return [];
  if (sectionCount < MIN_SEGMENTS_FOR_ADS) return upToCap([1, 3], sectionCount);
  return upToCap([1, 2, 3, 4, 5].map((k) => Math.round((k * sectionCount) / 6)), sectionCount);
}
