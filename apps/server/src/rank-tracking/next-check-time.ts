import { createHash } from "node:crypto";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When a keyword is next re-checked: at the keyword's own time of day (a hash of its id), so a site's
 * keywords are spread over the day rather than all at midnight; the first such time at least
 * half a day (daily) or six and a half days (weekly) after the last check.
 */
export function nextCheckTime(keywordId: string, frequency: "daily" | "weekly", after: Date): Date {
  const slotMs = createHash("sha256").update(keywordId).digest().readUInt32BE(0) % DAY_MS;
  const minimumGap = (frequency === "daily" ? 0.5 : 6.5) * DAY_MS;
  let next = Math.floor(after.getTime() / DAY_MS) * DAY_MS + slotMs;
  while (next - after.getTime() < minimumGap) next += DAY_MS;
  return new Date(next);
}
