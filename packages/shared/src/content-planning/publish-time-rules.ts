/** Spec §9: content is scheduled at most 30 days ahead. */
export const MAX_SCHEDULE_DAYS = 30;
const DAY_MS = 86_400_000;

export type PublishTimeProblem = "publish_in_past" | "publish_too_far";

/**
 * Spec §5: no past date or time, at most 30 days ahead. The calendar and the form work in whole
 * minutes, so the current minute still counts as "now" (a time picked at 14:05 and sent at
 * 14:05:40 is not in the past). The 30 days are elapsed time, so a daylight-saving change inside
 * the window neither adds nor removes an hour.
 */
export function checkPublishAt(publishAt: Date, now: Date): PublishTimeProblem | null {
  const startOfMinute = Math.floor(now.getTime() / 60_000) * 60_000;
  if (publishAt.getTime() < startOfMinute) return "publish_in_past";
  if (publishAt.getTime() > now.getTime() + MAX_SCHEDULE_DAYS * DAY_MS) return "publish_too_far";
  return null;
}

/** The latest moment that can still be chosen, for the pickers' max. */
export const latestPublishAt = (now: Date) => new Date(now.getTime() + MAX_SCHEDULE_DAYS * DAY_MS);
