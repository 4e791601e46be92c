import type { PlanLimitsResponse } from "@sitelens/shared";

/** Plan limits of a free user with one site, for unit tests; override what the test is about. */
export function planLimitsFixture(change: Partial<PlanLimitsResponse> = {}): PlanLimitsResponse {
  return {
    siteLimit: 1,
    currentSiteCount: 1,
    canAddSite: false,
    canAccessFeatures: false,
    planId: "free",
    planTitle: { tr: "Ücretsiz", en: "Free" },
    isTrial: false,
    trialEndsAt: null,
    trialDaysRemaining: 0,
    analysisRateLimit: { limited: false, minutesRemaining: 0 },
    ...change,
  };
}
