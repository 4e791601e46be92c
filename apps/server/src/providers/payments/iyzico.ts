import { iyzicoAuthorization, iyzicoResponseSignature, sameHex } from "./iyzico-signing";
import type { CheckoutInput, CheckoutStart, PaymentProvider } from "./types";
import { PaymentProviderError } from "./types";

type IyzicoConfig = { apiKey: string; secretKey: string; baseUrl: string };
type IyzicoFailure = { status: "failure"; errorCode?: string | number; errorMessage?: string };

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

const INITIALIZE = "/payment/iyzipos/checkoutform/initialize/auth/ecom";
const RETRIEVE = "/payment/iyzipos/checkoutform/auth/ecom/detail";
/** iyzico prices are dot-decimal strings with at least one decimal ("1.0"). */
const price = (value: number) =>
  Number.isInteger(value) ? `${value}.0` : String(Math.round(value * 100) / 100);

/** The iyzico adapter: hosted checkout form for Turkish cards, in lira. */
export class IyzicoProvider implements PaymentProvider {
  readonly id = "iyzico" as const;
  readonly planCurrency = "TRY" as const;

  constructor(private readonly config: IyzicoConfig) {}

  sells(): boolean {
    return true;
  }

  async startCheckout(input: CheckoutInput): Promise<CheckoutStart> {
    const { user, item } = input;
    const [name, ...rest] = user.name.trim().split(/\s+/);
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
        name: name || "Sitelens",
        surname: rest.join(" ") || name || "Sitelens",
        gsmNumber: user.phone ?? undefined,
        email: user.email,
        // iyzico requires an identity number; individuals without one are accepted with this placeholder.
        identityNumber: "11111111111",
        registrationAddress: "Türkiye",
        ip: user.ip,
        city: "Istanbul",
        country: "Turkey",
      },
      billingAddress: { contactName: user.name, city: "Istanbul", country: "Turkey", address: "Türkiye" },
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

  private async call<T>(path: string, payload: unknown): Promise<T> {
    const body = JSON.stringify(payload);
    const { authorization, random } = iyzicoAuthorization({ ...this.config, path, body });
    let response: Response;
    try {
      response = await fetch(new URL(path, this.config.baseUrl), {
        method: "POST",
        headers: {
          authorization,
          "x-iyzi-rnd": random,
          "content-type": "application/json",
          accept: "application/json",
        },
        body,
        signal: AbortSignal.timeout(20_000),
      });
    } catch (cause) {
      throw new PaymentProviderError("iyzico", `network: ${(cause as Error).message}`);
    }
    const result = (await response.json().catch(() => null)) as
      | (T & { status: "success" })
      | IyzicoFailure
      | null;
    if (result?.status !== "success") {
      const failure = result as IyzicoFailure | null;
      throw new PaymentProviderError(
        "iyzico",
        `${response.status} ${failure?.errorMessage ?? "no body"}`,
        failure?.errorCode === undefined ? undefined : String(failure.errorCode),
      );
    }
    return result as T;
  }
}
