import type { PaymentStatus, PlanLimitsResponse } from "@sitelens/shared";

/** Spec §9: the trial banner turns urgent at 3 days or fewer. */
export const TRIAL_URGENT_DAYS = 3;

export type Banner =
  | { kind: "rate-limit"; minutes: number }
  | { kind: "trial"; days: number; urgent: boolean }
  | { kind: "payment"; unpaid: number }
  | null;

/** Spec §2 Layout: one banner above the app, rate limit first, then trial, then payment required. */
export function pickBanner(
  limits: PlanLimitsResponse | undefined,
  payment: PaymentStatus | undefined,
): Banner {
  if (limits?.analysisRateLimit.limited)
    return { kind: "rate-limit", minutes: limits.analysisRateLimit.minutesRemaining };
  if (limits?.isTrial)
    return {
      kind: "trial",
      days: limits.trialDaysRemaining,
      urgent: limits.trialDaysRemaining <= TRIAL_URGENT_DAYS,
    };
  if (payment && payment.unpaidInvoices.length > 0)
    return { kind: "payment", unpaid: payment.unpaidInvoices.length };
  return null;
}
