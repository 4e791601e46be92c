import { z } from "zod";
import { channelRetrySchema } from "./channel-retry";
import { contentChannelSchema, contentStateSchema } from "./content-item-contracts";

/** The planning fields of a content item, saved with the article by the same autosave. */
export const contentPlanningFieldsSchema = z.object({
  socialText: z.string().max(5_000),
  emailText: z.string().max(50_000),
  /** UTC instant (ISO 8601), or null while undated. */
  publishAt: z.iso.datetime({ offset: true }).nullable(),
  channels: z
    .array(contentChannelSchema)
    .max(20)
    .refine(
      (channels) =>
        new Set(channels.map((c) => `${c.kind}:${c.connectionId ?? ""}`)).size === channels.length,
      {
        message: "duplicate channel",
      },
    ),
});

export const contentItemStatusSchema = z.object({
  state: contentStateSchema,
  publishedUrl: z.string().nullable(),
  /** A scheduled item whose channel failed and waits for its retry (the calendar says so, not "Scheduled"). */
  retrying: channelRetrySchema.nullable().optional(),
});

/** Drag on the calendar: only the time moves, within the scheduling rules. */
export const rescheduleRequestSchema = z.object({ publishAt: z.iso.datetime({ offset: true }) });

/** What keeps an item from being scheduled (spec §5), each a field the form marks. */
export const SCHEDULE_REQUIREMENTS = [
  "title",
  "body",
  "metaTitle",
  "metaDescription",
  "publishAt",
  "channels",
] as const;
export type ScheduleRequirement = (typeof SCHEDULE_REQUIREMENTS)[number];

export type ContentPlanningFields = z.infer<typeof contentPlanningFieldsSchema>;
export type RescheduleRequest = z.infer<typeof rescheduleRequestSchema>;
