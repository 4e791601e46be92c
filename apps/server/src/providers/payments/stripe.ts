import type { BillingInterval } from "@sitelens/shared";
import type { Env } from "../../env";
import { readCappedJson } from "../read-capped-response";
import { type CheckoutInput, type CheckoutStart, type PaymentProvider, PaymentProviderError } from "./types";

type StripeEnv = Pick<Env, "STRIPE_SECRET_KEY" | "STRIPE_PRICE_IDS" | "STRIPE_API_BASE">;
type FormValue = string | number | boolean | null | undefined | FormObject;
interface FormObject {
  [key: string]: FormValue;
}

/** Stripe's request bodies are form-encoded with bracketed keys: metadata[user_id]=…, line_items[0][price]=…. */
function encodeStripeForm(value: FormObject, prefix = ""): string[] {
  return Object.entries(value).flatMap(([key, item]) => {
    const name = prefix ? `${prefix}[${key}]` : key;
    if (item === null || item === undefined) return [];
    if (typeof item === "object") return encodeStripeForm(item, name);
    return [`${encodeURIComponent(name)}=${encodeURIComponent(String(item))}`];
  });
}

export type StripeCheckoutSession = {
  id: string;
  url: string | null;
  status: "open" | "complete" | "expired";
  payment_status: "paid" | "unpaid" | "no_payment_required";
  customer: string | null;
  subscription: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
};

export type StripeSubscriptionObject = {
  id: string;
  status: string;
  cancel_at_period_end?: boolean;
  items?: { data?: { id?: string; price?: { id?: string } }[] };
  /** Set while a change waits for its invoice (pending updates). */
  pending_update?: { expires_at: number } | null;
  /** Expanded on a plan change: the invoice to pay, and where the user pays or confirms it. */
  latest_invoice?: { id: string; status?: string; hosted_invoice_url?: string | null } | string | null;
};

/** The Stripe adapter (REST over fetch; STRIPE_API_BASE lets tests use a local server). */
export class StripeProvider implements PaymentProvider {
  readonly id = "stripe" as const;
  readonly planCurrency = "USD" as const;

  constructor(private readonly env: StripeEnv & { STRIPE_SECRET_KEY: string }) {}

  priceId(planId: string, interval: BillingInterval): string | undefined {
    return this.env.STRIPE_PRICE_IDS[planId]?.[interval];
  }

  sells(planId: string, interval: BillingInterval): boolean {
    return Boolean(this.priceId(planId, interval));
  }

