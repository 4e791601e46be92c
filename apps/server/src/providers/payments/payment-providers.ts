import type { CheckoutProvider } from "@sitelens/shared";
import type { Env } from "../../env";
import { IyzicoProvider } from "./iyzico";
import { StripeProvider } from "./stripe";
import type { PaymentProvider } from "./types";

export type PaymentProviders = {
  stripe: StripeProvider | null;
  iyzico: IyzicoProvider | null;
  configured: CheckoutProvider[];
};

/** The providers this installation has keys for; none is an honest "no online payment". */
export function paymentProviders(env: Env): PaymentProviders {
  const stripe = env.STRIPE_SECRET_KEY
    ? new StripeProvider({ ...env, STRIPE_SECRET_KEY: env.STRIPE_SECRET_KEY })
    : null;
  const iyzico =
    env.IYZICO_API_KEY && env.IYZICO_SECRET_KEY
      ? new IyzicoProvider(
          { apiKey: env.IYZICO_API_KEY, secretKey: env.IYZICO_SECRET_KEY, baseUrl: env.IYZICO_BASE_URL },
          env.IYZICO_SUBSCRIPTION_PLANS,
        )
      : null;
  const configured: CheckoutProvider[] = [];
  if (stripe) configured.push("stripe");
  if (iyzico) configured.push("iyzico");
  return { stripe, iyzico, configured };
}

/**
 * Who charges: the one asked for if configured; otherwise iyzico for lira (Turkish cards) and
 * Stripe for dollars, falling back to whichever exists.
 */
export function pickProvider(
  providers: PaymentProviders,
  currency: "USD" | "TRY",
  wanted?: CheckoutProvider,
): PaymentProvider | null {
  if (wanted) return providers[wanted];
  if (currency === "TRY" && providers.iyzico) return providers.iyzico;
  return providers.stripe ?? providers.iyzico;
}
