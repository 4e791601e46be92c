import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { analysisProgressSchema, siteSchema, siteStatusSchema } from "@sitelens/shared";
import { z } from "zod";
import { findOwnedSite } from "../sites/find-owned-site";
import { listSites } from "../sites/list-sites";
import { requestAnalysis } from "../sites/request-analysis";
import { siteToApi } from "../sites/site-to-api";
import { type McpSession, READ_ONLY, requireWriteScope } from "./mcp-session";
import { pageAudit, pageAuditSchema } from "./page-audit";
import { siteReport, siteReportSchema } from "./site-report";
import { toolResult } from "./tool-result";

export const siteId = z.string().min(1).max(100).describe("A site id from list_sites");

/** Sites, their reports and pages, and (re-)analysis: the core of what an assistant asks about. */
export function registerSiteTools(server: McpServer, session: McpSession): void {
  const { context, identity, language } = session;
  const userId = identity.user.id;
  server.registerTool(
    "list_sites",
    {
      title: "List sites",
      description:
        "Lists the user's sites, newest first, with the overall score (0-100), the previous overall score, Google/Bing/Yandex SEO scores, measured ChatGPT/Gemini/Grok visibility, the analysis status and when it last ran. Start here to get a site id for the other tools.",
      outputSchema: { sites: z.array(siteSchema) },
      annotations: READ_ONLY,
    },
    () => toolResult(session, async () => ({ sites: await listSites(context.database, userId) })),
  );
  server.registerTool(
    "get_site_report",
    {
      title: "Site report",
      description:
        "A site's latest analysis: overall, previous and per-category scores, search-engine and AI-visibility scores, how many checks ran, passed and failed, and the top issues by estimated impact, each with its affected pages and how to fix it. Use it to explain a score or a score drop (compare scores.overall with scores.previous).",
      inputSchema: {
        siteId,
        limit: z.number().int().min(1).max(50).default(10).describe("How many top issues to return"),
      },
      outputSchema: siteReportSchema.shape,
      annotations: READ_ONLY,
    },
    ({ siteId: id, limit }) =>
      toolResult(session, async () =>
        siteReport(await findOwnedSite(context.database, userId, id), language, limit),
      ),
  );
  server.registerTool(
    "get_page_audit",
    {
      title: "Page audit",
      description:
        "One crawled page of a site's latest analysis: HTTP status, depth, sitemap and noindex state, title, meta description, page score and every check it fails with an explanation. The URL must be one the analysis crawled (e.g. from get_site_report's affected pages).",
      inputSchema: { siteId, url: z.string().url().max(2000).describe("The page's full URL") },
      outputSchema: pageAuditSchema.shape,
      annotations: READ_ONLY,
    },
    ({ siteId: id, url }) =>
      toolResult(session, async () =>
        pageAudit(await findOwnedSite(context.database, userId, id), url, language),
      ),
  );
  server.registerTool(
    "start_analysis",
    {
      title: "Start analysis",
      description:
        "Starts a new analysis of a site (crawl, checks, speed). A completed analysis younger than an hour is returned instead (cached: true) unless force is true. Counts against the plan's analysis quota; a used-up quota is reported as quota_exceeded. Needs a read-write token. Follow it with get_analysis_progress.",
      inputSchema: {
        siteId,
        force: z.boolean().default(false).describe("Re-analyse even if the last analysis is recent"),
      },
      outputSchema: { cached: z.boolean(), status: siteStatusSchema, overallScore: z.number() },
      annotations: {
        readOnlyHint: false,
        destructiveHint: false,
        idempotentHint: false,
        openWorldHint: true,
      },
    },
    ({ siteId: id, force }) =>
      toolResult(session, async () => {
        requireWriteScope(session);
        const result = await requestAnalysis(context, userId, id, force);
        return { cached: result.cached, status: result.site.status, overallScore: result.site.overallScore };
      }),
  );
  server.registerTool(
    "get_analysis_progress",
    {
      title: "Analysis progress",
      description:
        "The status of a site's analysis: analyzing (with stage, pages crawled and queued, and an estimate of the seconds left), completed (with the new scores) or error (with the reason).",
      inputSchema: { siteId },
      outputSchema: {
        status: siteStatusSchema,
        progress: analysisProgressSchema.nullable(),
        overallScore: z.number(),
        lastAnalyzed: z.string().nullable(),
        errorReason: z.string().nullable(),
      },
      annotations: READ_ONLY,
    },
    ({ siteId: id }) =>
      toolResult(session, async () => {
        const site = siteToApi(await findOwnedSite(context.database, userId, id));
        return {
          status: site.status,
          progress: site.progress,
          overallScore: site.overallScore,
          lastAnalyzed: site.lastAnalyzed,
          errorReason: site.errorReason?.[language] ?? null,
        };
      }),
  );
}
