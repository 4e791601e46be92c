import { randomUUID } from "node:crypto";
import { RANK_DEPTH } from "@sitelens/shared";
import { eq } from "drizzle-orm";
import { rankChecks, sites, trackedKeywords } from "../db/schema";
import { AppError } from "../errors/app-error";
import { ProviderError } from "../providers/provider-error";
import { activeSerpProvider } from "../providers/serp/active-serp-provider";
import type { ServerContext } from "../server-context";
import { consumeUsage, refundUsage } from "../usage/consume-usage";
import { loadPlanQuotas } from "../usage/load-plan-quotas";
import type { TrackedKeywordRow } from "./find-owned-tracked-keyword";
import { nextCheckTime } from "./next-check-time";
import { notifyRankChange } from "./notify-rank-change";
import type { RankCheckRow } from "./rank-check-to-api";

const RETRY_FAILED_AFTER_MS = 2 * 60 * 60 * 1000;

type Context = Pick<ServerContext, "env" | "database" | "logger">;

/**
 * One check of the top 100: counts a rank_check first, records found / not_found from the provider's
 * answer, or failed with the reason (refunded) — a failed check is never stored as a position or as
 * "not in the top 100". Throws rank_source_missing when no SERP source is configured (nothing stored).
 */
export async function checkTrackedKeyword(
  context: Context,
  keyword: TrackedKeywordRow,
  options: { signal?: AbortSignal } = {},
): Promise<RankCheckRow> {
  const { database } = context;
  const provider = activeSerpProvider(context.env);
  if (!provider) throw new AppError("rank_source_missing");
  const [site] = await database.db.select({ url: sites.url }).from(sites).where(eq(sites.id, keyword.siteId));
  if (!site) throw new AppError("not_found");
  const quotas = await loadPlanQuotas(database, keyword.userId);
  const now = new Date();
  const base = { id: randomUUID(), trackedKeywordId: keyword.id, provider: provider.id, checkedAt: now };

  const failed = async (reason: string, message: string, retriable: boolean) => {
    const nextCheckAt = retriable
      ? new Date(now.getTime() + RETRY_FAILED_AFTER_MS)
      : nextCheckTime(keyword.id, quotas.capacity.monitoringFrequency, now);
    return store(
      context,
      keyword,
      { ...base, status: "failed", failureReason: reason, failureMessage: message },
      nextCheckAt,
    );
  };

  if (!provider.engines.includes(keyword.engine))
    return failed("engine_unsupported", `${provider.id} does not cover ${keyword.engine}`, false);
  try {
    await consumeUsage(database, keyword.userId, "rank_checks");
  } catch (error) {
    if (error instanceof AppError && error.code === "quota_exceeded")
      await failed("quota_exceeded", error.messages.en, false);
    throw error;
  }
  try {
    const result = await provider.search(
      {
        keyword: keyword.keyword,
        engine: keyword.engine,
        country: keyword.country,
        language: keyword.language,
        device: keyword.device,
        depth: RANK_DEPTH,
        targetDomain: new URL(site.url).hostname.replace(/^www\./, ""),
      },
      options,
    );
    const next = nextCheckTime(keyword.id, quotas.capacity.monitoringFrequency, now);
    const row = await store(
      context,
      keyword,
      {
        ...base,
        status: result.match ? "found" : "not_found",
        position: result.match?.position ?? null,
        absolutePosition: result.match?.absolutePosition ?? null,
        url: result.match?.url ?? null,
        features: result.features,
        questions: result.questions,
      },
      next,
    );
    await notifyRankChange(context, keyword, row);
    return row;
  } catch (error) {
    await refundUsage(database, keyword.userId, "rank_checks");
    if (!(error instanceof ProviderError)) throw error;
    context.logger.warn(
      { provider: error.provider, kind: error.kind, code: error.vendorCode },
      "rank check failed",
    );
    return failed(error.kind, error.message, error.retriable);
  }
}

async function store(
  context: Context,
  keyword: TrackedKeywordRow,
  values: typeof rankChecks.$inferInsert,
  nextCheckAt: Date,
): Promise<RankCheckRow> {
  const [row] = await context.database.db.insert(rankChecks).values(values).returning();
  await context.database.db
    .update(trackedKeywords)
    .set({ nextCheckAt })
    .where(eq(trackedKeywords.id, keyword.id));
  if (!row) throw new AppError("internal");
  return row;
}
