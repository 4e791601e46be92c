import { publishEvent } from "../events/publish-event";
import { createNotification } from "../notifications/create-notification";
import type { ServerContext } from "../server-context";

type TaskTitle = { id: string; title: { tr: string; en: string } };

/**
 * A stored analysis, told to the user: live events, the completion notification, and a warning
 * naming the tasks reopened because their audit, passed before, fails again.
 */
export async function announceCompletion(
  context: ServerContext,
  site: { id: string; userId: string; name: string },
  outcome: { overallScore: number; createdTasks: TaskTitle[]; reopenedTasks: TaskTitle[] },
): Promise<void> {
  const { database } = context;
  const { userId } = site;
  const { overallScore, createdTasks, reopenedTasks } = outcome;
  await publishEvent(database, {
    userId,
    type: "site.updated",
    data: { id: site.id, status: "completed", overallScore },
  });
  await publishEvent(database, { userId, type: "history.created", data: { siteId: site.id } });
  for (const task of createdTasks.slice(0, 50))
    await publishEvent(database, {
      userId,
      type: "task.created",
      data: { id: task.id, siteId: site.id, title: task.title },
    });
  await createNotification(context, userId, {
    key: "analysis_completed",
    params: { site: site.name, score: overallScore, newTasks: createdTasks.length },
    type: "success",
    actionUrl: `/app/sites/${site.id}`,
    metadata: { siteId: site.id, overallScore },
  });
  if (reopenedTasks.length === 0) return;
  await createNotification(context, userId, {
    key: "tasks_reopened",
    // One more title than the text lists, so it can say some were left off.
    params: {
      site: site.name,
      count: reopenedTasks.length,
      titles: reopenedTasks.slice(0, 4).map((task) => task.title),
    },
    type: "warning",
    actionUrl: `/app/sites/${site.id}?tab=tasks`,
    metadata: { siteId: site.id, reopenedTaskIds: reopenedTasks.map((task) => task.id) },
  });
}
