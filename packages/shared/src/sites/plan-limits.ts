import type { Localized } from "../scan-result";
import { countSiteDomains } from "./site-domains";

const DAY_MS = 86_400_000;

export type PlanFacts = { id: string; title: Localized; siteLimit: number; featureAccess: boolean };

export type PlanLimitInput = {
  now: Date;
  user: { planId: string | null; trialEndsAt: Date | null; paymentStatus: string | null };
  /** The user's own plan row when planId is set. */
  userPlan: PlanFacts | null;
  /** The plan a trial grants (the one with trial_period_days). */
  trialPlan: PlanFacts | null;
  freePlan: PlanFacts;
  siteUrls: readonly string[];
};

export type PlanLimits = {
  siteLimit: number;
  currentSiteCount: number;
  canAddSite: boolean;
  canAccessFeatures: boolean;
  planId: string;
  planTitle: Localized;
  isTrial: boolean;
  trialEndsAt: string | null;
  trialDaysRemaining: number;
};

/** Spec §4 Trial: active when trial_ends_at is in the future and the payment status is not active. */
export function isTrialActive(user: PlanLimitInput["user"], now: Date): boolean {
  return (
    user.trialEndsAt !== null && user.trialEndsAt.getTime() > now.getTime() && user.paymentStatus !== "active"
  );
}

/** Spec §4: a paid plan is active when payment_status is active and the plan is not free. */
export function isPaidPlanActive(user: PlanLimitInput["user"], freePlanId: string): boolean {
  return user.paymentStatus === "active" && user.planId !== null && user.planId !== freePlanId;
}

/** Spec §3 Computed plan limits; -1 is unlimited, sites counted by registrable domain. */
export function computePlanLimits(input: PlanLimitInput): PlanLimits {
  const { user, now, freePlan } = input;
  const paid = isPaidPlanActive(user, freePlan.id) && input.userPlan !== null;
  const trial = !paid && isTrialActive(user, now) && input.trialPlan !== null;
  const plan = (paid ? input.userPlan : trial ? input.trialPlan : freePlan) ?? freePlan;
  const currentSiteCount = countSiteDomains(input.siteUrls);
  const trialDaysRemaining =
    trial && user.trialEndsAt ? Math.ceil((user.trialEndsAt.getTime() - now.getTime()) / DAY_MS) : 0;
  return {
    siteLimit: plan.siteLimit,
    currentSiteCount,
    canAddSite: plan.siteLimit === -1 || currentSiteCount < plan.siteLimit,
    canAccessFeatures: (paid && plan.featureAccess) || trial,
    planId: plan.id,
    planTitle: plan.title,
    isTrial: trial,
    trialEndsAt: trial && user.trialEndsAt ? user.trialEndsAt.toISOString() : null,
    trialDaysRemaining,
  };
}

export type InvoiceFacts = { invoiceNumber: string; status: "pending" | "overdue" | "paid" };

/** Spec §4: unpaid = pending or overdue; pending invoices numbered 'ai-…' are hidden. */
export function visibleUnpaidInvoices<T extends InvoiceFacts>(invoices: readonly T[]): T[] {
  return invoices.filter(
    (invoice) =>
      invoice.status === "overdue" ||
      (invoice.status === "pending" && !invoice.invoiceNumber.toLowerCase().startsWith("ai-")),
  );
}

/** Spec §4 payment-page access: an active plan without unpaid invoices, or a trial. */
export function canAccessPaidArea(limits: PlanLimits, unpaidCount: number): boolean {
  return limits.isTrial || (limits.canAccessFeatures && unpaidCount === 0);
}
