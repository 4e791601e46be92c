import type { ChatFallbackAction } from "@sitelens/shared";
import { and, eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { seoTasks, sites } from "../db/schema";
import type { Language } from "../http/language";

const PRIORITY_ORDER = { high: 0, medium: 1, low: 2 } as const;
const TEXT = {
  tr: {
    addSite: "İlk sitenizi ekleyin",
    addSiteDetail: "Analiz, puanlar ve görevler bir site ekleyince başlar.",
    retry: (name: string) => `${name} analizini yeniden çalıştırın`,
    retryDetail: "Son analiz hatayla bitti.",
    task: (impact: number, name: string) => `${name} · yaklaşık +${impact} puan`,
  },
  en: {
    addSite: "Add your first site",
    addSiteDetail: "Analysis, scores and tasks start once a site is added.",
    retry: (name: string) => `Re-run the analysis of ${name}`,
    retryDetail: "The last analysis ended with an error.",
    task: (impact: number, name: string) => `${name} · about +${impact} points`,
  },
} as const;

/**
 * Without an AI provider the assistant offers the three most useful actions from the user's own data
 * (not AI): sites whose analysis failed first, then the open tasks with the highest priority and impact.
 */
export async function suggestFallbackActions(
  database: Database,
  userId: string,
  language: Language,
): Promise<ChatFallbackAction[]> {
  const text = TEXT[language];
  const owned = await database.db.select().from(sites).where(eq(sites.userId, userId));
  if (owned.length === 0) return [{ title: text.addSite, detail: text.addSiteDetail, href: "/app" }];
  const names = new Map(owned.map((site) => [site.id, site.name]));
  const failed = owned
    .filter((site) => site.status === "error")
    .map((site) => ({
      title: text.retry(site.name),
      detail: text.retryDetail,
      href: `/app/sites/${site.id}`,
    }));
  const tasks = await database.db
    .select()
    .from(seoTasks)
    .where(and(eq(seoTasks.userId, userId), eq(seoTasks.status, "pending")));
  const best = tasks
    .sort((a, b) => PRIORITY_ORDER[a.priority] - PRIORITY_ORDER[b.priority] || b.impact - a.impact)
    .map((task) => ({
      title: task.title[language],
      detail: text.task(Math.max(1, Math.round(task.impact)), names.get(task.siteId) ?? ""),
      href: `/app/sites/${task.siteId}?tab=tasks`,
    }));
  return [...failed, ...best].slice(0, 3);
}
