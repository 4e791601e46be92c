import type { Site, SiteDetail } from "@sitelens/shared";
import type { sites } from "../db/schema";

export type SiteRow = typeof sites.$inferSelect;
type SiteCardRow = Pick<
  SiteRow,
  | "id"
  | "name"
  | "url"
  | "status"
  | "overallScore"
  | "googleSeo"
  | "bingSeo"
  | "yandexSeo"
  | "chatgptVisibility"
  | "geminiVisibility"
  | "grokVisibility"
  | "previousScore"
  | "lastAnalyzed"
  | "createdAt"
  | "errorReason"
  | "progress"
>;

export function siteToApi(row: SiteCardRow): Site {
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    status: row.status,
    overallScore: row.overallScore,
    googleSeo: row.googleSeo,
    bingSeo: row.bingSeo,
    yandexSeo: row.yandexSeo,
    chatgptVisibility: row.chatgptVisibility,
    geminiVisibility: row.geminiVisibility,
    grokVisibility: row.grokVisibility,
    previousScore: row.previousScore,
    lastAnalyzed: row.lastAnalyzed?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    errorReason: row.errorReason,
    progress: row.status === "analyzing" ? row.progress : null,
  };
}

export function siteDetailToApi(row: SiteRow): SiteDetail {
  return {
    ...siteToApi(row),
    analysisData: row.analysisData,
    categoryScores: row.analysisData?.scores.categories ?? {},
  };
}
