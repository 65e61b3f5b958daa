import type { EvSelection } from '@/lib/calculators/range';

/**
 * Which vehicle a link points at. The site's order: by id, else by the vehicle data embedded in the link,
 * else by year/make/model, else by year and make only. Pure: works on the already loaded model list.
 */

interface Identified {
  id: number;
  year: number;
  make: string;
  model: string;
  trim: string;
}

export interface VehicleLookup {
  id?: number;
  embedded?: { year?: number; make?: string; model?: string; trim?: string };
  year?: number;
  make?: string;
  model?: string;
}

export type MatchedBy = 'id' | 'embedded' | 'year-make-model' | 'year-make';

const same = (a: string | undefined, b: string) => a !== undefined && a.toLowerCase() === b.toLowerCase();

export function resolveVehicle<T extends Identified>(
  models: T[],
  lookup: VehicleLookup,
): { vehicle: T; matchedBy: MatchedBy } | undefined {
  if (lookup.id !== undefined) {
    const byId = models.find((entry) => entry.id === lookup.id);
    if (byId) return { vehicle: byId, matchedBy: 'id' };
  }
  const embedded = lookup.embedded;
  if (embedded?.year !== undefined && embedded.make && embedded.model) {
    const candidates = models.filter(
      (entry) =>
        entry.year === embedded.year && same(embedded.make, entry.make) && same(embedded.model, entry.model),
    );
    const match = candidates.find((entry) => same(embedded.trim ?? '', entry.trim)) ?? candidates[0];
    if (match) return { vehicle: match, matchedBy: 'embedded' };
  }
  if (lookup.year !== undefined && lookup.make) {
    if (lookup.model) {
      const match = models.find(
        (entry) =>
          entry.year === lookup.year && same(lookup.make, entry.make) && same(lookup.model, entry.model),
      );
      if (match) return { vehicle: match, matchedBy: 'year-make-model' };
    }
    const byMake = models.find((entry) => entry.year === lookup.year && same(lookup.make, entry.make));
    if (byMake) return { vehicle: byMake, matchedBy: 'year-make' };
  }
  return undefined;
}

/** One entry of the model select: the row's id, its EPA name and range. */
export interface EvOption {
  id: number;
  model: string;
  trim: string;
  epaRangeMiles: number;
}

/**
 * The options of the year → make → model cascade as loaded one step at a time: years always, the makes of
 * `year` once a year is chosen, the models of `year` and `make` once a make is chosen.
 */
export interface EvOptions {
  years: number[];
  year?: number;
  makes: string[];
  make?: string;
  models: EvOption[];
}

/** The options and the chosen EV a calculator form starts from (the server reads them from the link). */
export interface EvChoice {
  options: EvOptions;
  selection: EvSelection | null;
}

/** What a link says that can name a vehicle, as the rows to resolve it over are chosen (lib/db/ev-models.ts). */
export interface LinkVehicleKeys {
  id?: number;
  year?: number;
  make?: string;
  embedded?: { year?: number; make?: string };
}
