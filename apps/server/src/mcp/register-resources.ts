import { type McpServer, ResourceTemplate } from "@modelcontextprotocol/sdk/server/mcp.js";
import { ErrorCode, McpError, type ReadResourceResult } from "@modelcontextprotocol/sdk/types.js";
import { AppError } from "../errors/app-error";
import { requireFeatureAccess } from "../plans-limits/require-feature-access";
import { buildSiteReport } from "../reports/build-site-report";
import { findOwnedSite } from "../sites/find-owned-site";
import { listSites } from "../sites/list-sites";
import type { McpSession } from "./mcp-session";

/** A resource read that fails answers with the error's code and message in the user's language. */
async function readOrExplain(session: McpSession, read: () => Promise<ReadResourceResult>) {
  try {
    return await read();
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const code = error.code === "not_found" ? -32002 : ErrorCode.InvalidRequest;
    throw new McpError(code, `${error.code}: ${error.messages[session.language]}`);
  }
}

/** The latest ScanResult (JSON) and the PDF report of each of the user's sites. */
export function registerResources(server: McpServer, session: McpSession): void {
  const { context, identity, language } = session;
  const userId = identity.user.id;
  const listOf = (suffix: string, mimeType: string, label: string) => async () => ({
    resources: (await listSites(context.database, userId))
      .filter((site) => site.lastAnalyzed !== null)
      .map((site) => ({
        uri: `sitelens://sites/${site.id}/${suffix}`,
        name: `${site.name} ${label}`,
        mimeType,
      })),
  });
  server.registerResource(
    "site-scan",
    new ResourceTemplate("sitelens://sites/{siteId}/scan", {
      list: listOf("scan", "application/json", "scan"),
    }),
    {
      title: "Latest ScanResult",
      description:
        "The complete result of a site's latest analysis as JSON: every check with its score and failing URLs, every crawled page, speed runs, AI-bot access, llms.txt and the generated tasks.",
      mimeType: "application/json",
    },
    (uri, { siteId }) =>
      readOrExplain(session, async () => {
        const site = await findOwnedSite(context.database, userId, String(siteId));
        if (!site.analysisData) throw new AppError("not_found");
        const text = JSON.stringify(site.analysisData);
        return { contents: [{ uri: uri.href, mimeType: "application/json", text }] };
      }),
  );
  server.registerResource(
    "site-report-pdf",
    new ResourceTemplate("sitelens://sites/{siteId}/report.pdf", {
      list: listOf("report.pdf", "application/pdf", "PDF report"),
    }),
    {
      title: "PDF report",
      description:
        "The site's multi-page PDF report in the user's language (base64). Rendering a new report counts against the plan's PDF report quota.",
      mimeType: "application/pdf",
    },
    (uri, { siteId }) =>
      readOrExplain(session, async () => {
        await requireFeatureAccess(context.database, userId);
        const { pdf } = await buildSiteReport(context, userId, String(siteId), language, context.env);
        const blob = Buffer.from(pdf).toString("base64");
        return { contents: [{ uri: uri.href, mimeType: "application/pdf", blob }] };
      }),
  );
}
