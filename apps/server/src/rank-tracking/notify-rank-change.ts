import { and, desc, eq, inArray, ne } from "drizzle-orm";
import { rankChecks } from "../db/schema";
import { createNotification } from "../notifications/create-notification";
import type { ServerContext } from "../server-context";
import type { TrackedKeywordRow } from "./find-owned-tracked-keyword";
import type { RankCheckRow } from "./rank-check-to-api";

const TOP = 10;
const rank = (check: RankCheckRow | undefined) => (check?.status === "found" ? check.position : null);

/**
 * Compares a completed check with the previous completed one (failed checks are skipped: they say
 * nothing about the position) and notifies on entering or leaving the top 10, or on a move of at
 * least the keyword's alert threshold. Rendered in the reader's language when read.
 */
export async function notifyRankChange(
  context: Pick<ServerContext, "env" | "database" | "logger">,
  keyword: TrackedKeywordRow,
  latest: RankCheckRow,
): Promise<void> {
  const [previous] = await context.database.db
    .select()
    .from(rankChecks)
    .where(
      and(
        eq(rankChecks.trackedKeywordId, keyword.id),
        inArray(rankChecks.status, ["found", "not_found"]),
        ne(rankChecks.id, latest.id),
      ),
    )
    .orderBy(desc(rankChecks.checkedAt))
    .limit(1);
  if (!previous) return;
  const before = rank(previous);
  const after = rank(latest);
  const wasTop = before !== null && before <= TOP;
  const isTop = after !== null && after <= TOP;
  let change: "entered" | "left" | "moved" | null = null;
  if (!wasTop && isTop) change = "entered";
  else if (wasTop && !isTop) change = "left";
  else if (
    keyword.alertThreshold &&
    before !== null &&
    after !== null &&
    Math.abs(before - after) >= keyword.alertThreshold
  )
    change = "moved";
  if (!change) return;
  await createNotification(context, keyword.userId, {
    key: "rank_change",
    params: { keyword: keyword.keyword, before, after, change },
    type: isTop ? "success" : "warning",
    actionUrl: `/rank-checker?siteId=${keyword.siteId}`,
    metadata: { kind: "rank_change", trackedKeywordId: keyword.id, before, after },
  });
}
