import type { RankCheck } from "@sitelens/shared";
import type { rankChecks } from "../db/schema";

export type RankCheckRow = typeof rankChecks.$inferSelect;

export function rankCheckToApi(row: RankCheckRow): RankCheck {
  return {
    id: row.id,
    status: row.status,
    position: row.position,
    absolutePosition: row.absolutePosition,
    url: row.url,
    features: row.features,
    failureReason: row.failureReason,
    failureMessage: row.failureMessage,
    provider: row.provider,
    checkedAt: row.checkedAt.toISOString(),
  };
}
