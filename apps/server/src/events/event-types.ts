import { LIVE_EVENT_TYPES } from "@sitelens/shared";
import { z } from "zod";

export const EVENT_CHANNEL = "sitelens_events";

export const liveEventSchema = z.object({
  userId: z.string(),
  type: z.enum(LIVE_EVENT_TYPES),
  data: z.record(z.string(), z.unknown()).default({}),
});

export type LiveEvent = z.infer<typeof liveEventSchema>;
