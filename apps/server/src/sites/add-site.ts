import { randomUUID } from "node:crypto";
import {
  checkSiteUrl,
  isDuplicateSite,
  isWithinSiteLimit,
  type PlanLimits,
  type Site,
} from "@sitelens/shared";
import { eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { isUniqueViolation } from "../db/is-unique-violation";
import { sites, users } from "../db/schema";
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
 * The checks and the insert run in one transaction holding the user's row, so parallel requests
 * cannot both pass them; the unique index on (user, duplicate key) is the last word.
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
  let outcome: { row: typeof sites.$inferSelect } | { overLimit: PlanLimits };
  try {
    outcome = await database.db.transaction(async (tx) => {
      const scoped: Database = { ...database, db: tx };
      await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for("update");
      const existing = await tx.select({ url: sites.url }).from(sites).where(eq(sites.userId, user.id));
      const existingUrls = existing.map((row) => row.url);
      if (isDuplicateSite(checked.url, existingUrls)) throw new AppError("duplicate_site");
      const limits = await loadPlanLimits(scoped, user.id);
      if (!isWithinSiteLimit(checked.url, existingUrls, limits.siteLimit)) return { overLimit: limits };
      await consumeAnalysisAllowance({ ...context, database: scoped }, user.id);
      const [row] = await tx
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
      return { row };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("duplicate_site");
    throw error;
  }
  // The limit e-mail and notification go out after the transaction, which they must not hold open.
  if ("overLimit" in outcome) throw await reportSiteLimitHit(context, user, outcome.overLimit, language);
  const { row } = outcome;
  await enqueueSiteAnalysis(context, row);
  await publishEvent(database, {
    userId: user.id,
    type: "site.updated",
    data: { id: row.id, status: "analyzing" },
  });
  return siteToApi(row);
}
