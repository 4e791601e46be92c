import { z } from "zod";

export const EVENT_CHANNEL = "sitelens_events";

export const eventTypes = [
  "site.updated",
  "site.progress",
  "notification.created",
  "task.created",
  "suggestion.created",
  "user.updated",
  "invoice.updated",
  "history.created",
] as const;

export const liveEventSchema = z.object({
  userId: z.string(),
  type: z.enum(eventTypes),
  data: z.record(z.string(), z.unknown()).default({}),
});

export type LiveEvent = z.infer<typeof liveEventSchema>;
