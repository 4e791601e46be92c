/** Search Console's data trails today by 2–3 days; GA4's by about one. */
export const SEARCH_CONSOLE_LAG_DAYS = 3;
export const GA4_LAG_DAYS = 1;
/** Spec §9: the Search Console window. */
export const WINDOW_DAYS = 28;
/** The longest chart range (spec §9: 7, 30, 90 days, 1 year). */
export const CHART_DAYS = 365;

export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return isoDate(date);
}

/** The current and previous 28-day windows ending `lagDays` before today (UTC), and the chart's start. */
export function reportWindows(now: Date, lagDays: number) {
  const end = addDays(isoDate(now), -lagDays);
  const start = addDays(end, -(WINDOW_DAYS - 1));
  const previous = { start: addDays(start, -WINDOW_DAYS), end: addDays(start, -1) };
  return { current: { start, end }, previous, chartStart: addDays(end, -(CHART_DAYS - 1)) };
}
