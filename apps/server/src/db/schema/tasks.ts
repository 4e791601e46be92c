import type { Localized } from "@sitelens/shared";
import { boolean, index, jsonb, pgTable, real, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { sites } from "./sites";

type Fix = Localized & { code: string | null };

/** Spec §3 SEO task: from the analysis, a performance recommendation, or added by hand. */
export const seoTasks = pgTable(
  "seo_tasks",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    siteId: text("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    auditId: text("audit_id"),
    title: jsonb("title").$type<Localized>().notNull(),
    description: jsonb("description").$type<Localized>().notNull(),
    fix: jsonb("fix").$type<Fix>().notNull(),
    priority: text("priority", { enum: ["high", "medium", "low"] }).notNull(),
    category: text("category", {
      enum: ["technical", "content", "performance", "seo", "accessibility"],
    }).notNull(),
    status: text("status", { enum: ["pending", "completed", "ignored"] })
      .notNull()
      .default("pending"),
    impact: real("impact").notNull().default(0),
    affectedUrls: jsonb("affected_urls").$type<string[]>().notNull().default([]),
    source: text("source", { enum: ["analysis", "performance", "manual"] }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    /** Who completed it: an analysis in which its audit passed is reopened when the audit fails again. */
    completedBy: text("completed_by", { enum: ["user", "analysis"] }),
  },
  (table) => [
    index("seo_tasks_user_site_idx").on(table.userId, table.siteId),
    // One task per audit and site (manual tasks have no audit: NULLs never collide).
    uniqueIndex("seo_tasks_site_audit_unique_idx").on(table.siteId, table.auditId),
  ],
);

/** Spec §3 AI suggestion: a model's (or the engine's rule-based) fix for a task. */
export const aiSuggestions = pgTable(
  "ai_suggestions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    siteId: text("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    taskId: text("task_id").references(() => seoTasks.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    content: text("content").notNull(),
    provider: text("provider"),
    model: text("model"),
    ruleBased: boolean("rule_based").notNull(),
    language: text("language", { enum: ["tr", "en"] }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("ai_suggestions_task_idx").on(table.taskId, table.createdAt)],
);
