/** Local hour on Monday from which the weekly report goes out. */
export const WEEKLY_REPORT_HOUR = 8;

/** The local Monday's date (YYYY-MM-DD) when it is Monday morning or later that Monday there, else null. */
export function weeklyReportWeek(now: Date, timeZone: string): string | null {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone,
      weekday: "short",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  if (parts.weekday !== "Mon" || Number(parts.hour) < WEEKLY_REPORT_HOUR) return null;
  return `${parts.year}-${parts.month}-${parts.day}`;
}
