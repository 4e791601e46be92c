/** Turkish users see Istanbul time unless they choose otherwise (issue #17). */
export const DEFAULT_TURKISH_TIME_ZONE = "Europe/Istanbul";

export type WallTime = { date: string; time: string };

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string) {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/** The calendar date and clock time an instant shows in a time zone ("2026-03-29", "03:30"). */
export function toWallTime(instant: Date, timeZone: string): WallTime {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

const asUtc = ({ date, time }: WallTime) => Date.parse(`${date}T${time}:00Z`);

/**
 * The instant a wall-clock time in a zone names. Around daylight saving a wall time can be missing
 * (clocks jump forward: the time after the jump is used, as calendars do) or happen twice (clocks
 * go back: the first occurrence is used).
 */
export function fromWallTime(wall: WallTime, timeZone: string): Date {
  const target = asUtc(wall);
  const offsetAt = (instant: number) => asUtc(toWallTime(new Date(instant), timeZone)) - instant;
  // Zones change offset at most once within a day or so: the offsets a day before and after
  // cover both sides of any transition near the wanted time.
  const before = target - offsetAt(target - 86_400_000);
  const after = target - offsetAt(target + 86_400_000);
  for (const candidate of [Math.min(before, after), Math.max(before, after)])
    if (asUtc(toWallTime(new Date(candidate), timeZone)) === target) return new Date(candidate);
  // The wall time does not exist (spring forward): read it with the offset from before the jump.
  return new Date(before);
}

/** The zone shown by default: Istanbul for Turkish, the browser's own zone otherwise. */
export function defaultTimeZone(language: "tr" | "en", browserZone: string | undefined): string {
  if (language === "tr") return DEFAULT_TURKISH_TIME_ZONE;
  return browserZone || "UTC";
}

/** Whether a zone name is one Intl knows. */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
