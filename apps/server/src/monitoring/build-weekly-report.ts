import type { Localized } from "@sitelens/shared";
import { and, asc, desc, eq, gte, lt, sql } from "drizzle-orm";
import { analysisComparisons, historicalData, seoTasks, sites } from "../db/schema";
import type { SearchConsoleSnapshot } from "../google/google-snapshots";
import { loadSiteGoogleData } from "../google/load-site-google-data";
import type { ServerContext } from "../server-context";
import { type RankMovement, rankMovements } from "./rank-movements";

export interface SiteWeek {
  id: string;
  name: string;
  url: string;
  /** null before the site's first analysis. */
  score: number | null;
  /** Against the last analysis older than a week; null without one. */
  change: number | null;
  newIssues: number;
  newErrors: number;
  fixedIssues: number;
  topTasks: Localized[];
  /** Search Console's last 28 days against the 28 before, when connected. */
  clicks: { current: number; previous: number } | null;
  ranks: RankMovement[];
}

const WEEK_MS = 7 * 86_400_000;
const TOP_TASKS = 3;

/** Everything one user's weekly report says, per site, read from what analyses and refreshes stored. */
export async function buildWeeklyReport(
  context: Pick<ServerContext, "database" | "env">,
  userId: string,
  now: Date,
): Promise<SiteWeek[]> {
  const { db } = context.database;
  const weekAgo = new Date(now.getTime() - WEEK_MS);
  const owned = await db.select().from(sites).where(eq(sites.userId, userId)).orderBy(asc(sites.createdAt));
  const report: SiteWeek[] = [];
  for (const site of owned) {
    const [before] = await db
      .select({ overall: historicalData.overall })
      .from(historicalData)
      .where(and(eq(historicalData.siteId, site.id), lt(historicalData.createdAt, weekAgo)))
      .orderBy(desc(historicalData.createdAt))
      .limit(1);
    const [changes] = await db
      .select({
        newIssues: sql<number>`coalesce(sum((${analysisComparisons.data}->'counts'->>'newIssues')::int), 0)`,
        newErrors: sql<number>`coalesce(sum((${analysisComparisons.data}->'counts'->>'newErrors')::int), 0)`,
        fixedIssues: sql<number>`coalesce(sum((${analysisComparisons.data}->'counts'->>'fixedIssues')::int), 0)`,
      })
      .from(analysisComparisons)
      .where(and(eq(analysisComparisons.siteId, site.id), gte(analysisComparisons.createdAt, weekAgo)));
    const tasks = await db
      .select({ title: seoTasks.title })
      .from(seoTasks)
      .where(and(eq(seoTasks.siteId, site.id), eq(seoTasks.status, "pending")))
      .orderBy(
        sql`case ${seoTasks.priority} when 'high' then 0 when 'medium' then 1 else 2 end`,
        desc(seoTasks.impact),
      )
      .limit(TOP_TASKS);
    const console = await loadSiteGoogleData<SearchConsoleSnapshot>(
      context,
      userId,
      site.id,
      "search_console",
    );
    const totals = console.problem ? null : console.snapshot?.totals;
    const score = site.lastAnalyzed ? site.overallScore : null;
    report.push({
      id: site.id,
      name: site.name,
      url: site.url,
      score,
      change: score !== null && before?.overall != null ? score - before.overall : null,
      newIssues: Number(changes?.newIssues ?? 0),
      newErrors: Number(changes?.newErrors ?? 0),
      fixedIssues: Number(changes?.fixedIssues ?? 0),
      topTasks: tasks.map((task) => task.title),
      clicks: totals ? { current: totals.current.clicks, previous: totals.previous.clicks } : null,
      ranks: await rankMovements(context.database, site.id, now),
    });
  }
  return report;
}
