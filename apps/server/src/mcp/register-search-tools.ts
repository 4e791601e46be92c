import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import {
  keywordSuggestionsRequestSchema,
  keywordSuggestionsResponseSchema,
  RANK_HISTORY_RANGES,
  rankCheckSchema,
  rankMovementSchema,
  rankTrackerListSchema,
  searchConsoleQuerySchema,
  siteVisibilitySchema,
  visibilitySetupSchema,
} from "@sitelens/shared";
import { z } from "zod";
import { listSearchConsoleQueries } from "../google/list-search-console-queries";
import { loadSiteGoogleData } from "../google/load-site-google-data";
import { suggestKeywords } from "../keywords/suggest-keywords";
import { requireFeatureAccess } from "../plans-limits/require-feature-access";
import { listRankHistory } from "../rank-tracking/list-rank-history";
import { listRankMovements } from "../rank-tracking/list-rank-movements";
import { listRankTrackerKeywords } from "../rank-tracking/list-rank-tracker-keywords";
import { getSiteVisibility } from "../visibility/get-site-visibility";
import { getVisibilitySetup } from "../visibility/get-visibility-setup";
import { type McpSession, READ_ONLY } from "./mcp-session";
import { siteId } from "./register-site-tools";
import { toolResult } from "./tool-result";

/** Rankings, keywords, AI answers and Search Console: each behind the same plan gate as its screen. */
export function registerSearchTools(server: McpServer, session: McpSession): void {
  const { context, identity } = session;
  const { database } = context;
  const userId = identity.user.id;
  server.registerTool(
    "get_rank_history",
    {
      title: "Rank history and movements",
      description:
        "A site's tracked keywords with their latest and previous positions (null: not in the top 100), best position and change, the biggest recent movements, and, for one tracked keyword, its check history over 7d, 30d, 90d or 1y. Search Console's average position is included when connected.",
      inputSchema: {
        siteId,
        trackedKeywordId: z.string().max(100).optional().describe("A keyword id from this tool's keywords"),
        range: z.enum(RANK_HISTORY_RANGES).default("30d"),
      },
      outputSchema: {
        keywords: rankTrackerListSchema.shape.keywords,
        movements: z.array(rankMovementSchema),
        history: z.array(rankCheckSchema).nullable(),
      },
      annotations: READ_ONLY,
    },
    ({ siteId: id, trackedKeywordId, range }) =>
      toolResult(session, async () => {
        await requireFeatureAccess(database, userId);
        const { keywords } = await listRankTrackerKeywords(context, userId, id);
        const movements = await listRankMovements(database, userId, { siteId: id, limit: 20 });
        const history = trackedKeywordId
          ? await listRankHistory(database, userId, trackedKeywordId, range)
          : null;
        return { keywords, movements, history };
      }),
  );
  server.registerTool(
    "suggest_keywords",
    {
      title: "Suggest keywords",
      description:
        "Keyword ideas for a site from search engines' autocomplete, expanded from a seed (empty: the site's own topics), with volume, CPC and difficulty when a keyword data provider is configured (otherwise null) and the site's current position when known.",
      inputSchema: keywordSuggestionsRequestSchema.shape,
      outputSchema: keywordSuggestionsResponseSchema.shape,
      annotations: { ...READ_ONLY, idempotentHint: false, openWorldHint: true },
    },
    (request, extra) =>
      toolResult(session, async () => suggestKeywords(context, userId, request, extra.signal)),
  );
  server.registerTool(
    "get_ai_visibility",
    {
      title: "AI visibility",
      description:
        "How visible a site is in AI answers (ChatGPT, Gemini, Grok): per engine the measured mention rate from real prompts, the latest run and the trend, which engines are configured, and the brand, competitors and prompts that are measured.",
      inputSchema: { siteId },
      outputSchema: { visibility: siteVisibilitySchema, setup: visibilitySetupSchema },
      annotations: READ_ONLY,
    },
    ({ siteId: id }) =>
      toolResult(session, async () => ({
        visibility: await getSiteVisibility(database, context.env, userId, id),
        setup: await getVisibilitySetup(database, userId, id),
      })),
  );
  server.registerTool(
    "get_search_console_queries",
    {
      title: "Search Console queries",
      description:
        "The site's top Google Search Console queries over the last 28 days (clicks, impressions, average position), most impressions first, from the daily cache. Needs Google Search Console connected for this site: when it is not, queries is empty and problem says why (not_configured, not_connected, no_property, expired…), so an empty list is never mistaken for no traffic.",
      inputSchema: { siteId, limit: z.number().int().min(1).max(500).default(100) },
      outputSchema: {
        problem: z.string().nullable().describe("Why there is no data; null when Search Console answered"),
        queries: z.array(searchConsoleQuerySchema),
      },
      annotations: READ_ONLY,
    },
    ({ siteId: id, limit }) =>
      toolResult(session, async () => {
        await requireFeatureAccess(database, userId);
        const { problem } = await loadSiteGoogleData(context, userId, id, "search_console");
        return { problem, queries: await listSearchConsoleQueries(context, userId, id, { limit }) };
      }),
  );
}
