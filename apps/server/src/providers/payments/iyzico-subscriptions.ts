import type { BillingInterval } from "@sitelens/shared";
import { type IyzicoConfig, iyzicoRequest } from "./iyzico-http";
import type { CheckoutInput } from "./types";

type PlanRefs = Record<string, { month?: string; year?: string }>;
type Data<T> = { status: "success"; systemTime: number; data: T };

/** A subscription as iyzico's v2 API returns it (dates are epoch milliseconds). */
export type IyzicoSubscription = {
  referenceCode: string;
  parentReferenceCode?: string | null;
  pricingPlanReferenceCode: string;
  customerReferenceCode: string;
  subscriptionStatus: string;
  startDate?: number | null;
  endDate?: number | null;
};

/** One charge of a subscription: iyzico's "order", with its period and outcome. */
export type IyzicoOrder = {
  referenceCode: string;
  price: number;
  currencyCode: string;
  startPeriod: number;
  endPeriod: number;
  orderStatus: string;
};

export type IyzicoSubscriptionDetails = IyzicoSubscription & { orders?: IyzicoOrder[] };

const BASE = "/v2/subscription";
const ref = (code: string) => encodeURIComponent(code);

/**
 * iyzico's subscription API (docs.iyzico.com "Abonelik İşlemleri"): card subscriptions on pricing
 * plans the operator created at iyzico, mapped to our plans by IYZICO_SUBSCRIPTION_PLANS.
 */
export class IyzicoSubscriptions {
  constructor(
    private readonly config: IyzicoConfig,
    private readonly plans: PlanRefs,
  ) {}

  pricingPlan(planId: string, interval: BillingInterval): string | null {
    return this.plans[planId]?.[interval] ?? null;
  }

  planFor(pricingPlanReferenceCode: string): { planId: string; interval: BillingInterval } | null {
    for (const [planId, refs] of Object.entries(this.plans)) {
      if (refs.month === pricingPlanReferenceCode) return { planId, interval: "month" };
      if (refs.year === pricingPlanReferenceCode) return { planId, interval: "year" };
    }
    return null;
  }

  /** The subscription checkout form: iyzico answers a script to embed, not a page to redirect to. */
  async initializeCheckout(
    input: CheckoutInput,
    pricingPlanReferenceCode: string,
    customer: Record<string, unknown>,
  ): Promise<{ token: string; checkoutFormContent: string }> {
    return iyzicoRequest(this.config, "POST", `${BASE}/checkoutform/initialize`, {
      locale: input.language,
      conversationId: input.paymentId,
      callbackUrl: input.callbackUrl,
      pricingPlanReferenceCode,
      subscriptionInitialStatus: "ACTIVE",
      customer,
    });
  }

  /** iyzico's card update form for one subscription's customer (again a script to embed). */
  async initializeCardUpdate(input: {
    language: "tr" | "en";
    conversationId: string;
    callbackUrl: string;
    customerReferenceCode: string;
    subscriptionReferenceCode: string;
  }): Promise<{ token: string; checkoutFormContent: string }> {
    const { language, ...body } = input;
    return iyzicoRequest(this.config, "POST", `${BASE}/card-update/checkoutform/initialize`, {
      locale: language,
      ...body,
    });
  }

  async retrieveCheckout(token: string): Promise<IyzicoSubscription> {
    return (
      await iyzicoRequest<Data<IyzicoSubscription>>(this.config, "GET", `${BASE}/checkoutform/${ref(token)}`)
    ).data;
  }

  async details(subscriptionReferenceCode: string): Promise<IyzicoSubscriptionDetails> {
    const path = `${BASE}/subscriptions/${ref(subscriptionReferenceCode)}`;
    return (await iyzicoRequest<Data<IyzicoSubscriptionDetails>>(this.config, "GET", path)).data;
  }

  async cancel(subscriptionReferenceCode: string): Promise<void> {
    await iyzicoRequest(
      this.config,
      "POST",
      `${BASE}/subscriptions/${ref(subscriptionReferenceCode)}/cancel`,
      {},
    );
  }

  /**
   * Moves the subscription to another pricing plan now. iyzico documents no proration: the new plan
   * starts a new period at its own price. The answer is the subscription that now runs.
   */
  async upgrade(
    subscriptionReferenceCode: string,
    newPricingPlanReferenceCode: string,
  ): Promise<IyzicoSubscription> {
    const path = `${BASE}/subscriptions/${ref(subscriptionReferenceCode)}/upgrade`;
    return (
      await iyzicoRequest<Data<IyzicoSubscription>>(this.config, "POST", path, {
        newPricingPlanReferenceCode,
        upgradePeriod: "NOW",
        useTrial: false,
        resetRecurrenceCount: true,
      })
    ).data;
  }
}
