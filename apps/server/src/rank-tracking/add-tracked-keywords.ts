import { randomUUID } from "node:crypto";
import type { addTrackedKeywordsRequestSchema } from "@sitelens/shared";
import { count, eq } from "drizzle-orm";
import type { z } from "zod";
import { trackedKeywords } from "../db/schema";
import { AppError } from "../errors/app-error";
import { requireFeatureAccess } from "../plans-limits/require-feature-access";
import type { ServerContext } from "../server-context";
import { findOwnedSite } from "../sites/find-owned-site";
import { loadPlanQuotas } from "../usage/load-plan-quotas";

type Request = z.output<typeof addTrackedKeywordsRequestSchema>;

/**
 * Bulk add (typed, pasted or CSV): duplicates of already tracked keywords are skipped, and the
 * plan's trackedKeywords capacity is checked for the whole batch before anything is stored.
 */
export async function addTrackedKeywords(
  context: Pick<ServerContext, "database">,
  userId: string,
  request: Request,
): Promise<{ added: string[]; skipped: string[] }> {
  const { database } = context;
  await requireFeatureAccess(database, userId);
  await findOwnedSite(database, userId, request.siteId);
  const seen = new Set<string>();
  // Case-insensitive in Turkish ("SEO ARACI" is "seo aracı"); the first spelling typed is kept.
  const unique = request.keywords.filter((text) => {
    const key = text.toLocaleLowerCase("tr");
    return seen.has(key) ? false : Boolean(seen.add(key));
  });
  const quotas = await loadPlanQuotas(database, userId);
  const [used] = await database.db
    .select({ value: count() })
    .from(trackedKeywords)
    .where(eq(trackedKeywords.userId, userId));
  const limit = quotas.capacity.trackedKeywords;
  if (limit !== -1 && (used?.value ?? 0) + unique.length > limit)
    throw new AppError("tracked_keywords_limit", undefined, { limit, used: used?.value ?? 0 });
  const now = new Date();
  const rows = unique.map((keyword) => ({
    id: randomUUID(),
    userId,
    siteId: request.siteId,
    keyword,
    engine: request.engine,
    country: request.country,
    language: request.language,
    device: request.device,
    tags: request.tags,
    alertThreshold: request.alertThreshold,
    // Due now: the scheduler's first pass gives each its first position, then its own slot of the day.
    nextCheckAt: now,
  }));
  const inserted = await database.db
    .insert(trackedKeywords)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: trackedKeywords.id, keyword: trackedKeywords.keyword });
  const addedNames = new Set(inserted.map((row) => row.keyword));
  return {
    added: inserted.map((row) => row.id),
    skipped: unique.filter((keyword) => !addedNames.has(keyword)),
  };
}
