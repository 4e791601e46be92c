import type { BillingInterval, CheckoutProvider } from "@sitelens/shared";

export type Money = { amount: number; currency: "USD" | "TRY" };

/** What a checkout buys: a plan's subscription, or one unpaid invoice. */
export type CheckoutItem =
  | { kind: "plan"; planId: string; interval: BillingInterval; title: string }
  | { kind: "invoice"; invoiceId: string; title: string };

export type CheckoutInput = {
  paymentId: string;
  user: { id: string; email: string; name: string; phone: string | null; ip: string };
  item: CheckoutItem;
  price: Money;
  language: "tr" | "en";
  /** The provider's customer id from an earlier purchase (Stripe). */
  customerRef: string | null;
  /** Where the provider sends the browser back (success, cancel) or posts the result (iyzico). */
  successUrl: string;
  cancelUrl: string;
  callbackUrl: string;
};

export type CheckoutStart = { providerRef: string; redirectUrl: string };

/**
 * One payment provider. Activation never comes from here: only a verified webhook or a
 * server-side retrieval (each provider's own module) moves a payment out of pending.
 */
export interface PaymentProvider {
  readonly id: CheckoutProvider;
  /** The currency this provider charges a plan in. */
  readonly planCurrency: "USD" | "TRY";
  /** Whether it can sell this plan and interval (Stripe needs a configured price). */
  sells(planId: string, interval: BillingInterval): boolean;
  startCheckout(input: CheckoutInput): Promise<CheckoutStart>;
}

/** A provider call that failed: the user sees spec §8's payment error, the log gets the detail. */
export class PaymentProviderError extends Error {
  constructor(
    readonly provider: CheckoutProvider,
    message: string,
    readonly code?: string,
  ) {
    super(`${provider}: ${message}`);
    this.name = "PaymentProviderError";
  }
}
