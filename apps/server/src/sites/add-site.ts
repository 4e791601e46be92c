import { randomUUID } from "node:crypto";
import { checkSiteUrl, isDuplicateSite, isWithinSiteLimit, type Site } from "@sitelens/shared";
import { eq } from "drizzle-orm";
import { sites } from "../db/schema";
import { AppError } from "../errors/app-error";
import { publishEvent } from "../events/publish-event";
import type { Language } from "../http/language";
import { loadPlanLimits } from "../plans-limits/load-plan-limits";
import type { ServerContext } from "../server-context";
import { consumeAnalysisAllowance } from "./consume-analysis-allowance";
import { enqueueSiteAnalysis } from "./enqueue-site-analysis";
import { reportSiteLimitHit } from "./report-site-limit-hit";
import { siteToApi } from "./site-to-api";
import { siteUrlError } from "./site-url-error";

/**
 * Spec §4/§5 adding a site: URL rules, duplicate check, plan site limit by registrable domain,
 * analysis allowance; then the site is stored as `analyzing` with scores 0 and its analysis queued.
 */
export async function addSite(
  context: Pick<ServerContext, "database" | "env" | "logger" | "boss">,
  user: { id: string; email: string; name: string },
  input: { url: string; name?: string },
  language: Language,
): Promise<Site> {
  const { database } = context;
  const checked = checkSiteUrl(input.url);
  if (!checked.ok) throw siteUrlError(checked.error);
  const existing = await database.db.select({ url: sites.url }).from(sites).where(eq(sites.userId, user.id));
  const existingUrls = existing.map((row) => row.url);
  if (isDuplicateSite(checked.url, existingUrls)) throw new AppError("duplicate_site");
  const limits = await loadPlanLimits(database, user.id);
  if (!isWithinSiteLimit(checked.url, existingUrls, limits.siteLimit))
    throw await reportSiteLimitHit(context, user, limits, language);
  await consumeAnalysisAllowance(context, user.id);

  const [row] = await database.db
    .insert(sites)
    .values({
      id: randomUUID(),
      userId: user.id,
      name: input.name || checked.hostname.replace(/^www\./, ""),
      url: checked.url,
      status: "analyzing",
      progress: { stage: "queued", pagesCrawled: 0, pagesQueued: 0 },
      analysisStartedAt: new Date(),
    })
    .returning();
  if (!row) throw new AppError("internal");
  await enqueueSiteAnalysis(context, row);
  await publishEvent(database, {
    userId: user.id,
    type: "site.updated",
    data: { id: row.id, status: "analyzing" },
  });
  return siteToApi(row);
}
