import { createLoader } from 'nuqs/server';
import { BATTERY_URL, RANGE_URL, TIRE_URL } from '@/lib/calculators/forms/params';
import { PANEL_URL } from '@/lib/calculators/forms/panel-check';

/**
 * Reads a page's `searchParams`, a Request (the OG images) or a URL into the tool's query. Only the server
 * reads links this way; kept apart from calculators.ts so the forms' pages do not ship nuqs's loader.
 */
export const loadRangeUrl = createLoader(RANGE_URL);
export const loadBatteryUrl = createLoader(BATTERY_URL);
export const loadTireUrl = createLoader(TIRE_URL);
export const loadPanelUrl = createLoader(PANEL_URL);
