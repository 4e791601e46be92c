import {
  checkSiteUrl,
  DUPLICATE_SITE_MESSAGE,
  isDuplicateSite,
  isWithinSiteLimit,
  type PlanLimitsResponse,
  SITE_URL_ERROR_MESSAGES,
} from "@sitelens/shared";

export type NewSiteCheck =
  | { ok: true; url: string; overLimit: boolean }
  | { ok: false; reason: "invalid" | "duplicate"; message: string };

/**
 * Spec §5 in the browser, with the server's own rules: URL shape, then duplicates. Going over the
 * site limit is reported (overLimit) but left to the server, which records the first hit and e-mails.
 */
export function checkNewSite(
  input: string,
  context: { siteUrls: readonly string[]; limits: PlanLimitsResponse; language: "tr" | "en" },
): NewSiteCheck {
  const checked = checkSiteUrl(input);
  if (!checked.ok)
    return {
      ok: false,
      reason: "invalid",
      message: SITE_URL_ERROR_MESSAGES[checked.error][context.language],
    };
  if (isDuplicateSite(checked.url, context.siteUrls))
    return { ok: false, reason: "duplicate", message: DUPLICATE_SITE_MESSAGE[context.language] };
  const overLimit = !isWithinSiteLimit(checked.url, context.siteUrls, context.limits.siteLimit);
  return { ok: true, url: checked.url, overLimit };
}
