import { type IyzicoConfig, iyzicoRequest } from "./iyzico-http";
import { iyzicoResponseSignature, sameHex } from "./iyzico-signing";
import { IyzicoSubscriptions } from "./iyzico-subscriptions";
import type { CheckoutInput, CheckoutStart, PaymentProvider } from "./types";
import { PaymentProviderError } from "./types";

export type IyzicoCheckoutResult = {
  status: "success";
  conversationId: string;
  paymentId: string;
  paymentStatus: string;
  fraudStatus: number;
  price: number;
  paidPrice: number;
  currency: string;
  basketId: string;
  token: string;
  signature: string;
};

// iyzico requires an identity number; individuals without one are accepted with this placeholder.
const PLACEHOLDER_IDENTITY = "11111111111";
const address = (contactName: string) => ({
  contactName,
  city: "Istanbul",
  country: "Turkey",
  address: "Türkiye",
});
function personName(full: string): { name: string; surname: string } {
  const [name, ...rest] = full.trim().split(/\s+/);
  return { name: name || "Sitelens", surname: rest.join(" ") || name || "Sitelens" };
}

const INITIALIZE = "/payment/iyzipos/checkoutform/initialize/auth/ecom";
const RETRIEVE = "/payment/iyzipos/checkoutform/auth/ecom/detail";
/** iyzico prices are dot-decimal strings with at least one decimal ("1.0"). */
const price = (value: number) =>
  Number.isInteger(value) ? `${value}.0` : String(Math.round(value * 100) / 100);

/** The iyzico adapter: hosted checkout form for Turkish cards, in lira. */
export class IyzicoProvider implements PaymentProvider {
  readonly id = "iyzico" as const;
  readonly planCurrency = "TRY" as const;

  /** iyzico's subscription API, when the operator mapped plans to pricing plans (decision 159). */
  readonly subscriptions: IyzicoSubscriptions | null;

  constructor(
    private readonly config: IyzicoConfig,
    subscriptionPlans: Record<string, { month?: string; year?: string }> = {},
  ) {
    this.subscriptions =
      Object.keys(subscriptionPlans).length > 0 ? new IyzicoSubscriptions(config, subscriptionPlans) : null;
  }

  sells(): boolean {
    return true;
  }

  async startCheckout(input: CheckoutInput): Promise<CheckoutStart> {
    const { user, item } = input;
    const { name, surname } = personName(user.name);
    const amount = price(input.price.amount);
    const body = {
      locale: input.language,
      conversationId: input.paymentId,
      price: amount,
      paidPrice: amount,
      currency: "TRY",
      basketId: input.paymentId,
      paymentGroup: item.kind === "plan" ? "SUBSCRIPTION" : "PRODUCT",
      callbackUrl: input.callbackUrl,
      enabledInstallments: [1],
      buyer: {
        id: user.id,
        name,
        surname,
        gsmNumber: user.phone ?? undefined,
        email: user.email,
        identityNumber: PLACEHOLDER_IDENTITY,
        registrationAddress: "Türkiye",
        ip: user.ip,
        city: "Istanbul",
        country: "Turkey",
      },
      billingAddress: address(user.name),
      basketItems: [
        {
          id: item.kind === "plan" ? `${item.planId}-${item.interval}` : item.invoiceId,
          name: item.title,
          category1: "Software",
          itemType: "VIRTUAL",
          price: amount,
        },
      ],
    };
    const result = await this.call<{
      token: string;
      paymentPageUrl: string;
      conversationId: string;
      signature?: string;
    }>(INITIALIZE, body);
    const expected = iyzicoResponseSignature(this.config.secretKey, [result.conversationId, result.token]);
    if (!sameHex(result.signature, expected))
      throw new PaymentProviderError("iyzico", "initialize response signature mismatch");
    return { providerRef: result.token, redirectUrl: result.paymentPageUrl };
  }

  /** A subscription's checkout form (the plan's iyzico pricing plan); the browser gets its script. */
  async startSubscriptionCheckout(
    input: CheckoutInput,
    pricingPlanReferenceCode: string,
  ): Promise<{ token: string; checkoutFormContent: string }> {
    if (!this.subscriptions) throw new PaymentProviderError("iyzico", "subscriptions not configured");
    const { user } = input;
    return this.subscriptions.initializeCheckout(input, pricingPlanReferenceCode, {
      ...personName(user.name),
      email: user.email,
      gsmNumber: user.phone ?? undefined,
      identityNumber: PLACEHOLDER_IDENTITY,
      billingAddress: address(user.name),
      shippingAddress: address(user.name),
    });
  }

  /**
   * The result of a checkout form, retrieved by its token. `status: success` only says the call
   * worked: the caller checks paymentStatus and fraudStatus; the signature is checked here.
   */
  async retrieveCheckout(token: string, conversationId: string): Promise<IyzicoCheckoutResult> {
    const result = await this.call<IyzicoCheckoutResult>(RETRIEVE, { locale: "tr", conversationId, token });
    const expected = iyzicoResponseSignature(this.config.secretKey, [
      result.paymentStatus,
      result.paymentId,
      result.currency,
      result.basketId,
      result.conversationId,
      result.paidPrice,
      result.price,
      result.token,
    ]);
    if (!sameHex(result.signature, expected))
      throw new PaymentProviderError("iyzico", "retrieve response signature mismatch");
    return result;
  }

  get secretKey(): string {
    return this.config.secretKey;
  }

  private call<T>(path: string, payload: unknown): Promise<T> {
    return iyzicoRequest<T>(this.config, "POST", path, payload);
  }
}
