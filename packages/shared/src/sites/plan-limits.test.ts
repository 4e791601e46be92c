import { describe, expect, it } from "vitest";
import {
  canAccessPaidArea,
  computePlanLimits,
  type PlanLimitInput,
  visibleUnpaidInvoices,
} from "./plan-limits";

const now = new Date("2026-01-10T12:00:00Z");
const free = { id: "free", title: { tr: "Ücretsiz", en: "Free" }, siteLimit: 1, featureAccess: false };
const pro = { id: "pro", title: { tr: "Pro", en: "Pro" }, siteLimit: 5, featureAccess: true };
const agency = { id: "agency", title: { tr: "Ajans", en: "Agency" }, siteLimit: -1, featureAccess: true };
const input = (
  user: Partial<PlanLimitInput["user"]>,
  extra: Partial<PlanLimitInput> = {},
): PlanLimitInput => ({
  now,
  user: { planId: null, trialEndsAt: null, paymentStatus: null, ...user },
  userPlan: null,
  trialPlan: pro,
  freePlan: free,
  siteUrls: [],
  ...extra,
});

describe("computePlanLimits (spec §3, §4, §6)", () => {
  it("gives a free user 1 site and no feature access", () => {
    const limits = computePlanLimits(input({}, { siteUrls: ["https://a.com", "https://www.a.com/x"] }));
    expect(limits).toMatchObject({
      siteLimit: 1,
      currentSiteCount: 1,
      canAddSite: false,
      canAccessFeatures: false,
      planId: "free",
      isTrial: false,
      trialEndsAt: null,
      trialDaysRemaining: 0,
    });
  });

  it("gives a trial the trial plan and rounds days remaining up", () => {
    const trialEndsAt = new Date(now.getTime() + 2.1 * 86_400_000);
    const limits = computePlanLimits(input({ trialEndsAt }));
    expect(limits).toMatchObject({
      isTrial: true,
      siteLimit: 5,
      canAccessFeatures: true,
      trialDaysRemaining: 3,
    });
    expect(limits.trialEndsAt).toBe(trialEndsAt.toISOString());
  });

  it("ends the trial when it is past or payment is active", () => {
    expect(computePlanLimits(input({ trialEndsAt: new Date(now.getTime() - 1) })).isTrial).toBe(false);
    const paid = computePlanLimits(
      input(
        { planId: "agency", paymentStatus: "active", trialEndsAt: new Date(now.getTime() + 86_400_000) },
        { userPlan: agency },
      ),
    );
    expect(paid).toMatchObject({
      isTrial: false,
      siteLimit: -1,
      canAddSite: true,
      canAccessFeatures: true,
      planId: "agency",
    });
  });

  it("does not treat an active payment on the free plan, or an inactive payment, as a paid plan", () => {
    expect(
      computePlanLimits(input({ planId: "free", paymentStatus: "active" }, { userPlan: free }))
        .canAccessFeatures,
    ).toBe(false);
    expect(
      computePlanLimits(input({ planId: "pro", paymentStatus: "past_due" }, { userPlan: pro })).planId,
    ).toBe("free");
  });
});

describe("unpaid invoices (spec §4)", () => {
  it("counts pending and overdue, hiding pending 'ai-' invoices", () => {
    const invoices = [
      { invoiceNumber: "INV-1", status: "pending" as const },
      { invoiceNumber: "INV-2", status: "overdue" as const },
      { invoiceNumber: "INV-3", status: "paid" as const },
      { invoiceNumber: "ai-77", status: "pending" as const },
      { invoiceNumber: "ai-78", status: "overdue" as const },
    ];
    expect(visibleUnpaidInvoices(invoices).map((invoice) => invoice.invoiceNumber)).toEqual([
      "INV-1",
      "INV-2",
      "ai-78",
    ]);
  });

  it("grants payment-page access to an active plan without unpaid invoices, or a trial", () => {
    const paid = computePlanLimits(input({ planId: "pro", paymentStatus: "active" }, { userPlan: pro }));
    expect(canAccessPaidArea(paid, 0)).toBe(true);
    expect(canAccessPaidArea(paid, 1)).toBe(false);
    const trial = computePlanLimits(input({ trialEndsAt: new Date(now.getTime() + 1000) }));
    expect(canAccessPaidArea(trial, 2)).toBe(true);
  });
});
