import { createHmac, randomUUID } from "node:crypto";

const DAY_MS = 86_400_000;
const hmac = (secret: string, text: string) => createHmac("sha256", secret).update(text).digest("hex");

type Order = {
  referenceCode: string;
  price: number;
  currencyCode: string;
  startPeriod: number;
  endPeriod: number;
  orderStatus: "SUCCESS" | "FAILED" | "WAITING";
};
type Subscription = {
  referenceCode: string;
  parentReferenceCode: string | null;
  pricingPlanReferenceCode: string;
  customerReferenceCode: string;
  subscriptionStatus: string;
  createdDate: number;
  startDate: number;
  orders: Order[];
};
type Form = {
  token: string;
  callbackUrl: string;
  pricingPlanReferenceCode: string;
  customerEmail: string;
  /** Set once the holder paid: retrieving the token again answers the same subscription. */
  subscriptionRef?: string;
};
/** What the card holder's attempt on the form ends in: an active subscription, or a declined card. */
export type SubscriptionFormOutcome = "ACTIVE" | "DECLINED";
export type PricingPlans = Record<string, { price: number; days: number }>;
type Reply = { status: number; body: unknown };

/**
 * iyzico's v2 subscription API (docs.iyzico.com "Abonelik İşlemleri"): checkout form initialize and
 * retrieve, subscription details with its orders, cancel and upgrade, and the subscription-format
 * webhooks signed with X-IYZ-Signature-V3. Responses wrap results in `data`; failures carry
 * `status: failure` with an error code, as iyzico's do.
 */
