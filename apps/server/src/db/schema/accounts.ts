import { boolean, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth";

/** Spec §3 Profile: subscription facts kept beside the user row. */
export const profiles = pgTable("profiles", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  subscriptionStartDate: timestamp("subscription_start_date", { withTimezone: true }),
  subscriptionEndDate: timestamp("subscription_end_date", { withTimezone: true }),
  subscriptionStatus: text("subscription_status"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** E-mails of deleted accounts: login with them is refused until the address registers again. */
export const deletedUsers = pgTable("deleted_users", {
  id: text("id").primaryKey(),
  email: text("email").notNull().unique(),
  deletedAt: timestamp("deleted_at", { withTimezone: true }).notNull().defaultNow(),
});

export const notificationSettings = pgTable("notification_settings", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  emailNotifications: boolean("email_notifications").notNull().default(true),
  weeklyReports: boolean("weekly_reports").notNull().default(true),
  seoSuggestions: boolean("seo_suggestions").notNull().default(true),
  profileVisibility: text("profile_visibility", { enum: ["private", "public"] })
    .notNull()
    .default("private"),
  /** IANA zone for "local" times (weekly report, content calendar); null until the browser's is saved. */
  timeZone: text("time_zone"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const notifications = pgTable(
  "notifications",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    message: text("message").notNull(),
    /** A template key and its parameters, rendered in the reader's language when read; title and
     * message keep the text written at creation, for rows older than keys (or an unknown key). */
    key: text("key"),
    params: jsonb("params").$type<Record<string, unknown>>(),
    type: text("type", { enum: ["info", "success", "warning", "error"] })
      .notNull()
      .default("info"),
    actionUrl: text("action_url"),
    metadata: jsonb("metadata").$type<Record<string, unknown>>(),
    isRead: boolean("is_read").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("notifications_user_created_idx").on(table.userId, table.createdAt)],
);

/** Every e-mail the outbox adapter "sent" (development default when SMTP_URL is unset). */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: text("id").primaryKey(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("mail_outbox_to_created_idx").on(table.to, table.createdAt)],
);

/** Fixed-window counters shared by every API process. */
export const rateLimitBuckets = pgTable("rate_limit_buckets", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
});

/** Bot-check solutions already accepted, kept until their challenge expires so none is accepted twice. */
export const usedBotSolutions = pgTable("used_bot_solutions", {
  key: text("key").primaryKey(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});
