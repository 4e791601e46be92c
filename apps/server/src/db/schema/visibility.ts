import { boolean, index, integer, jsonb, pgTable, real, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { sites } from "./sites";

export type VisibilityEngineId = "chatgpt" | "gemini" | "grok";

/** What a buyer in the site's field would ask an AI engine; generated, then editable by the user. */
export const visibilityPrompts = pgTable(
  "visibility_prompts",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    siteId: text("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    text: text("text").notNull(),
    language: text("language", { enum: ["tr", "en"] }).notNull(),
    source: text("source", { enum: ["generated", "user"] }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("visibility_prompts_site_idx").on(table.siteId)],
);

/** The brand and the competitors an answer is checked against, per site. */
export const visibilitySettings = pgTable("visibility_settings", {
  siteId: text("site_id")
    .primaryKey()
    .references(() => sites.id, { onDelete: "cascade" }),
  brand: text("brand").notNull(),
  competitors: jsonb("competitors").$type<string[]>().notNull().default([]),
});

export type VisibilityMetrics = {
  answers: number;
  mentionRate: number;
  citationRate: number;
  averagePosition: number | null;
  shareOfVoice: number | null;
  sentiment: number | null;
  score: number;
};

/** One measurement of one engine: every prompt asked N times. */
export const visibilityRuns = pgTable(
  "visibility_runs",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    siteId: text("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    engine: text("engine", { enum: ["chatgpt", "gemini", "grok"] }).notNull(),
    model: text("model").notNull(),
    status: text("status", { enum: ["running", "completed", "failed"] }).notNull(),
    prompts: integer("prompts").notNull(),
    samples: integer("samples").notNull(),
    metrics: jsonb("metrics").$type<VisibilityMetrics>(),
    /** Operator's cost view: tokens and server-side tool calls the engine reported. */
    usage: jsonb("usage").$type<{ inputTokens: number; outputTokens: number; toolCalls: number }>(),
    error: text("error"),
    /** The pg-boss job measuring it: the sweep (decision 167) fails a `running` row whose job has ended. */
    jobId: text("job_id"),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (table) => [index("visibility_runs_site_engine_idx").on(table.siteId, table.engine, table.startedAt)],
);

export type VisibilityCitation = { url: string; title: string | null; citedText: string | null };

/** One answer of an engine to one prompt (one sample) and what was found in it. */
export const visibilityAnswers = pgTable(
  "visibility_answers",
  {
    id: text("id").primaryKey(),
    runId: text("run_id")
      .notNull()
      .references(() => visibilityRuns.id, { onDelete: "cascade" }),
    promptId: text("prompt_id").references(() => visibilityPrompts.id, { onDelete: "set null" }),
    prompt: text("prompt").notNull(),
    sample: integer("sample").notNull(),
    text: text("text").notNull(),
    citations: jsonb("citations").$type<VisibilityCitation[]>().notNull(),
    mentioned: boolean("mentioned").notNull(),
    position: integer("position"),
    cited: boolean("cited").notNull(),
    citedUrls: jsonb("cited_urls").$type<string[]>().notNull(),
    competitorsMentioned: jsonb("competitors_mentioned").$type<string[]>().notNull(),
    competitorsCited: jsonb("competitors_cited").$type<string[]>().notNull(),
    sentiment: real("sentiment"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("visibility_answers_run_idx").on(table.runId)],
);
