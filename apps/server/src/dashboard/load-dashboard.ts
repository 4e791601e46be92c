import type { Dashboard } from "@sitelens/shared";
import { and, asc, desc, eq, inArray, isNotNull, lte, sql } from "drizzle-orm";
import type { Database } from "../db/database";
import { historicalData, notifications, seoTasks, sites } from "../db/schema";
import type { Env } from "../env";
import type { Language } from "../http/language";
import { renderNotification } from "../notifications/render-notification";
import { listRankMovements } from "../rank-tracking/list-rank-movements";
import { siteListColumns } from "../sites/list-sites";
import { loadSiteVisibility } from "../visibility/load-site-visibility";

const TREND_POINTS = 12;
const TASKS_SHOWN = 15;
const NOTIFICATIONS_SHOWN = 8;
const MOVEMENTS_SHOWN = 10;

/**
 * The portfolio at a glance (/dashboard): every site of the user with scores, trend, AI visibility
 * per engine and open task counts; the open high-priority tasks across sites; the biggest rank
 * movements; recent notifications.
 * A fixed number of queries whatever the number of sites (an agency may have 30 or more).
 */
export async function loadDashboard(
  database: Database,
  env: Env,
  userId: string,
  language: Language,
): Promise<Dashboard> {
  const owned = await database.db
    .select(siteListColumns)
    .from(sites)
    .where(eq(sites.userId, userId))
    .orderBy(asc(sites.name));
  const ids = owned.map((site) => site.id);
  const [history, openTasks, recent, visibility, rankMovements] = await Promise.all([
    ids.length === 0 ? [] : loadTrend(database, ids),
    database.db
      .select()
      .from(seoTasks)
      .where(and(eq(seoTasks.userId, userId), eq(seoTasks.status, "pending"))),
    database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt))
      .limit(NOTIFICATIONS_SHOWN),
    loadSiteVisibility(database, env, owned),
    listRankMovements(database, userId, { limit: MOVEMENTS_SHOWN }),
  ]);
  const names = new Map(owned.map((site) => [site.id, site.name]));
  const dashboardSites = owned.map((site) => {
    const tasks = openTasks.filter((task) => task.siteId === site.id);
    return {
      id: site.id,
      name: site.name,
      url: site.url,
      status: site.status,
      overallScore: site.overallScore,
      previousScore: site.previousScore,
      lastAnalyzed: site.lastAnalyzed?.toISOString() ?? null,
      seo: { google: site.googleSeo, bing: site.bingSeo, yandex: site.yandexSeo },
      visibility: visibility.get(site.id)!,
      trend: history
        .filter((point) => point.siteId === site.id && point.overall !== null)
        .map((point) => point.overall as number),
      openTasks: tasks.length,
      openHighTasks: tasks.filter((task) => task.priority === "high").length,
    };
  });
  const scored = dashboardSites.filter((site) => site.status === "completed");
  const high = openTasks.filter((task) => task.priority === "high").sort((a, b) => b.impact - a.impact);
  return {
    sites: dashboardSites,
    totals: {
      sites: owned.length,
      averageScore:
        scored.length === 0
          ? null
          : Math.round(scored.reduce((sum, site) => sum + site.overallScore, 0) / scored.length),
      openHighTasks: high.length,
      analyzing: owned.filter((site) => site.status === "analyzing").length,
      errors: owned.filter((site) => site.status === "error").length,
    },
    highPriorityTasks: high.slice(0, TASKS_SHOWN).map((task) => ({
      id: task.id,
      siteId: task.siteId,
      siteName: names.get(task.siteId) ?? "",
      title: task.title,
      impact: task.impact,
    })),
    rankMovements,
    notifications: recent.map((row) => ({
      id: row.id,
      ...renderNotification(row, language),
      type: row.type,
      read: row.isRead,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

/** The last TREND_POINTS scored analyses per site, oldest first: bounded however long the history grows. */
function loadTrend(database: Database, siteIds: string[]) {
  const recent = database.db
    .select({
      siteId: historicalData.siteId,
      overall: historicalData.overall,
      createdAt: historicalData.createdAt,
      rank: sql<number>`row_number() over (partition by ${historicalData.siteId} order by ${historicalData.createdAt} desc)`.as(
        "rank",
      ),
    })
    .from(historicalData)
    .where(and(inArray(historicalData.siteId, siteIds), isNotNull(historicalData.overall)))
    .as("recent");
  return database.db
    .select({ siteId: recent.siteId, overall: recent.overall })
    .from(recent)
    .where(lte(recent.rank, TREND_POINTS))
    .orderBy(asc(recent.createdAt));
}
