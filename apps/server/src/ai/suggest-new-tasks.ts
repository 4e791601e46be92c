import { and, eq, inArray } from "drizzle-orm";
import { getNotificationSettings } from "../account/notification-settings";
import { userLanguage } from "../analysis/user-language";
import { aiSuggestions } from "../db/schema";
import { AppError } from "../errors/app-error";
import { createNotification } from "../notifications/create-notification";
import type { ServerContext } from "../server-context";
import { activeAiProvider } from "./ai-providers";
import { generateTaskSolution } from "./generate-task-solution";

export interface NewTaskSuggestions {
  siteId: string;
  siteName: string;
  userId: string;
  taskIds: string[];
}

/**
 * AI suggestions nobody asked for: after an analysis, the new high-priority tasks get one each,
 * counted against the user's AI quota (given back when the model fails) and announced by title.
 * Only with an AI provider and "SEO suggestions" on: off, the user's quota is not spent behind
 * their back. Tasks that already have a suggestion (an earlier attempt's) are skipped; a used-up
 * quota ends the run quietly; a model failure is thrown after the others, so the job retries it.
 */
export async function suggestNewTasks(
  context: Pick<ServerContext, "database" | "env" | "logger">,
  job: NewTaskSuggestions,
  signal?: AbortSignal,
): Promise<void> {
  const { database } = context;
  if (!activeAiProvider(context.env) || job.taskIds.length === 0) return;
  if (!(await getNotificationSettings(database, job.userId)).seoSuggestions) return;
  const language = await userLanguage(database, job.userId);
  const existing = await database.db
    .select({ taskId: aiSuggestions.taskId })
    .from(aiSuggestions)
    .where(and(eq(aiSuggestions.userId, job.userId), inArray(aiSuggestions.taskId, job.taskIds)));
  const done = new Set(existing.map((row) => row.taskId));
  const created: { id: string; title: string }[] = [];
  let failure: unknown = null;
  for (const taskId of job.taskIds) {
    // Cancelled (the job was cancelled, expired or the worker stops): keep what is made, add nothing.
    if (signal?.aborted || done.has(taskId)) continue;
    try {
      const suggestion = await generateTaskSolution(context, job.userId, taskId, language);
      created.push({ id: suggestion.id, title: suggestion.title });
    } catch (error) {
      if (error instanceof AppError && error.code === "quota_exceeded") break;
      // The task was fixed or deleted meanwhile: nothing to suggest.
      if (error instanceof AppError && error.code === "not_found") continue;
      failure = error;
    }
  }
  if (created.length > 0) await announceSuggestions(context, job, created);
  if (failure) throw failure;
}

async function announceSuggestions(
  context: Pick<ServerContext, "database" | "env" | "logger">,
  job: NewTaskSuggestions,
  created: { id: string; title: string }[],
): Promise<void> {
  await createNotification(context, job.userId, {
    key: "ai_suggestions",
    // The suggestions are written in one language (the user's when made): their titles stay so.
    params: {
      site: job.siteName,
      count: created.length,
      titles: created.map((suggestion) => suggestion.title),
    },
    type: "info",
    actionUrl: `/app/sites/${job.siteId}?tab=tasks`,
    metadata: { siteId: job.siteId, suggestionIds: created.map((suggestion) => suggestion.id) },
  });
}
