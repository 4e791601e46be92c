import { createHash } from "node:crypto";
import type { MonitoringFrequency } from "@sitelens/shared";

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/**
 * A site's own minute of the (UTC) day and weekday, derived from its id: stable across restarts and
 * processes, and spread evenly so thousands of sites never start at midnight together.
 */
export function siteSlotOffset(siteId: string): { minuteOfDay: number; weekday: number } {
  const digest = createHash("sha256").update(siteId).digest();
  return { minuteOfDay: digest.readUInt16BE(0) % 1440, weekday: digest[2]! % 7 };
}

/** The site's first monitoring slot strictly after `after`: daily at its minute, or weekly on its weekday too. */
export function nextMonitoringSlot(siteId: string, frequency: MonitoringFrequency, after: Date): Date {
  const { minuteOfDay, weekday } = siteSlotOffset(siteId);
  const dayStart = Date.UTC(after.getUTCFullYear(), after.getUTCMonth(), after.getUTCDate());
  let candidate = dayStart + minuteOfDay * MINUTE_MS;
  const step = frequency === "daily" ? DAY_MS : 7 * DAY_MS;
  if (frequency === "weekly") candidate += ((weekday - new Date(dayStart).getUTCDay() + 7) % 7) * DAY_MS;
  while (candidate <= after.getTime()) candidate += step;
  return new Date(candidate);
}
