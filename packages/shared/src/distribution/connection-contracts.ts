import { z } from "zod";
import {
  channelRetrySchema,
  distributionChannelKindSchema,
  vendorErrorKindSchema,
} from "../content-planning";

/** A channel reached through the user's account (every kind but manual publish). */
export const connectableKindSchema = distributionChannelKindSchema.exclude(["manual"]);
export const CONNECTABLE_KINDS = connectableKindSchema.options;
export type ConnectableKind = z.infer<typeof connectableKindSchema>;

/** The integration dialog's fields (spec §2), plus the address for channels the user hosts. */
export const CONNECTION_FIELDS = [
  "url",
  "accountId",
  "apiKey",
  "apiSecret",
  "workspaceId",
  "senderId",
] as const;
export type ConnectionField = (typeof CONNECTION_FIELDS)[number];

/**
 * Only the fields each channel needs; `required` ones must be filled. Mailchimp's sender comes from
 * the audience's campaign defaults unless a reply-to address is given.
 */
export const CHANNEL_FIELDS: Record<
  ConnectableKind,
  { required: ConnectionField[]; optional: ConnectionField[] }
> = {
  wordpress: { required: ["url", "accountId", "apiKey"], optional: ["workspaceId"] },
  mailchimp: { required: ["apiKey", "accountId"], optional: ["senderId"] },
  brevo: { required: ["apiKey", "accountId", "senderId"], optional: [] },
  buffer: { required: ["apiKey", "workspaceId", "accountId"], optional: [] },
  mastodon: { required: ["url", "apiKey"], optional: [] },
  webhook: { required: ["url", "apiSecret"], optional: [] },
};

const field = z.string().trim().max(500).optional();

export const createConnectionRequestSchema = z
  .object({
    kind: connectableKindSchema,
    label: z.string().trim().min(1).max(80),
    url: z.url().max(500).optional(),
    accountId: field,
    apiKey: field,
    apiSecret: field,
    workspaceId: field,
    senderId: field,
  })
  // Issues carry a reason, not words: the form words them in the interface language.
  .superRefine((body, ctx) => {
    const { required, optional } = CHANNEL_FIELDS[body.kind];
    for (const name of CONNECTION_FIELDS) {
      const value = body[name];
      if (required.includes(name) && !value)
        ctx.addIssue({ code: "custom", path: [name], params: { reason: "required" } });
      if (value && !required.includes(name) && !optional.includes(name))
        ctx.addIssue({ code: "custom", path: [name], params: { reason: "not_used" } });
    }
    if (body.url && !/^https?:\/\//.test(body.url))
      ctx.addIssue({ code: "custom", path: ["url"], params: { reason: "url_scheme" } });
    if (body.kind === "webhook" && (body.apiSecret?.length ?? 0) < 16)
      ctx.addIssue({ code: "custom", path: ["apiSecret"], params: { reason: "secret_length" } });
  });
export type CreateConnectionRequest = z.infer<typeof createConnectionRequestSchema>;

/** A connection as the browser sees it: never the key or the secret. */
export const distributionConnectionSchema = z.object({
  id: z.string(),
  kind: connectableKindSchema,
  label: z.string(),
  url: z.string().nullable(),
  accountId: z.string().nullable(),
  workspaceId: z.string().nullable(),
  senderId: z.string().nullable(),
  accountName: z.string().nullable(),
  verifiedAt: z.string(),
  createdAt: z.string(),
});
export type DistributionConnection = z.infer<typeof distributionConnectionSchema>;

export const connectionListSchema = z.object({ connections: z.array(distributionConnectionSchema) });

/** One channel's outcome for a content item (spec §4, §8). */
export const distributionOutcomeSchema = z.object({
  id: z.string(),
  kind: distributionChannelKindSchema,
  connectionId: z.string().nullable(),
  connectionLabel: z.string().nullable(),
  status: z.enum(["pending", "sending", "sent", "failed", "cancelled"]),
  remoteId: z.string().nullable(),
  remoteUrl: z.string().nullable(),
  error: z.string().nullable(),
  /** Sent with a reservation: `images_not_attached` (the channel needs public image links this installation lacks). */
  note: z.enum(["images_not_attached"]).nullable(),
  attempts: z.number().int(),
  /** Why the last attempt failed (a pending retry or a final failure). */
  errorKind: vendorErrorKindSchema.nullable(),
  /** Set while the channel waits for its next try. */
  retry: channelRetrySchema.nullable(),
  sentAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type DistributionOutcome = z.infer<typeof distributionOutcomeSchema>;

export const distributionOutcomesSchema = z.object({
  state: z.string(),
  publishedUrl: z.string().nullable(),
  outcomes: z.array(distributionOutcomeSchema),
});
export type DistributionOutcomes = z.infer<typeof distributionOutcomesSchema>;

export const manualPublishRequestSchema = z.object({
  url: z
    .url()
    .max(2000)
    .regex(/^https?:\/\//),
});

/**
 * What deleting a content item did on one channel: `withdrawn` (removed or cancelled at the
 * vendor, or the webhook receiver told), `cancelled` (it had not gone out; its job was stopped),
 * `failed` (the vendor refused; `message` is its words), `not_withdrawable` (`reason` says why).
 */
export const withdrawalOutcomeSchema = z.object({
  /** The channel's distribution row (the item's outcome list). */
  id: z.string(),
  kind: distributionChannelKindSchema,
  connectionLabel: z.string().nullable(),
  result: z.enum(["withdrawn", "cancelled", "failed", "not_withdrawable"]),
  reason: z.enum(["already_sent", "manual", "connection_removed"]).nullable(),
  message: z.string().nullable(),
});
export type WithdrawalOutcome = z.infer<typeof withdrawalOutcomeSchema>;
export const contentDeletionSchema = z.object({ outcomes: z.array(withdrawalOutcomeSchema) });
export type ContentDeletion = z.infer<typeof contentDeletionSchema>;

/**
 * A channel outcome's reason when the user's plan no longer includes publishing (a trial ended, a
 * plan lapsed) or an unpaid invoice holds the paid area: the app shows it in the user's language.
 */
export type PublishBlockedReason = "plan_required" | "payment_required";
