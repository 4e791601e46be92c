import type { SiteComparison } from "@sitelens/shared";
import type { Language } from "../http/language";

export type AlertKind = "site_down" | "score_drop" | "new_errors";

/** An overall score this many points lower than the previous analysis's is worth an alert. */
export const SCORE_DROP_ALERT_POINTS = 5;
const LISTED_ISSUES = 10;

/** The events of a comparison that matter enough for an alert. */
export function alertsOf(comparison: SiteComparison): AlertKind[] {
  if (comparison.unreachable) return ["site_down"];
  const kinds: AlertKind[] = [];
  const { before, after } = comparison.overall;
  if (before !== null && after !== null && before - after >= SCORE_DROP_ALERT_POINTS)
    kinds.push("score_drop");
  if (comparison.counts.newErrors > 0) kinds.push("new_errors");
  return kinds;
}

export interface AlertContent {
  title: string;
  message: string;
  /** Details for the e-mail body. */
  items: string[];
}

/** One alert's words in the user's language, for the in-app notification and the e-mail alike. */
export function alertContent(
  kind: AlertKind,
  siteName: string,
  comparison: SiteComparison,
  language: Language,
): AlertContent {
  const tr = language === "tr";
  const { before, after } = comparison.overall;
  switch (kind) {
    case "site_down":
      return {
        title: tr ? `${siteName} şu anda analiz edilemiyor` : `${siteName} cannot be analysed right now`,
        message: comparison.reason?.[language] ?? "",
        items: [],
      };
    case "score_drop":
      return {
        title: tr
          ? `${siteName}: genel puan ${before} → ${after}`
          : `${siteName}: overall score ${before} → ${after}`,
        message: tr
          ? `Genel puan son analizden bu yana ${before! - after!} puan düştü.`
          : `The overall score dropped by ${before! - after!} points since the last analysis.`,
        items: [],
      };
    case "new_errors": {
      const errors = comparison.newIssues.filter((issue) => issue.severity === "error");
      const count = comparison.counts.newErrors;
      return {
        title: tr
          ? `${siteName}: ${count} yeni hata`
          : `${siteName}: ${count} new ${count === 1 ? "error" : "errors"}`,
        message: tr
          ? `Son analizde daha önce olmayan ${count} hata bulundu.`
          : `The last analysis found ${count} ${count === 1 ? "error" : "errors"} that were not there before.`,
        items: errors
          .slice(0, LISTED_ISSUES)
          .map((issue) => (issue.url ? `${issue.title[language]} (${issue.url})` : issue.title[language])),
      };
    }
  }
}
