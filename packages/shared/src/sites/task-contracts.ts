import { z } from "zod";
import { fixSchema, localizedSchema, taskCategorySchema, taskPrioritySchema } from "../scan-result";

/** API contracts of SEO tasks, AI suggestions and the integrations status. */

/** "ignored" is the user's "not relevant here" (Semrush's hide): kept, out of the to-do list, undoable. */
export const TASK_STATUSES = ["pending", "completed", "ignored"] as const;
export const TASK_SOURCES = ["analysis", "performance", "manual"] as const;
export const taskSchema = z.object({
  id: z.string(),
  siteId: z.string(),
  auditId: z.string().nullable(),
  title: localizedSchema,
  description: localizedSchema,
  fix: fixSchema,
  priority: taskPrioritySchema,
  category: taskCategorySchema,
  status: z.enum(TASK_STATUSES),
  impact: z.number(),
  affectedUrls: z.array(z.string()),
  source: z.enum(TASK_SOURCES),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export const taskListQuerySchema = z.object({
  siteId: z.string().max(64).optional(),
  status: z.enum(TASK_STATUSES).optional(),
  priority: taskPrioritySchema.optional(),
  category: taskCategorySchema.optional(),
});
export const updateTaskRequestSchema = z.object({ status: z.enum(TASK_STATUSES) });
/** A speed opportunity of the stored analysis (spec §4: only high and medium convert to tasks). */
export const createPerformanceTaskRequestSchema = z.object({
  siteId: z.string().max(64),
  opportunityId: z.string().max(200),
  formFactor: z.enum(["mobile", "desktop"]),
});

export const suggestionSchema = z.object({
  id: z.string(),
  siteId: z.string(),
  taskId: z.string().nullable(),
  title: z.string(),
  content: z.string(),
  /** Null with ruleBased: the engine's own fix, no AI provider configured. */
  provider: z.string().nullable(),
  model: z.string().nullable(),
  ruleBased: z.boolean(),
  language: z.enum(["tr", "en"]),
  createdAt: z.string(),
});
export const aiSolutionRequestSchema = z.object({ language: z.enum(["tr", "en"]).optional() });

export const AI_PROVIDERS = ["openai", "anthropic", "google", "xai", "openai-compatible"] as const;
export type AiProviderId = (typeof AI_PROVIDERS)[number];
export const integrationsStatusSchema = z.object({
  ai: z.object({
    providers: z.array(
      z.object({ id: z.enum(AI_PROVIDERS), connected: z.boolean(), model: z.string().nullable() }),
    ),
    /** The provider AI solutions use; null means rule-based fixes. */
    active: z.enum(AI_PROVIDERS).nullable(),
  }),
  pagespeed: z.object({ connected: z.boolean() }),
  lighthouse: z.object({ available: z.boolean() }),
});

export type Task = z.infer<typeof taskSchema>;
export type TaskListQuery = z.infer<typeof taskListQuerySchema>;
export type Suggestion = z.infer<typeof suggestionSchema>;
export type IntegrationsStatus = z.infer<typeof integrationsStatusSchema>;
