import type { PaymentStatus } from "@sitelens/shared";
import { describe, expect, it } from "vitest";
import { pickBanner } from "./pick-banner";
import { planLimitsFixture } from "./plan-limits-fixture";

const limits = planLimitsFixture;
const invoice = {
  id: "i1",
  invoiceNumber: "INV-1",
  planName: "Pro",
  amount: 10,
  currency: "TRY",
  status: "pending" as const,
  dueDate: null,
  paidDate: null,
  createdAt: "2026-01-01T00:00:00Z",
};
const unpaid: PaymentStatus = { canAccessFeatures: false, unpaidInvoices: [invoice] };

describe("pickBanner", () => {
  it("puts the rate limit before the trial and the trial before payment", () => {
    const trial = { isTrial: true, trialDaysRemaining: 2 };
    const rate = { analysisRateLimit: { limited: true, minutesRemaining: 42 } };
    expect(pickBanner(limits({ ...trial, ...rate }), unpaid)).toEqual({ kind: "rate-limit", minutes: 42 });
    expect(pickBanner(limits(trial), unpaid)).toEqual({ kind: "trial", days: 2, urgent: true });
    expect(pickBanner(limits(), unpaid)).toEqual({ kind: "payment", unpaid: 1 });
    expect(pickBanner(limits(), { canAccessFeatures: true, unpaidInvoices: [] })).toBeNull();
  });

  it("makes the trial urgent at three days or fewer", () => {
    expect(pickBanner(limits({ isTrial: true, trialDaysRemaining: 4 }), undefined)).toMatchObject({
      urgent: false,
    });
    expect(pickBanner(limits({ isTrial: true, trialDaysRemaining: 3 }), undefined)).toMatchObject({
      urgent: true,
    });
  });
});
