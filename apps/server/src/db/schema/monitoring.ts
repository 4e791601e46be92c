import type { SiteComparison } from "@sitelens/shared";
import { boolean, date, index, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { sites } from "./sites";

/**
 * Spec §9 monitoring: one row per site, created by the dispatcher for every site. next_run_at is
 * the slot the dispatcher claims with a conditional update, so two workers never run one slot twice.
 */
export const siteMonitoring = pgTable(
  "site_monitoring",
  {
    siteId: text("site_id")
      .primaryKey()
      .references(() => sites.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    frequency: text("frequency", { enum: ["weekly", "daily"] })
      .notNull()
      .default("weekly"),
    paused: boolean("paused").notNull().default(false),
    nextRunAt: timestamp("next_run_at", { withTimezone: true }).notNull(),
    lastRunAt: timestamp("last_run_at", { withTimezone: true }),
    /** Why the last due slot ran nothing (over_quota, busy); null when it ran. */
    lastSkipReason: text("last_skip_reason", { enum: ["over_quota", "busy"] }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("site_monitoring_due_idx").on(table.paused, table.nextRunAt)],
);

/** What changed between two analyses of a site (or that the site could not be reached). */
export const analysisComparisons = pgTable(
  "analysis_comparisons",
  {
    id: text("id").primaryKey(),
    siteId: text("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    data: jsonb("data").$type<SiteComparison>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("analysis_comparisons_site_created_idx").on(table.siteId, table.createdAt)],
);

/** One alert e-mail per event kind, site and UTC day: the row is claimed before the e-mail goes out. */
export const monitoringAlertMails = pgTable(
  "monitoring_alert_mails",
  {
    siteId: text("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["site_down", "score_drop", "new_errors"] }).notNull(),
    day: date("day").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set once the mail job's e-mail is accepted by the mail server: a retried job sends nothing. */
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.siteId, table.kind, table.day] })],
);

/** One weekly report per user and week (the local Monday's date), claimed before it is sent. */
export const weeklyReportMails = pgTable(
  "weekly_report_mails",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    week: date("week").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.week] })],
);
