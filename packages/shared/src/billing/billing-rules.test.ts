import { describe, expect, it } from "vitest";
import { matchPlanForAmount } from "./match-plan-for-amount";
import { liraPrice, orderSummary } from "./order-summary";

const plans = [
  { id: "free", price: 0, yearlyPrice: 0 },
  { id: "pro", price: 29, yearlyPrice: 313.2 },
  { id: "agency", price: 79, yearlyPrice: 853.2 },
];

describe("invoice plan matching (spec §9)", () => {
  it("matches within 2 units or 5 percent of the monthly or yearly price times the rate", () => {
    expect(matchPlanForAmount(plans, 29, 1)).toEqual({ planId: "pro", interval: "month", days: 30 });
    expect(matchPlanForAmount(plans, 30.9, 1)).toEqual({ planId: "pro", interval: "month", days: 30 });
    expect(matchPlanForAmount(plans, 31.5, 1)).toBeNull();
    expect(matchPlanForAmount(plans, 313.2 * 0.96, 1)).toEqual({
      planId: "pro",
      interval: "year",
      days: 365,
    });
    expect(matchPlanForAmount(plans, 79 * 42.5, 42.5)).toEqual({
      planId: "agency",
      interval: "month",
      days: 30,
    });
    expect(matchPlanForAmount(plans, 853.2 * 42.5 * 1.04, 42.5)).toMatchObject({
      planId: "agency",
      days: 365,
    });
    expect(matchPlanForAmount(plans, 500, 1)).toBeNull();
  });
});

describe("order summary", () => {
  it("keeps USD as stored and shows lira in whole units with KDV included", () => {
    expect(orderSummary(29, "USD", 42.5)).toEqual({
      currency: "USD",
      subtotal: 29,
      taxRate: 0,
      tax: 0,
      total: 29,
    });
    const lira = orderSummary(29, "TRY", 42.5);
    expect(lira.total).toBe(1250);
    expect(lira.subtotal).toBe(1041.67);
    expect(lira.tax).toBe(208.33);
  });

  it("rounds lira prices the way shops do: whole lira, then tens, then fifties", () => {
    expect(liraPrice(1.99, 42.5)).toBe(85);
    expect(liraPrice(9, 42.5)).toBe(380);
    expect(liraPrice(29, 42.5)).toBe(1250);
    expect(liraPrice(79, 42.5)).toBe(3350);
    expect(liraPrice(0, 42.5)).toBe(0);
  });
});
