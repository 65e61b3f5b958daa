import { z } from 'zod';
import { parseRouteId } from '@/lib/validations/route-id';
import { formatTireSize, parseTireSize } from '@/lib/tires/size';
import { VIN_MESSAGE } from '@/lib/validations/vin-message';
import { normalizeVin, VIN_LENGTH } from '@/lib/vin/vin';

export { VIN_MESSAGE };

/** A size in the schema's canonical form ("235/45R18"), or null if it does not parse. */
export function normalizeTireSize(value: string): string | null {
  const parsed = parseTireSize(value);
  return parsed ? formatTireSize(parsed) : null;
}

export const vinSchema = z.object({
  vin: z
    .string({ error: VIN_MESSAGE })
    .transform(normalizeVin)
    .pipe(z.string().length(VIN_LENGTH, VIN_MESSAGE)),
});

const flag = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value) => {
    const last = Array.isArray(value) ? value.at(-1) : value;
    return last === '1' || last === 'true' || last === 'on';
  });

const single = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value) => {
    const last = (Array.isArray(value) ? value.at(-1) : value)?.trim();
    return last ? last.slice(0, 100) : undefined;
  });

const list = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value) =>
    (value === undefined ? [] : Array.isArray(value) ? value : [value])
      .map((item) => item.trim())
      .filter(Boolean)
      .slice(0, 50),
  );

export const TABS = ['vehicle', 'tire', 'vin'] as const;
export type FitmentTab = (typeof TABS)[number];

/** The directory's query string: the active tab, the tire filters and the preselected make. */
export const directoryQuerySchema = z.object({
  tab: single.transform((value): FitmentTab =>
    (TABS as readonly string[]).includes(value ?? '') ? (value as FitmentTab) : 'vehicle',
  ),
  make: single,
  brand: single,
  size: single.transform((value) => (value ? (normalizeTireSize(value) ?? undefined) : undefined)),
  ev: flag,
  page: single.transform((value) => {
    const page = Number(value);
    return Number.isInteger(page) && page > 0 && page < 10_000 ? page : 1;
  }),
});

export type DirectoryQuery = z.output<typeof directoryQuerySchema>;

/** The vehicle page's filters, kept in the query string. */
export const vehicleFiltersSchema = z.object({
  brand: list,
  ev: flag,
  oem: flag,
});

export type VehicleFilters = z.output<typeof vehicleFiltersSchema>;

/** Up to 3 tire ids for the comparison ("1,2,3" or repeated ids). */
export const compareQuerySchema = z.object({
  ids: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((value) => {
      const raw = (Array.isArray(value) ? value.join(',') : (value ?? '')).split(',');
      const ids = raw.map((item) => parseRouteId(item.trim())).filter((id) => id !== undefined);
      return [...new Set(ids)].slice(0, 3);
    }),
});

export const MAX_COMPARE = 3;
