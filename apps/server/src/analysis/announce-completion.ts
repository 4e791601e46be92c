import { publishEvent } from "../events/publish-event";
import { createNotification } from "../notifications/create-notification";
import type { ServerContext } from "../server-context";
import { userLanguage } from "./user-language";

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
  const language = await userLanguage(database, userId);
  await createNotification(context, userId, {
    title: language === "tr" ? `${site.name} analizi tamamlandı` : `Analysis of ${site.name} completed`,
    message:
      language === "tr"
        ? `Genel puan: ${overallScore}/100. ${createdTasks.length} yeni görev oluşturuldu.`
        : `Overall score: ${overallScore}/100. ${createdTasks.length} new tasks were created.`,
    type: "success",
    actionUrl: `/app/sites/${site.id}`,
    metadata: { siteId: site.id, overallScore },
  });
  if (reopenedTasks.length === 0) return;
  const titles = reopenedTasks
    .slice(0, 3)
    .map((task) => task.title[language])
    .join(", ");
  const more = reopenedTasks.length > 3 ? ", …" : "";
  await createNotification(context, userId, {
    title:
      language === "tr"
        ? `${site.name}: ${reopenedTasks.length} görev yeniden açıldı`
        : `${site.name}: ${reopenedTasks.length} ${reopenedTasks.length === 1 ? "task" : "tasks"} reopened`,
    message:
      language === "tr"
        ? `Daha önce geçen kontroller yeniden başarısız: ${titles}${more}`
        : `Checks that passed before fail again: ${titles}${more}`,
    type: "warning",
    actionUrl: `/app/sites/${site.id}?tab=tasks`,
    metadata: { siteId: site.id, reopenedTaskIds: reopenedTasks.map((task) => task.id) },
  });
}
