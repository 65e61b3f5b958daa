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

/** One row of the vehicle cascade: enough to build the year → make → model → trim → size selects. */
export interface VehicleOption {
  id: number;
  year: number;
  make: string;
  model: string;
  trim: string;
  oemTireSize: string;
}

/** What the vehicle page shows for a minimum no source of the trim publishes. */
export const NOT_PUBLISHED = 'not published';

export function vehicleTitle(vehicle: Pick<Vehicle, 'year' | 'make' | 'model' | 'trim'>): string {
  return `${vehicle.year} ${vehicle.make} ${vehicle.model} ${vehicle.trim}`;
}

export function tireTitle(tire: Pick<Tire, 'brand' | 'model' | 'size'>): string {
  return `${tire.brand} ${tire.model} ${tire.size}`;
}
