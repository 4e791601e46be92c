import type { SiteComparison } from "@sitelens/shared";
import { getNotificationSettings } from "../account/notification-settings";
import { activeAiProvider } from "../ai/ai-providers";
import { SUGGESTIONS_PER_ANALYSIS, suggestNewTasksJob } from "../ai/suggest-new-tasks-job";
import { userLanguage } from "../analysis/user-language";
import { enqueueJob } from "../jobs/enqueue-job";
import { createNotification } from "../notifications/create-notification";
import type { ServerContext } from "../server-context";
import { alertContent, alertParams, alertsOf } from "./alert-content";
import { queueAlertMail } from "./queue-alert-mail";

type CreatedTask = { id: string; title: { tr: string; en: string }; priority?: string };

const LISTED_TASKS = 3;

/**
 * Tells the user what matters in a comparison. Score drops and new errors become notifications
 * (in-app and Web Push); an unreachable site already got its "analysis failed" one. With "e-mail
 * notifications" on, each alert is also e-mailed (rate-limited, by the monitoring-mail job). With
 * "SEO suggestions" on, new high-priority tasks are announced by title and, when an AI provider is
 * configured and an earlier analysis exists, get AI suggestions from the suggest-new-tasks job: a
 * site's first analysis makes every task "new", and spending the day's AI quota on it before the
 * user asked for anything would leave none for the solutions they do ask for.
 */
export async function notifyAnalysisChanges(
  context: Pick<ServerContext, "env" | "database" | "logger" | "boss">,
  site: { id: string; userId: string; name: string },
  comparison: SiteComparison | null,
  createdTasks: CreatedTask[],
): Promise<void> {
  const { database } = context;
  const language = await userLanguage(database, site.userId);
  for (const kind of comparison ? alertsOf(comparison) : []) {
    const content = alertContent(kind, site.name, comparison!, language);
    if (kind !== "site_down")
      await createNotification(context, site.userId, {
        key: kind === "score_drop" ? "alert_score_drop" : "alert_new_errors",
        params: alertParams(site.name, comparison!),
        type: "warning",
        actionUrl: `/app/sites/${site.id}`,
        metadata: { siteId: site.id, alert: kind },
      });
    await queueAlertMail(context, site, { kind, content, language });
  }
  const urgent = createdTasks.filter((task) => task.priority === "high");
  if (urgent.length === 0 || !(await getNotificationSettings(database, site.userId)).seoSuggestions) return;
  await createNotification(context, site.userId, {
    key: "high_priority_tasks",
    // One more title than listed, so the text can say some were left off.
    params: {
      site: site.name,
      count: urgent.length,
      titles: urgent.slice(0, LISTED_TASKS + 1).map((task) => task.title),
    },
    type: "info",
    actionUrl: `/app/sites/${site.id}?tab=tasks`,
    metadata: { siteId: site.id, taskIds: urgent.map((task) => task.id) },
  });
  if (comparison && activeAiProvider(context.env))
    await enqueueJob(context.boss, suggestNewTasksJob, {
      siteId: site.id,
      siteName: site.name,
      userId: site.userId,
      taskIds: urgent.slice(0, SUGGESTIONS_PER_ANALYSIS).map((task) => task.id),
    });
}
