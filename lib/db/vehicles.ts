import 'server-only';
import { cachedReader } from '@/lib/db/cached-reader';
import { db } from '@/lib/db/client';
import { TAGS } from '@/lib/db/tags';
import { wheelDiameter } from '@/lib/tires/size';
import type { CompatibleTire, Vehicle } from '@/lib/tires/types';

export interface VehicleRow {
  id: number;
  year: number;
  make: string;
  model: string;
  trim: string;
  oem_tire_size: string;
  load_index_min: number | null;
  speed_rating_min: string | null;
  wheel_size_min: number;
  wheel_size_max: number;
}

export function toVehicle(row: VehicleRow): Vehicle {
  return {
    id: row.id,
    year: row.year,
    make: row.make,
    model: row.model,
    trim: row.trim,
    oemTireSize: row.oem_tire_size,
    loadIndexMin: row.load_index_min,
    speedRatingMin: row.speed_rating_min,
    wheelSizeRange: { min: row.wheel_size_min, max: row.wheel_size_max },
  };
}

const loadVehicle = async (id: number): Promise<Vehicle | undefined> => {
  const [row] = await db()<VehicleRow[]>`
      select id, year, make, model, trim, oem_tire_size, load_index_min, speed_rating_min, wheel_size_min, wheel_size_max
      from vehicles where id = ${id}`;
  return row ? toVehicle(row) : undefined;
};

export const getVehicle = cachedReader(loadVehicle, ['vehicle'], [TAGS.vehicles]);

/** Trims of the same make, model and year (for 'Select Trim'). */
const loadTrims = async (
  make: string,
  model: string,
  year: number,
): Promise<{ id: number; trim: string; oemTireSize: string }[]> => {
  const rows = await db()<{ id: number; trim: string; oem_tire_size: string }[]>`
      select id, trim, oem_tire_size from vehicles
      where make = ${make} and model = ${model} and year = ${year}
      order by trim`;
  return rows.map((row) => ({ id: row.id, trim: row.trim, oemTireSize: row.oem_tire_size }));
};

export const listTrims = cachedReader(loadTrims, ['vehicle-trims'], [TAGS.vehicles]);

interface CompatibleRow {
  tire_id: number;
  brand: string;
  model: string;
  size: string;
  load_index: number;
  speed_rating: string;
  rolling_resistance: string | null;
  noise_level_db: number | null;
  is_ev_rated: boolean;
  is_approved: boolean;
  image_url: string | null;
  oem_certifications: string[];
}

const httpImage = (url: string | null) => (url && /^(https?:\/\/|\/storage\/)/i.test(url) ? url : null);

/** Compatible tires through search_tires_by_vehicle, narrowed to the OE wheel diameter as the product description does. */
const loadCompatibleTires = async (
  vehicleId: number,
  oemTireSize: string,
): Promise<CompatibleTire[]> => {
  const rows = await db()<CompatibleRow[]>`
      select * from search_tires_by_vehicle(${vehicleId}, ${wheelDiameter(oemTireSize)})`;
  return rows.map((row) => ({
    id: row.tire_id,
    brand: row.brand,
    model: row.model,
    size: row.size,
    loadIndex: row.load_index,
    speedRating: row.speed_rating,
    rollingResistance: row.rolling_resistance,
    noiseLevelDb: row.noise_level_db,
    isEvRated: row.is_ev_rated,
    isApproved: row.is_approved,
    imageUrl: httpImage(row.image_url),
    oemCertifications: row.oem_certifications,
  }));
};

export const getCompatibleTires = cachedReader(loadCompatibleTires, ['compatible-tires'], [TAGS.vehicles, TAGS.tires]);

/** Vehicles that list a tire, with whether the fitment is OEM approved. */
const loadVehiclesForTire = async (tireId: number): Promise<(Vehicle & { approved: boolean })[]> => {
  const rows = await db()<(VehicleRow & { approved: boolean })[]>`
      select v.id, v.year, v.make, v.model, v.trim, v.oem_tire_size, v.load_index_min, v.speed_rating_min,
             v.wheel_size_min, v.wheel_size_max, f.approved
      from fitments f join vehicles v on v.id = f.vehicle_id
      where f.tire_id = ${tireId}
      order by v.make, v.model, v.year desc, v.trim`;
  return rows.map((row) => ({ ...toVehicle(row), approved: row.approved }));
};

export const listVehiclesForTire = cachedReader(loadVehiclesForTire, ['vehicles-for-tire'], [TAGS.vehicles, TAGS.tires]);

// Exported for its benchmark: the plan of the page's own statement, not of a copy.
/** EXPLAIN ANALYZE of the compatible-tires call as the vehicle page makes it, for the benchmark. */
export async function explainCompatibleTires(vehicleId: number, oemTireSize: string): Promise<string[]> {
  const rows = await db()<{ 'QUERY PLAN': string }[]>`
    explain (analyze, buffers, costs off)
    select * from search_tires_by_vehicle(${vehicleId}, ${wheelDiameter(oemTireSize)})`;
  return rows.map((row) => row['QUERY PLAN']);
}
