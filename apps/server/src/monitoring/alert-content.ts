import type { SiteComparison } from "@sitelens/shared";
import type { Language } from "../http/language";
import type { NotificationParams } from "../notifications/notification-params";
import { notificationTemplates } from "../notifications/notification-templates";

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

/** The parameters of a score-drop or new-errors notification. */
export function alertParams(siteName: string, comparison: SiteComparison): NotificationParams {
  return {
    site: siteName,
    before: comparison.overall.before,
    after: comparison.overall.after,
    count: comparison.counts.newErrors,
  };
}

/** One alert's words in the user's language, for the in-app notification and the e-mail alike. */
export function alertContent(
  kind: AlertKind,
  siteName: string,
  comparison: SiteComparison,
  language: Language,
): AlertContent {
  switch (kind) {
    case "site_down":
      return {
        title:
          language === "tr"
            ? `${siteName} şu anda analiz edilemiyor`
            : `${siteName} cannot be analysed right now`,
        message: comparison.reason?.[language] ?? "",
        items: [],
      };
    case "score_drop":
      return {
        ...notificationTemplates.alert_score_drop(alertParams(siteName, comparison), language),
        items: [],
      };
    case "new_errors": {
      const errors = comparison.newIssues.filter((issue) => issue.severity === "error");
      return {
        ...notificationTemplates.alert_new_errors(alertParams(siteName, comparison), language),
        items: errors
          .slice(0, LISTED_ISSUES)
          .map((issue) => (issue.url ? `${issue.title[language]} (${issue.url})` : issue.title[language])),
      };
    }
  }
}
