import { sourceKey, type RegionPrices, type SourceLink } from '@/lib/calculators/range';

/** A state's prices as a page hands them to the browser: its sources as places in the shared list. */
export type PackedRegion = Omit<RegionPrices, 'sources'> & { sources?: [number | null, number | null, number | null] };

/**
 * The regions a calculator page hands to the browser, each cited source written once. Every state cites the same
 * few sources, and React writes a repeated object as a path back to its first copy: on the tire calculator those
 * paths were 16 KB of a 105 KB page.
 */
export interface PackedRegions {
  sources: SourceLink[];
  regions: PackedRegion[];
}

export function packRegions(regions: RegionPrices[]): PackedRegions {
  const sources: SourceLink[] = [];
  const places = new Map<string, number>();
  const placeOf = (source: SourceLink | null): number | null => {
    if (!source) return null;
    const key = sourceKey(source);
    let place = places.get(key);
    if (place === undefined) {
      place = sources.push({ name: source.name, url: source.url }) - 1;
      places.set(key, place);
    }
    return place;
  };
  return {
    sources,
    regions: regions.map(({ sources: cited, ...region }) =>
      cited ? { ...region, sources: [placeOf(cited.electricity), placeOf(cited.gas), placeOf(cited.supercharging)] } : region,
    ),
  };
}

export function unpackRegions({ sources, regions }: PackedRegions): RegionPrices[] {
  const sourceAt = (place: number | null) => (place === null ? null : (sources[place] ?? null));
  return regions.map(({ sources: places, ...region }) => {
    if (!places) return region;
    const [electricity, gas, supercharging] = places;
    return { ...region, sources: { electricity: sourceAt(electricity), gas: sourceAt(gas), supercharging: sourceAt(supercharging) } };
  });
}
