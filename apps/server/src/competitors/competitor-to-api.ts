import type { Competitor } from "@sitelens/shared";
import type { competitors } from "../db/schema";

export type CompetitorRow = typeof competitors.$inferSelect;

export function competitorToApi(row: CompetitorRow): Competitor {
  const scan = row.analysisData;
  return {
    id: row.id,
    siteId: row.siteId,
    name: row.name,
    url: row.url,
    domain: row.domain,
    source: row.source,
    status: row.status,
    errorReason: row.errorReason ?? null,
    overallScore: scan?.scores.overall === null || !scan ? null : Math.round(scan.scores.overall),
    pagesCrawled: scan?.crawl.pagesCrawled ?? null,
    lastAnalyzed: row.lastAnalyzed?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
