/** A positive integer id from a path segment, or undefined ("12abc", "0", "1e3" are not ids). */
export function parseRouteId(segment: string): number | undefined {
  if (!/^[1-9][0-9]{0,15}$/.test(segment)) return undefined;
  const id = Number(segment);
  return Number.isSafeInteger(id) ? id : undefined;
}
