/** Sizes as the kit's page says them: kilobytes under a megabyte, then megabytes with one decimal. */
export function formatBytes(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** A saved date with its time, in UTC so that the same kit reads the same everywhere. */
export function formatSavedDate(iso: string): string {
  return new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }) + ' UTC';
}
