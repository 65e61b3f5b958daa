const NUMBER = new Intl.NumberFormat('en-US');

export const formatCount = (value: number) => NUMBER.format(value);

/** '42 s', '3 min 05 s'; no value when nothing was measured. */
export function formatSeconds(seconds: number | null): string {
  if (seconds === null || !Number.isFinite(seconds)) return '—';
  const whole = Math.round(seconds);
  if (whole < 60) return `${whole} s`;
  return `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, '0')} s`;
}

export const formatPercent = (part: number, whole: number) => (whole > 0 ? `${Math.round((part / whole) * 100)} %` : '—');

const DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** 'Mar 4' for a YYYY-MM-DD day (UTC). */
export const formatDay = (day: string) => DAY.format(new Date(`${day}T00:00:00Z`));

export const TOOL_NAMES: Record<string, string> = {
  range_tool: 'Range tool',
  battery_degradation: 'Battery degradation',
  tire_calculator: 'Tire calculator (RangeBoost)',
};
