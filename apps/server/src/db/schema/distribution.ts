import type { DistributionChannelKind } from "@sitelens/shared";
import { index, integer, pgTable, text, timestamp, unique } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { contentDrafts } from "./content-drafts";

/**
 * A user's account at a distribution channel (spec §2 integration dialog). Only the non-secret
 * fields are readable; the API key and secret are one sealed envelope (seal-secret.ts) bound to
 * "distribution:<userId>:<id>", so a copied value opens for nobody else.
 */
export const distributionConnections = pgTable(
  "distribution_connections",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").$type<Exclude<DistributionChannelKind, "manual">>().notNull(),
    label: text("label").notNull(),
    /** The site, instance or endpoint for channels the user hosts (WordPress, Mastodon, webhook). */
    url: text("url"),
    accountId: text("account_id"),
    workspaceId: text("workspace_id"),
    senderId: text("sender_id"),
    /** Sealed JSON `{apiKey, apiSecret}`. */
    sealedSecrets: text("sealed_secrets").notNull(),
    /** What the vendor called the account at the last successful test call (e.g. "@ayse@mastodon.social"). */
    accountName: text("account_name"),
    verifiedAt: timestamp("verified_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("distribution_connections_user_idx").on(table.userId)],
);

/**
 * One channel's delivery of one content item. The row is the idempotency record: a job claims it
 * (`sending`) before calling the vendor, stores the vendor's id as soon as it exists, and a
 * resumed attempt reads both before sending anything again.
 */
export const contentDistributions = pgTable(
  "content_distributions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    contentId: text("content_id")
      .notNull()
      .references(() => contentDrafts.id, { onDelete: "cascade" }),
    kind: text("kind").$type<DistributionChannelKind>().notNull(),
    /**
     * Null for manual publish. No foreign key: a removed connection keeps its outcomes readable (and
     * their uniqueness intact); a job finding it gone records "the connection was removed".
     */
    connectionId: text("connection_id"),
    status: text("status", { enum: ["pending", "sending", "sent", "failed", "cancelled"] }).notNull(),
    remoteId: text("remote_id"),
    remoteUrl: text("remote_url"),
    /** The vendor's own message when the channel failed. */
    error: text("error"),
    /** Why it failed (a ProviderError kind or one of ours), worded in the reader's language when read;
     * null on rows from before it, which show their stored text. */
    errorKind: text("error_kind"),
    /** Sent with a reservation the user should know, as a code the interface words (`images_not_attached`). */
    note: text("note").$type<"images_not_attached">(),
    attempts: integer("attempts").notNull().default(0),
    /** While the channel waits for its job's retry: about when the next attempt runs. */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
    /** The pg-boss job that claimed the row: its own retry resumes, any other job keeps off. */
    jobId: text("job_id"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One row per chosen channel; manual (no connection) too, hence NULLS NOT DISTINCT.
    unique("content_distributions_channel_key")
      .on(table.contentId, table.kind, table.connectionId)
      .nullsNotDistinct(),
    index("content_distributions_status_idx").on(table.status, table.updatedAt),
  ],
);
