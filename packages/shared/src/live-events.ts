/** Event types pushed to browsers over /api/events (server publishes, the SPA invalidates caches). */
export const LIVE_EVENT_TYPES = [
  "site.updated",
  "site.progress",
  "notification.created",
  "task.created",
  "suggestion.created",
  "user.updated",
  "invoice.updated",
  "history.created",
  "backlinks.updated",
  "competitors.updated",
] as const;

export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];