  async startCheckout(input: CheckoutInput): Promise<CheckoutStart> {
    const { item, user } = input;
    const metadata = { payment_id: input.paymentId, user_id: user.id };
    const common = {
      client_reference_id: user.id,
      success_url: `${input.successUrl}${input.successUrl.includes("?") ? "&" : "?"}session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: input.cancelUrl,
      locale: input.language,
      ...(input.customerRef ? { customer: input.customerRef } : { customer_email: user.email }),
    };
    const body =
      item.kind === "plan"
        ? {
            ...common,
            mode: "subscription",
            line_items: { 0: { price: this.priceId(item.planId, item.interval), quantity: 1 } },
            metadata: { ...metadata, plan_id: item.planId, interval: item.interval },
            subscription_data: {
              metadata: { user_id: user.id, plan_id: item.planId, interval: item.interval },
            },
          }
        : {
            ...common,
            mode: "payment",
            line_items: {
              0: {
                quantity: 1,
                price_data: {
                  currency: input.price.currency.toLowerCase(),
                  unit_amount: Math.round(input.price.amount * 100),
                  product_data: { name: item.title },
                },
              },
            },
            metadata: { ...metadata, invoice_id: item.invoiceId },
          };
    const session = await this.call<StripeCheckoutSession>("POST", "/v1/checkout/sessions", body);
    if (!session.url) throw new PaymentProviderError("stripe", "checkout session without url");
    return { providerRef: session.id, redirectUrl: session.url };
  }

  /** The customer portal: manage the card and see invoices (an extra: cancelling works without it). */
  async createPortalSession(customer: string, returnUrl: string): Promise<string> {
    const session = await this.call<{ url: string }>("POST", "/v1/billing_portal/sessions", {
      customer,
      return_url: returnUrl,
    });
    return session.url;
  }

  /**
   * Moves a live subscription to another plan or interval in place (never a second subscription):
   * its one item gets the new price and `always_invoice` bills an upgrade's prorated difference at
   * once (a downgrade's unused time is credited). `pending_if_incomplete` makes Stripe apply the new
   * price only when that invoice is paid: a declined card or a 3-D Secure step leaves the old price
   * in place and the change in `pending_update` (decision 165). Pending updates accept only a few
   * parameters, so withdrawing a scheduled cancellation is a call of its own before.
   */
  async changeSubscription(
    subscriptionRef: string,
    change: { planId: string; interval: BillingInterval },
  ): Promise<StripeSubscriptionObject> {
    const path = `/v1/subscriptions/${encodeURIComponent(subscriptionRef)}`;
    const current = await this.call<StripeSubscriptionObject>("GET", path);
    const item = current.items?.data?.[0];
    const price = this.priceId(change.planId, change.interval);
    if (!item?.id || !price)
      throw new PaymentProviderError("stripe", "subscription without an item or price");
    if (current.cancel_at_period_end) await this.setCancelAtPeriodEnd(subscriptionRef, false);
    return this.call<StripeSubscriptionObject>("POST", path, {
      items: { 0: { id: item.id, price } },
      proration_behavior: "always_invoice",
      payment_behavior: "pending_if_incomplete",
      expand: { 0: "latest_invoice" },
    });
  }

  /** Cancel at the period's end (true) or take that back before it ends (false). */
  async setCancelAtPeriodEnd(subscriptionRef: string, cancel: boolean): Promise<StripeSubscriptionObject> {
    return this.call<StripeSubscriptionObject>(
      "POST",
      `/v1/subscriptions/${encodeURIComponent(subscriptionRef)}`,
      { cancel_at_period_end: cancel },
    );
  }

  /**
   * Ends the subscription now, with no further invoices (account deletion). One Stripe no longer
   * knows or already ended counts as cancelled.
   */
  async cancelNow(subscriptionRef: string): Promise<void> {
    try {
      await this.call("DELETE", `/v1/subscriptions/${encodeURIComponent(subscriptionRef)}`);
    } catch (error) {
      if (error instanceof PaymentProviderError && error.code === "resource_missing") return;
      throw error;
    }
  }

  private async call<T>(method: "GET" | "POST" | "DELETE", path: string, body?: FormObject): Promise<T> {
    let response: Response;
    try {
      response = await fetch(new URL(path, this.env.STRIPE_API_BASE), {
        method,
        headers: {
          authorization: `Bearer ${this.env.STRIPE_SECRET_KEY}`,
          ...(body ? { "content-type": "application/x-www-form-urlencoded" } : {}),
        },
        body: body ? encodeStripeForm(body).join("&") : undefined,
        signal: AbortSignal.timeout(20_000),
      });
    } catch (cause) {
      throw new PaymentProviderError("stripe", `network: ${(cause as Error).message}`);
    }
    const payload = (await readCappedJson(response, "stripe").catch((error: Error) => {
      throw new PaymentProviderError("stripe", error.message);
    })) as (T & { error?: undefined }) | { error: { type?: string; code?: string; message?: string } } | null;
    if (!response.ok || !payload || payload.error) {
      const error = payload?.error;
      throw new PaymentProviderError(
        "stripe",
        `${response.status} ${error?.type ?? ""} ${error?.message ?? "no body"}`,
        error?.code,
      );
    }
    return payload as T;
  }
}
