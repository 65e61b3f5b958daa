const LONG_DATE = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** 'January 13, 2026': dates are shown in UTC so server and browser agree. */
export function formatDate(iso: string): string {
  return LONG_DATE.format(new Date(iso));
}
