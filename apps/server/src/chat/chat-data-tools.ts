import { tool } from "ai";
import { z } from "zod";
import { loadSearchConsolePanel } from "../google/load-search-console-panel";
import { listRankMovements } from "../rank-tracking/list-rank-movements";
import type { ServerContext } from "../server-context";
import { findSiteByReference } from "./find-site-by-reference";

const siteParameter = z.string().describe("The site's domain (e.g. example.com), URL or id");
const notFound = { error: "No such site among this user's sites. Call list_sites to see them." };
const ROWS = 10;
/** Search Console's period for the assistant: the panel's default 28 days. */
const SEARCH_CONSOLE_DAYS = 28;

/**
 * Rank and Search Console figures for the assistant, bound to the session's user like the other
 * tools. Search Console is read from the daily cache; Google is never called from a chat turn.
 */
export function chatDataTools(context: Pick<ServerContext, "database" | "env">, userId: string) {
  return {
    rank_movements: tool({
      description:
        "Tracked keywords whose Google/Bing/Yandex position changed between their last two checks (position null = not in the top 100), biggest moves first. Optionally for one site.",
      inputSchema: z.object({ site: siteParameter.optional() }),
      execute: async ({ site: reference }) => {
        const site = reference ? await findSiteByReference(context.database, userId, reference) : null;
        if (reference && !site) return notFound;
        const movements = await listRankMovements(context.database, userId, {
          siteId: site?.id,
          limit: 20,
        });
        return { movements, rankCheckerLink: "/rank-checker" };
      },
    }),
    search_console: tool({
      description:
        "A site's Google Search Console figures for the last 28 days against the previous 28: clicks, impressions, CTR, average position, top queries and pages, striking-distance and falling queries. Says why when Search Console is not connected.",
      inputSchema: z.object({ site: siteParameter }),
      execute: async ({ site: reference }) => {
        const site = await findSiteByReference(context.database, userId, reference);
        if (!site) return notFound;
        const panel = await loadSearchConsolePanel(context, userId, site.id, SEARCH_CONSOLE_DAYS);
        const link = `/app/sites/${encodeURIComponent(site.id)}?tab=searchConsole`;
        if (panel.problem || !panel.summary)
          return { unavailable: panel.problem ?? "no_data_yet", settingsLink: "/settings", link };
        return {
          property: panel.property,
          window: panel.window,
          previousWindow: panel.previousWindow,
          totals: panel.summary,
          topQueries: panel.queries.slice(0, ROWS),
          topPages: panel.pages.slice(0, ROWS),
          strikingDistance: panel.strikingDistance.slice(0, ROWS),
          fallingQueries: panel.fallingQueries.slice(0, ROWS),
          link,
        };
      },
    }),
  };
}
