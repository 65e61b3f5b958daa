import { z } from 'zod';

/**
 * A row id from a URL path segment: a positive safe integer written canonically ('42'; never '042', '4.2',
 * '+42' or '1e3'), so each row has one URL and anything else is simply not found.
 */
const routeIdSchema = z
  .string()
  .regex(/^[1-9][0-9]{0,15}$/)
  .transform(Number)
  .pipe(z.number().max(Number.MAX_SAFE_INTEGER));

export function parseRouteId(segment: string): number | undefined {
  const parsed = routeIdSchema.safeParse(segment);
  return parsed.success ? parsed.data : undefined;
}

/** The row a path segment names, read by `read`; undefined, without reading, when the segment is not a row id. */
export async function rowOfSegment<T>(segment: string, read: (id: number) => Promise<T | undefined>): Promise<T | undefined> {
  const id = parseRouteId(segment);
  return id === undefined ? undefined : read(id);
}
