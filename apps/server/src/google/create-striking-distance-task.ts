import { randomUUID } from "node:crypto";
import { STRIKING_DISTANCE, type Task } from "@sitelens/shared";
import { and, eq } from "drizzle-orm";
import { seoTasks } from "../db/schema";
import { AppError } from "../errors/app-error";
import { publishEvent } from "../events/publish-event";
import type { ServerContext } from "../server-context";
import { taskToApi } from "../tasks/task-to-api";
import type { SearchConsoleSnapshot } from "./google-snapshots";
import { loadSiteGoogleData } from "./load-site-google-data";

/**
 * A striking-distance query (average position 8–20) becomes a content task for the page that
 * ranks for it: the cheapest wins are pages already on page one or two. Once per query.
 */
export async function createStrikingDistanceTask(
  context: Pick<ServerContext, "database" | "env">,
  userId: string,
  siteId: string,
  query: string,
): Promise<Task> {
  const { snapshot } = await loadSiteGoogleData<SearchConsoleSnapshot>(
    context,
    userId,
    siteId,
    "search_console",
  );
  const row = snapshot?.queries.find((item) => item.key === query);
  if (!row || row.position < STRIKING_DISTANCE.minPosition || row.position > STRIKING_DISTANCE.maxPosition)
    throw new AppError("task_not_convertible");
  const auditId = `search-console:striking:${query}`;
  const { db } = context.database;
  const [existing] = await db
    .select()
    .from(seoTasks)
    .where(and(eq(seoTasks.siteId, siteId), eq(seoTasks.auditId, auditId)));
  if (existing) return taskToApi(existing);
  const position = row.position.toFixed(1);
  const [created] = await db
    .insert(seoTasks)
    .values({
      id: randomUUID(),
      userId,
      siteId,
      auditId,
      title: { tr: `"${query}" sorgusunu ilk sayfaya taşıyın`, en: `Move "${query}" onto page one` },
      description: {
        tr: `Search Console'a göre son 28 günde ortalama ${position}. sıradasınız, ${row.impressions} gösterim ve ${row.clicks} tıklama. Küçük bir içerik iyileştirmesi bu sorguyu ilk sayfaya taşıyabilir.`,
        en: `Search Console shows an average position of ${position} over the last 28 days, with ${row.impressions} impressions and ${row.clicks} clicks. A modest content improvement can move this query onto page one.`,
      },
      fix: {
        tr: `"${query}" sorgusunu başlıkta ve ilk paragrafta doğal biçimde kullanın, sorunun yanıtını genişletin, ilgili sayfalardan bu sayfaya iç bağlantı verin.`,
        en: `Use "${query}" naturally in the title and first paragraph, answer the question more fully, and link to the page from related pages.`,
        code: null,
      },
      priority: row.impressions >= 100 ? "high" : "medium",
      category: "content",
      impact: Math.round(Math.log10(row.impressions + 1) * 10) / 10,
      affectedUrls: [],
      source: "manual",
    })
    .returning();
  if (!created) throw new AppError("internal");
  await publishEvent(context.database, {
    userId,
    type: "task.created",
    data: { id: created.id, siteId, title: created.title },
  });
  return taskToApi(created);
}
