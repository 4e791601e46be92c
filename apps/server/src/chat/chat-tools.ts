import { randomUUID } from "node:crypto";
import type { ChatTaskProposal } from "@sitelens/shared";
import { tool } from "ai";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../db/database";
import { chatTaskProposals, seoTasks, sitePages, sites } from "../db/schema";
import type { Language } from "../http/language";
import { findSiteByReference } from "./find-site-by-reference";

const siteLink = (id: string, tab?: string) =>
  `/app/sites/${encodeURIComponent(id)}${tab ? `?tab=${tab}` : ""}`;
const PRIORITY_ORDER = { high: 0, medium: 1, low: 2 } as const;
const siteParameter = z.string().describe("The site's domain (e.g. example.com), URL or id");
const notFound = { error: "No such site among this user's sites. Call list_sites to see them." };

/**
 * The assistant's window on the user's data. Every query is bound to `userId`, the session's user,
 * so nothing the model asks for can reach another user's rows. Creating a task is only proposed:
 * the user confirms it in the chat (confirm-task-proposal.ts).
 */
export function chatTools(
  database: Database,
  userId: string,
  language: Language,
  onProposal: (proposal: ChatTaskProposal) => void,
) {
  return {
    list_sites: tool({
      description: "List the user's sites with their scores (0-100), status and open task counts.",
      inputSchema: z.object({}),
      execute: async () => {
        const [owned, tasks] = await Promise.all([
          database.db.select().from(sites).where(eq(sites.userId, userId)),
          database.db
            .select({ siteId: seoTasks.siteId, priority: seoTasks.priority })
            .from(seoTasks)
            .where(and(eq(seoTasks.userId, userId), eq(seoTasks.status, "pending"))),
        ]);
        return {
          sites: owned.map((site) => ({
            id: site.id,
            name: site.name,
            url: site.url,
            status: site.status,
            lastAnalyzed: site.lastAnalyzed?.toISOString() ?? null,
            scores: {
              overall: site.overallScore,
              previousOverall: site.previousScore,
              google: site.googleSeo,
              bing: site.bingSeo,
              yandex: site.yandexSeo,
              chatgptReadinessEstimate: site.chatgptVisibility,
              geminiReadinessEstimate: site.geminiVisibility,
              grokReadinessEstimate: site.grokVisibility,
            },
            openTasks: tasks.filter((task) => task.siteId === site.id).length,
            openHighPriorityTasks: tasks.filter((task) => task.siteId === site.id && task.priority === "high")
              .length,
            link: siteLink(site.id),
          })),
        };
      },
    }),
    site_issues: tool({
      description:
        "A site's failing audits and open SEO tasks, most important first, with links. Use it to answer what to fix first.",
      inputSchema: z.object({ site: siteParameter }),
      execute: async ({ site: reference }) => {
        const site = await findSiteByReference(database, userId, reference);
        if (!site) return notFound;
        const tasks = await database.db
          .select()
          .from(seoTasks)
          .where(
            and(eq(seoTasks.userId, userId), eq(seoTasks.siteId, site.id), eq(seoTasks.status, "pending")),
          );
        const failing = (site.analysisData?.audits ?? [])
          .filter((audit) => audit.score !== null && audit.score < 1 && !audit.notApplicable)
          .sort((a, b) => b.weight * (1 - (b.score ?? 1)) - a.weight * (1 - (a.score ?? 1)))
          .slice(0, 15);
        return {
          site: { id: site.id, name: site.name, url: site.url, overallScore: site.overallScore },
          failingAudits: failing.map((audit) => ({
            id: audit.id,
            title: audit.failureTitle[language],
            value: audit.displayValue?.[language] ?? null,
            failingPages: audit.failingUrls.slice(0, 5),
          })),
          openTasks: tasks
            .sort((a, b) => PRIORITY_ORDER[a.priority] - PRIORITY_ORDER[b.priority] || b.impact - a.impact)
            .slice(0, 10)
            .map((task) => ({
              id: task.id,
              title: task.title[language],
              priority: task.priority,
              category: task.category,
              impactPoints: Math.round(task.impact * 10) / 10,
              affectedUrls: task.affectedUrls.slice(0, 3),
            })),
          tasksLink: siteLink(site.id, "tasks"),
        };
      },
    }),
    page_report: tool({
      description: "The SEO report of one page of a site: score, title, meta description, failing audits.",
      inputSchema: z.object({ site: siteParameter, url: z.string().describe("The page's full URL or path") }),
      execute: async ({ site: reference, url }) => {
        const site = await findSiteByReference(database, userId, reference);
        if (!site) return notFound;
        const pages = await database.db.select().from(sitePages).where(eq(sitePages.siteId, site.id));
        const path = (value: string) => {
          try {
            return new URL(value, site.url).pathname.replace(/\/$/, "") || "/";
          } catch {
            return value;
          }
        };
        const page = pages.find((row) => row.url === url) ?? pages.find((row) => path(row.url) === path(url));
        if (!page)
          return {
            error: "This page was not analysed. Known pages",
            pages: pages.slice(0, 20).map((row) => row.url),
          };
        const audits = new Map((site.analysisData?.audits ?? []).map((audit) => [audit.id, audit]));
        return {
          url: page.url,
          seoScore: page.seoScore,
          httpStatus: page.httpStatus,
          title: page.metaTitle ?? page.title,
          metaDescription: page.metaDescription,
          inSitemap: page.inSitemap,
          failingAudits: page.failingAudits.map((id) => audits.get(id)?.failureTitle[language] ?? id),
          link: siteLink(site.id, "pages"),
        };
      },
    }),
    propose_task: tool({
      description:
        "Propose a new SEO task for one of the user's sites. It is NOT created: the user sees a confirmation button. Use only when the user asks for a task.",
      inputSchema: z.object({
        site: siteParameter,
        title: z.string().min(3).max(200),
        description: z.string().max(2000),
        priority: z.enum(["high", "medium", "low"]),
      }),
      execute: async ({ site: reference, title, description, priority }) => {
        const site = await findSiteByReference(database, userId, reference);
        if (!site) return notFound;
        const id = randomUUID();
        await database.db
          .insert(chatTaskProposals)
          .values({ id, userId, siteId: site.id, title, description, priority });
        onProposal({
          id,
          siteId: site.id,
          siteName: site.name,
          title,
          description,
          priority,
          status: "pending",
          taskId: null,
        });
        return { proposalId: id, status: "awaiting_user_confirmation" };
      },
    }),
  };
}
