import { and, desc, eq, inArray, ne } from "drizzle-orm";
import { userLanguage } from "../analysis/user-language";
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
 * least the keyword's alert threshold. Written in the user's language.
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
  const shown = (position: number | null) => (position === null ? "100+" : `#${position}`);
  const change = `${shown(before)} → ${shown(after)}`;
  let message: { tr: string; en: string } | null = null;
  if (!wasTop && isTop)
    message = {
      tr: `"${keyword.keyword}" ilk 10'a girdi (${change})`,
      en: `"${keyword.keyword}" entered the top 10 (${change})`,
    };
  else if (wasTop && !isTop)
    message = {
      tr: `"${keyword.keyword}" ilk 10'dan çıktı (${change})`,
      en: `"${keyword.keyword}" left the top 10 (${change})`,
    };
  else if (
    keyword.alertThreshold &&
    before !== null &&
    after !== null &&
    Math.abs(before - after) >= keyword.alertThreshold
  )
    message = {
      tr: `"${keyword.keyword}" ${Math.abs(before - after)} sıra ${after < before ? "yükseldi" : "düştü"} (${change})`,
      en: `"${keyword.keyword}" moved ${after < before ? "up" : "down"} ${Math.abs(before - after)} places (${change})`,
    };
  if (!message) return;
  const language = await userLanguage(context.database, keyword.userId);
  await createNotification(context, keyword.userId, {
    title: language === "tr" ? "Sıralama değişikliği" : "Ranking change",
    message: message[language],
    type: isTop ? "success" : "warning",
    actionUrl: `/rank-checker?siteId=${keyword.siteId}`,
    metadata: { kind: "rank_change", trackedKeywordId: keyword.id, before, after, messages: message },
  });
}
