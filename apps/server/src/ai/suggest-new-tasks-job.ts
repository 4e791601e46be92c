import { z } from "zod";
import { defineJob } from "../jobs/define-job";
import { suggestNewTasks } from "./suggest-new-tasks";

/** At most this many AI suggestions per analysis: model calls cost money and quota. */
export const SUGGESTIONS_PER_ANALYSIS = 3;

/**
 * Spec §4: new AI suggestions after an analysis, as a job so a slow or failing model never holds
 * the analysis up. Retried with backoff; cancelling it (or its expiry) aborts between tasks.
 */
export const suggestNewTasksJob = defineJob({
  name: "suggest-new-tasks",
  payload: z.object({
    siteId: z.string(),
    siteName: z.string(),
    userId: z.string(),
    taskIds: z.array(z.string()).max(SUGGESTIONS_PER_ANALYSIS),
  }),
  options: { retryLimit: 2, retryDelaySeconds: 10, retryBackoff: true, expireInSeconds: 10 * 60 },
  groupOf: (payload) => payload.userId,
  async handle(payload, context) {
    await suggestNewTasks(context, payload, context.signal);
  },
});
