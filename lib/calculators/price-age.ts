/**
 * Every price with its own source and date (docs/product/range-tool.md § Prices and their age): electricity by
 * the month EIA reports, gas by AAA's day, public fast charging by its report's quarter. Pure: no I/O, no React.
 */
import type { RegionPrices, SourceLink } from '@/lib/calculators/range';
import { formatMonthYear, formatShortDate } from '@/lib/number-format';

export type PriceKind = 'electricity' | 'gas' | 'supercharging';

export const PRICE_NAMES: Record<PriceKind, string> = {
  electricity: 'electricity',
  gas: 'gas',
  supercharging: 'public fast charging',
};

const date = (asOf: string) => new Date(asOf.length === 10 ? `${asOf}T00:00:00Z` : asOf);

/** "June 2026" for electricity, "Aug 1, 2026" for gas, "Q2 2025" for public fast charging (UTC). */
export function priceDate(kind: PriceKind, asOf: string): string {
  const day = date(asOf);
  if (kind === 'electricity') return formatMonthYear(day);
  if (kind === 'supercharging') return `Q${Math.floor(day.getUTCMonth() / 3) + 1} ${day.getUTCFullYear()}`;
  return formatShortDate(day);
}

/** The publisher a source's name opens with ("Paren, State of the Industry Report…" → "Paren"). */
export function publisherOf(source: SourceLink): string {
  return source.name.split(',')[0]!.trim();
}

export interface PriceAge {
  kind: PriceKind;
  source: SourceLink | null;
  /** As the page shows it: "June 2026", "Aug 1, 2026", "Q2 2025". */
  date: string;
}

const AS_OF: Record<PriceKind, keyof RegionPrices> = {
  electricity: 'electricityAsOf',
  gas: 'gasAsOf',
  supercharging: 'superchargingAsOf',
};

export function priceAge(region: RegionPrices, kind: PriceKind): PriceAge {
  return { kind, source: region.sources?.[kind] ?? null, date: priceDate(kind, region[AS_OF[kind]] as string) };
}

/** "Paren, Q2 2025"; without a cited source, the date alone. */
export function priceAgeText(age: PriceAge): string {
  return age.source ? `${publisherOf(age.source)}, ${age.date}` : age.date;
}

/** What the price feed's status says, as /api/energy-prices reports it. */
export interface PriceFeedStatus {
  stale: boolean;
  feedConfigured: boolean;
  lastUpdate: { updatedAt: string } | null;
}

/**
 * The warning a page shows past the 24-hour rule, or with no price feed configured, naming every price it could
 * not refresh and the date it is from; null while the prices are current.
 */
export function stalePriceNotice(status: PriceFeedStatus, region: RegionPrices): string | null {
  if (status.feedConfigured && !status.stale) return null;
  const ages = (['electricity', 'gas', 'supercharging'] as const).map((kind) => priceAge(region, kind));
  const list = ages.map((age) => `${PRICE_NAMES[age.kind]} (${priceAgeText(age)})`);
  const listed = `${list.slice(0, -1).join(', ')} and ${list.at(-1)}`;
  if (!status.feedConfigured)
    return `No price feed is configured, so prices are not refreshed: ${listed} are shown as of those dates.`;
  return `Prices could not be refreshed in the last 24 hours: ${listed} are shown as of those dates.`;
}
