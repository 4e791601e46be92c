import type { AuditResult, Localized } from "../scan-result";

const NO_CHECK_APPLIED: Localized = {
  tr: "bu kategorinin hiçbir kontrolü bu siteye uygulanmadı.",
  en: "no check of this category applied to the site.",
};

/**
 * Why a category has no score, for the screen and the PDF alike: the reason a not-applicable check
 * gives (Lighthouse turned off, no sitemap…), else that none of its checks applied.
 */
export function categoryNoScoreReason(audits: readonly AuditResult[]): Localized {
  return audits.find((audit) => audit.notApplicable && audit.displayValue)?.displayValue ?? NO_CHECK_APPLIED;
}
