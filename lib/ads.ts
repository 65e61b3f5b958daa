/** The ad formats and their minimum sizes in pixels (docs/product/limits.md §5). */
export const AD_FORMATS = {
  banner: { minHeight: 120, minWidth: undefined },
  sidebar: { minHeight: 100, minWidth: undefined },
  multiplex: { minHeight: 250, minWidth: 300 },
  'in-article': { minHeight: 250, minWidth: 300 },
} as const;

export type AdFormat = keyof typeof AD_FORMATS;

/**
 * The AdSense publisher id, or undefined when no ad network is configured (then no page shows an ad
 * slot). Read on each call rather than once at import, so tests can switch it; Next inlines the value.
 */
function adsenseClient(): string | undefined {
  return process.env.NEXT_PUBLIC_ADSENSE_CLIENT || undefined;
}

type Interleaved<T> = { kind: 'item'; item: T; index: number } | { kind: 'ad'; key: string; after: number };

/**
 * Places an ad after every n-th item (never after the last one, so a list never ends on an ad). Without
 * an ad network there are no ad entries, so a list keeps no empty cell where an ad would have been.
 * The ad key is stable across renders for React.
 */
export function interleaveAds<T>(items: readonly T[], every: number, enabled = Boolean(adsenseClient())): Interleaved<T>[] {
  if (!Number.isInteger(every) || every < 1) throw new Error('every must be a positive integer');
  const out: Interleaved<T>[] = [];
  items.forEach((item, index) => {
    out.push({ kind: 'item', item, index });
    const position = index + 1;
    if (enabled && position % every === 0 && position < items.length) out.push({ kind: 'ad', key: `ad-${position}`, after: position });
  });
  return out;
}
