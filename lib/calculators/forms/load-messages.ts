/**
 * What the calculators say when their data cannot be read, apart from calculators.ts: the site's error
 * boundary, which shows them on the tool pages, ships with every page's first load, and importing these
 * words from the schemas' module would bring the calculators' formulas and limits along (about 7 KB gzip).
 */
export const CALCULATOR_LOAD_MESSAGES = {
  loadFailed: 'Failed to load vehicle data',
  loadModelsFailed: 'Failed to load EV models',
} as const;
