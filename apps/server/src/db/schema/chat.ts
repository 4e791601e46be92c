import { index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { sites } from "./sites";
import { seoTasks } from "./tasks";

/** Spec §3 Chat message; kept 24 hours per user on the server (spec §4, §9). */
export const chatMessages = pgTable(
  "chat_messages",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role", { enum: ["user", "assistant"] }).notNull(),
    content: text("content").notNull(),
    language: text("language", { enum: ["tr", "en"] }).notNull(),
    /** Ids of the task proposals this answer made. */
    proposalIds: jsonb("proposal_ids").$type<string[]>().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("chat_messages_user_created_idx").on(table.userId, table.createdAt)],
);

/** A task the assistant proposed; only the user's confirmation turns it into an seo_tasks row. */
export const chatTaskProposals = pgTable("chat_task_proposals", {
  id: text("id").primaryKey(),
  userId: text("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  siteId: text("site_id")
    .notNull()
    .references(() => sites.id, { onDelete: "cascade" }),
  title: text("title").notNull(),
  description: text("description").notNull(),
  priority: text("priority", { enum: ["high", "medium", "low"] }).notNull(),
  taskId: text("task_id").references(() => seoTasks.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
