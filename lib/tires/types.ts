/** App types of the fitment directory, as lib/db returns them. */

export interface Vehicle {
  id: number;
  year: number;
  make: string;
  model: string;
  trim: string;
  oemTireSize: string;
  /** null when no source of the trim publishes it: the page says "not published" and filters no tire by it. */
  loadIndexMin: number | null;
  /** null when no source of the trim publishes it, as for loadIndexMin. */
  speedRatingMin: string | null;
  wheelSizeRange: { min: number; max: number };
}

export interface Tire {
  id: number;
  brand: string;
  model: string;
  size: string;
  loadIndex: number;
  speedRating: string;
  /** A-F, or null when no published grade is at hand. */
  rollingResistance: string | null;
  /** EU tyre label wet grip class (A–E); null without an EU label. */
  wetGrip: string | null;
  /** Exterior noise in dB, or null when not rated. */
  noiseLevelDb: number | null;
  isEvRated: boolean;
  /** An http(s) image or an uploaded one (/storage/…), or null (the page shows its fallback icon). */
  imageUrl: string | null;
  /** OEM markings such as T1; an empty list means none on record, not "none exist". */
  oemCertifications: string[];
}

/** The vehicle table compares efficiency, noise and ratings; wet grip is on each tire's own page. */
export interface CompatibleTire extends Omit<Tire, 'wetGrip'> {
  /** OEM approved for this vehicle. */
  isApproved: boolean;
}

/** What the vehicle page shows for a minimum no source of the trim publishes. */
export const NOT_PUBLISHED = 'not published';

export function vehicleTitle(vehicle: Pick<Vehicle, 'year' | 'make' | 'model' | 'trim'>): string {
  return `${vehicle.year} ${vehicle.make} ${vehicle.model} ${vehicle.trim}`;
}

export function tireTitle(tire: Pick<Tire, 'brand' | 'model' | 'size'>): string {
  return `${tire.brand} ${tire.model} ${tire.size}`;
}

/**
 * One choice of the cascade's trim step: a trim with a sourced OE tire size (a `vehicles` row, `kind` 'fitment'),
 * or, for a model no source gives a size for, one of EPA's versions of it (an `ev_models` row, `kind` 'epa').
 */
export interface DirectoryTrim {
  id: number;
  kind: 'fitment' | 'epa';
  trim: string;
  /** null for an EPA version: no source we cite publishes its size. */
  oemTireSize: string | null;
}

/** What the directory's first screen offers: the years (of the make in the link, if any) and every make. */
export interface DirectoryStart {
  years: number[];
  makes: string[];
  /** The make in the link, when the directory has it. */
  make?: string;
  /** The cascade's year, model and trim from the link, with their options, so a reload or a shared link restores them. */
  restored?: { options: DirectoryOptions; trim?: string };
}

/** One of a make's EVs in the directory: its model (family) and each year, with the page of that year. */
export interface MakeEv {
  model: string;
  years: { year: number; id: number }[];
}

/** The cascade's options for what is chosen so far; a value the directory does not have is dropped. */
export interface DirectoryOptions {
  year?: number;
  makes: string[];
  make?: string;
  models: string[];
  model?: string;
  trims: DirectoryTrim[];
}

/** An EV of EPA's table seen from the tire directory, for its page when no source gives its OE tire size. */
interface EvTireVersion {
  id: number;
  epaId: number | null;
  /** EPA's model name, which often carries the wheel option ("EV6 Long Range AWD (20 inch Wheels)"). */
  name: string;
}

export interface EvTirePage {
  id: number;
  epaId: number | null;
  year: number;
  make: string;
  /** The family the cascade shows at its model step ("Equinox EV"). */
  family: string;
  name: string;
  /** EPA's versions of the family in that year, this one included. */
  versions: EvTireVersion[];
  /** Trims of the family with a sourced OE size (other versions of it), which lead to their vehicle pages. */
  fitments: { id: number; trim: string; oemTireSize: string }[];
}
