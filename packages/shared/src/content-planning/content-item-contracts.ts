import { z } from "zod";

/**
 * Spec §4 content states. `draft` and `scheduled` are set while planning; the rest come from
 * distribution: `published` (to the site only, or by hand), `distributed` (every channel sent),
 * `partially_distributed` (some failed, retriable) and `failed` (none went out).
 */
export const CONTENT_STATES = [
  "draft",
  "scheduled",
  "published",
  "distributed",
  "partially_distributed",
  "failed",
] as const;
export const contentStateSchema = z.enum(CONTENT_STATES);
export type ContentState = z.infer<typeof contentStateSchema>;

/** Spec §1 distribution: a website CMS, e-mail campaigns, social sharing, a webhook, or manual. */
export const DISTRIBUTION_CHANNEL_KINDS = [
  "wordpress",
  "mailchimp",
  "brevo",
  "buffer",
  "mastodon",
  "webhook",
  "manual",
] as const;
export const distributionChannelKindSchema = z.enum(DISTRIBUTION_CHANNEL_KINDS);
export type DistributionChannelKind = z.infer<typeof distributionChannelKindSchema>;

/** One chosen channel of a content item; every kind but `manual` names the user's connection. */
export const contentChannelSchema = z.object({
  kind: distributionChannelKindSchema,
  connectionId: z.string().min(1).max(100).optional(),
});
export type ContentChannel = z.infer<typeof contentChannelSchema>;
