import type { EvModel, RegionPrices } from '@/lib/calculators/range';
import type { PlacardPressure } from '@/lib/calculators/tire-pressure';
import type { FaultSystem } from '@/lib/fault-codes/code';
import type { CodeFamilyGuidance } from '@/lib/fault-codes/families';

/**
 * The field kit's data file (docs/product/field-kit.md): what the offline pages draw, generated from the database
 * when it is asked for. Fields a code does not have are left out, so 1,794 codes stay small.
 */
export interface KitCode {
  code: string;
  title: string;
  system: FaultSystem;
  highVoltage: boolean;
  /** The title as SAE J2012 publishes it, when the operator's title differs. */
  publishedTitle?: string;
  likelyCauses?: string;
  firstChecks?: string;
  /** The circuit: codes sharing it are the same circuit's other conditions. */
  circuit: string;
  /** The slug of the family whose guidance the code's page shows. */
  family?: string;
  /** Published articles the operator linked to the code. */
  articles?: number[];
}

export interface KitTerm {
  id: number;
  term: string;
  /** The explanation, sanitized on the server as the term page sanitizes it. */
  html: string;
  /** The database's folded text of the term (its list_search column): the offline search reads it. */
  search: string;
}

export interface KitArticle {
  id: number;
  title: string;
  excerpt: string;
  /** The body, rendered and sanitized on the server as the article page renders it. */
  html: string;
}

export interface KitGuide {
  slug: string;
  title: string;
  description: string;
  html: string;
}

/** An EV as the tire-pressure calculation reads it: its EPA range and consumption, and the row's EPA page. */
export type KitVehicle = Pick<EvModel, 'id' | 'year' | 'make' | 'model' | 'trim' | 'epaId' | 'epaRangeMiles' | 'efficiencyKwhPer100Mi'>;

/** A state's electricity price with its date and source: what the yearly cost of under-inflation is priced at. */
export type KitRegion = Pick<RegionPrices, 'state' | 'electricityRateCentsPerKwh' | 'electricityAsOf'> & {
  source: NonNullable<RegionPrices['sources']>['electricity'];
};

/**
 * The tire-pressure calculator's tables (/field-kit/tire-data): a file of its own, read only by the kit's tire page,
 * so the data file the offline page parses does not carry them.
 */
export interface KitTirePressure {
  version: string;
  vehicles: KitVehicle[];
  regions: KitRegion[];
  placards: PlacardPressure[];
}

export interface KitData {
  /** The build and the content it was made from: a different version means the saved kit is out of date. */
  version: string;
  /** When the data was read from the database (ISO 8601). */
  generatedAt: string;
  codes: KitCode[];
  families: CodeFamilyGuidance[];
  /** In the glossary's list order (the database's), which the search's ties follow. */
  glossary: KitTerm[];
  /** The high-voltage safety article first. */
  articles: KitArticle[];
  guides: KitGuide[];
}

/** What /field-kit/version answers: the version alone, a few dozen bytes. */
export interface KitVersion {
  version: string;
}
