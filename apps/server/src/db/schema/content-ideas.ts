import type { ContentIdeasRun } from "@sitelens/shared";
import { index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { sites } from "./sites";

/** One content-ideas run for a site: kept so a visit shows the last ideas without spending quota. */
export const contentIdeaRuns = pgTable(
  "content_idea_runs",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    siteId: text("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    seed: text("seed").notNull(),
    language: text("language", { enum: ["tr", "en"] }).notNull(),
    method: text("method", { enum: ["ai", "rules"] }).notNull(),
    sources: jsonb("sources").$type<ContentIdeasRun["sources"]>().notNull(),
    ideas: jsonb("ideas").$type<ContentIdeasRun["ideas"]>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("content_idea_runs_site_idx").on(table.siteId, table.createdAt)],
);
