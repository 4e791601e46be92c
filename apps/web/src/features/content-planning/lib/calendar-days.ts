/** Calendar dates as "YYYY-MM-DD" strings: pure date arithmetic, independent of any time zone. */
const toDate = (day: string) => new Date(`${day}T00:00:00Z`);
const toDay = (date: Date) => date.toISOString().slice(0, 10);

export const addDays = (day: string, count: number) =>
  toDay(new Date(toDate(day).getTime() + count * 86_400_000));

/** The Monday of the week a day is in. */
export function startOfWeek(day: string) {
  const weekday = (toDate(day).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

/** The days a month view shows: whole weeks (Monday first) covering the month of `day`. */
export function monthGrid(day: string): string[] {
  const first = `${day.slice(0, 7)}-01`;
  const start = startOfWeek(first);
  const nextMonth = toDate(first);
  nextMonth.setUTCMonth(nextMonth.getUTCMonth() + 1);
  const days: string[] = [];
  for (
    let current = start;
    current < toDay(nextMonth) || days.length % 7 !== 0;
    current = addDays(current, 1)
  )
    days.push(current);
  return days;
}

export const weekGrid = (day: string) =>
  Array.from({ length: 7 }, (_, index) => addDays(startOfWeek(day), index));

/** Moves the visible period by one month or one week. */
export function shiftPeriod(day: string, view: "month" | "week" | "list", direction: 1 | -1) {
  if (view === "week") return addDays(day, 7 * direction);
  const date = toDate(`${day.slice(0, 7)}-01`);
  date.setUTCMonth(date.getUTCMonth() + direction);
  return toDay(date);
}
