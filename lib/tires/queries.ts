import { z } from 'zod';
import { parseRouteId } from '@/lib/route-id';
import { MAX_COMPARE } from '@/lib/tires/filters';

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

const TABS = ['vehicle', 'tire', 'vin'] as const;
export type FitmentTab = (typeof TABS)[number];

/**
 * The directory's query string: the active tab, the cascade's year, make, model and trim, and the tire filters.
 * The size is kept as typed (a sidewall's "235/55R19 105V" too), so a size that does not parse can be named.
 */
export const directoryQuerySchema = z.object({
  tab: single.transform((value): FitmentTab =>
    (TABS as readonly string[]).includes(value ?? '') ? (value as FitmentTab) : 'vehicle',
  ),
  make: single,
  year: single.transform((value) => {
    const year = Number(value);
    return Number.isInteger(year) && year > 1900 && year < 2200 ? year : undefined;
  }),
  model: single,
  trim: single,
  brand: single,
  size: single.transform((value) => value?.slice(0, 40)),
  ev: flag,
  page: single.transform((value) => {
    const page = Number(value);
    return Number.isInteger(page) && page > 0 && page < 10_000 ? page : 1;
  }),
});

export type DirectoryQuery = z.output<typeof directoryQuerySchema>;

/** Up to 3 tire ids for the comparison ("1,2,3" or repeated ids). */
export const compareQuerySchema = z.object({
  ids: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((value) => {
      const raw = (Array.isArray(value) ? value.join(',') : (value ?? '')).split(',');
      const ids = raw.map((item) => parseRouteId(item.trim())).filter((id) => id !== undefined);
      return [...new Set(ids)].slice(0, MAX_COMPARE);
    }),
});