export function localIyzicoSubscriptions(options: {
  secretKey: string;
  merchantId: string;
  plans: PricingPlans;
}) {
  const forms = new Map<string, Form>();
  const outcomes = new Map<string, SubscriptionFormOutcome>();
  const subscriptions = new Map<string, Subscription>();
  const customers = new Map<string, string>();
  const success = (data?: unknown): Reply => ({
    status: 200,
    body: { status: "success", systemTime: Date.now(), ...(data === undefined ? {} : { data }) },
  });
  const failure = (status: number, errorCode: string, errorMessage: string): Reply => ({
    status,
    body: { status: "failure", errorCode, errorMessage, systemTime: Date.now() },
  });
  const order = (plan: string, start: number, orderStatus: Order["orderStatus"]): Order => {
    const priced = options.plans[plan]!;
    return {
      referenceCode: randomUUID(),
      price: priced.price,
      currencyCode: "TRY",
      startPeriod: start,
      endPeriod: start + priced.days * DAY_MS,
      orderStatus,
    };
  };
  const brief = ({ orders: _, ...rest }: Subscription) => rest;

  function handle(method: string, path: string, body: Record<string, unknown>): Reply {
    if (method === "POST" && path === "/v2/subscription/checkoutform/initialize") {
      const plan = String(body.pricingPlanReferenceCode);
      if (!options.plans[plan]) return failure(422, "201600", "Ödeme planı bulunamadı");
      const customer = body.customer as { email?: string } | undefined;
      if (!customer?.email) return failure(422, "100001", "customer.email gönderilmesi zorunludur");
      const token = randomUUID();
      const callbackUrl = String(body.callbackUrl);
      forms.set(token, { token, callbackUrl, pricingPlanReferenceCode: plan, customerEmail: customer.email });
      // Like iyzico's, the script draws the form into #iyzipay-checkout-form; paying posts the token back.
      const script = `(function(){var f=document.createElement("form");f.method="post";f.action=${JSON.stringify(callbackUrl)};var i=document.createElement("input");i.type="hidden";i.name="token";i.value=${JSON.stringify(token)};f.appendChild(i);var b=document.createElement("button");b.textContent="Abone ol";f.appendChild(b);document.getElementById("iyzipay-checkout-form").appendChild(f);})();`;
      return {
        status: 200,
        body: {
          status: "success",
          systemTime: Date.now(),
          token,
          checkoutFormContent: `<script type="text/javascript">${script}</script>`,
          tokenExpireTime: 1800,
          conversationId: body.conversationId,
        },
      };
    }
    if (method === "POST" && path === "/v2/subscription/card-update/checkoutform/initialize") {
      const owned = [...subscriptions.values()].some(
        (row) =>
          row.referenceCode === body.subscriptionReferenceCode &&
          row.customerReferenceCode === body.customerReferenceCode,
      );
      if (!owned) return failure(404, "201300", "Abonelik bulunamadı");
      return {
        status: 200,
        body: {
          status: "success",
          systemTime: Date.now(),
          token: randomUUID(),
          checkoutFormContent: '<script type="text/javascript">/* iyzico card update form */</script>',
          tokenExpireTime: 1800,
        },
      };
    }
    const form = /^\/v2\/subscription\/checkoutform\/([^/]+)$/.exec(path);
    if (method === "GET" && form) {
      const pending = forms.get(decodeURIComponent(form[1]!));
      if (!pending) return failure(404, "201400", "Token bulunamadı");
      const existing = pending.subscriptionRef ? subscriptions.get(pending.subscriptionRef) : undefined;
      if (existing) return success(brief(existing));
      if (outcomes.get(pending.token) === "DECLINED") return failure(422, "10051", "Kart limiti yetersiz");
      const now = Date.now();
      const customer = customers.get(pending.customerEmail) ?? randomUUID();
      customers.set(pending.customerEmail, customer);
      const created: Subscription = {
        referenceCode: randomUUID(),
        parentReferenceCode: null,
        pricingPlanReferenceCode: pending.pricingPlanReferenceCode,
        customerReferenceCode: customer,
        subscriptionStatus: "ACTIVE",
        createdDate: now,
        startDate: now,
        orders: [order(pending.pricingPlanReferenceCode, now, "SUCCESS")],
      };
      subscriptions.set(created.referenceCode, created);
      pending.subscriptionRef = created.referenceCode;
      return success(brief(created));
    }
    const one = /^\/v2\/subscription\/subscriptions\/([^/]+)(?:\/(cancel|upgrade))?$/.exec(path);
    const subscription = one ? subscriptions.get(decodeURIComponent(one[1]!)) : undefined;
    if (one && !subscription) return failure(404, "201300", "Abonelik bulunamadı");
    if (method === "GET" && one && subscription && !one[2]) return success(subscription);
    if (method === "POST" && subscription && one?.[2] === "cancel") {
      if (subscription.subscriptionStatus === "CANCELED")
        return failure(422, "201310", "Abonelik zaten iptal");
      subscription.subscriptionStatus = "CANCELED";
      return success();
    }
    if (method === "POST" && subscription && one?.[2] === "upgrade") {
      const plan = String(body.newPricingPlanReferenceCode);
      if (!options.plans[plan]) return failure(422, "201600", "Ödeme planı bulunamadı");
      if (body.upgradePeriod !== "NOW" && body.upgradePeriod !== "NEXT_PERIOD")
        return failure(422, "100001", "upgradePeriod gönderilmesi zorunludur");
      subscription.subscriptionStatus = "UPGRADED";
      const now = Date.now();
      const upgraded: Subscription = {
        ...subscription,
        referenceCode: randomUUID(),
        parentReferenceCode: subscription.referenceCode,
        pricingPlanReferenceCode: plan,
        subscriptionStatus: "ACTIVE",
        startDate: now,
        orders: [order(plan, now, "SUCCESS")],
      };
      subscriptions.set(upgraded.referenceCode, upgraded);
      return success(brief(upgraded));
    }
    return failure(404, "404", "Bulunamadı");
  }

  return {
    handle,
    outcomes,
    subscriptions,
    /** The form token's subscription once the holder paid (the fake binds them at retrieval). */
    subscriptionOf: (token: string) => forms.get(token)?.subscriptionRef,
    /**
     * iyzico charges the next period: the order succeeds or fails (the subscription becomes UNPAID),
     * and the subscription-format webhook is returned signed as iyzico signs it.
     */
    renew(referenceCode: string, outcome: "SUCCESS" | "FAILED") {
      const subscription = subscriptions.get(referenceCode)!;
      const last = subscription.orders.at(-1)!;
      const next = order(subscription.pricingPlanReferenceCode, last.endPeriod, outcome);
      subscription.orders.push(next);
      subscription.subscriptionStatus = outcome === "SUCCESS" ? "ACTIVE" : "UNPAID";
      return this.webhook(referenceCode, next.referenceCode, outcome);
    },
    webhook(referenceCode: string, orderReferenceCode: string, outcome: "SUCCESS" | "FAILED") {
      const subscription = subscriptions.get(referenceCode)!;
      const payload = {
        orderReferenceCode,
        customerReferenceCode: subscription.customerReferenceCode,
        subscriptionReferenceCode: referenceCode,
        iyziReferenceCode: randomUUID(),
        iyziEventType: outcome === "SUCCESS" ? "subscription.order.success" : "subscription.order.failure",
        iyziEventTime: Date.now(),
      };
      const signature = hmac(
        options.secretKey,
        options.merchantId +
          options.secretKey +
          payload.iyziEventType +
          payload.subscriptionReferenceCode +
          payload.orderReferenceCode +
          payload.customerReferenceCode,
      );
      return { payload, signature };
    },
  };
}
