import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

const hmacHex = (secret: string, text: string) => createHmac("sha256", secret).update(text).digest("hex");

/**
 * IYZWSv2: hex(HMAC-SHA256(secret, rnd + uriPath + bodyJson)) over the exact JSON sent, then
 * `IYZWSv2 base64("apiKey:…&randomKey:…&signature:…")`.
 */
export function iyzicoAuthorization(options: {
  apiKey: string;
  secretKey: string;
  path: string;
  body: string;
  random?: string;
}): { authorization: string; random: string } {
  const random = options.random ?? `${Date.now()}${randomBytes(6).toString("hex")}`;
  const signature = hmacHex(options.secretKey, random + options.path + options.body);
  const params = `apiKey:${options.apiKey}&randomKey:${random}&signature:${signature}`;
  return { authorization: `IYZWSv2 ${Buffer.from(params).toString("base64")}`, random };
}

/** iyzico's response signatures: HMAC of the listed fields joined with ':' (numbers as JSON wrote them). */
export function iyzicoResponseSignature(secretKey: string, fields: readonly (string | number)[]): string {
  return hmacHex(secretKey, fields.map(String).join(":"));
}

/** X-IYZ-Signature-V3 of a checkout-form webhook. */
export function iyzicoWebhookSignature(
  secretKey: string,
  payload: {
    iyziEventType: string;
    iyziPaymentId: number | string;
    token?: string;
    paymentConversationId: string;
    status: string;
  },
): string {
  const text =
    secretKey +
    payload.iyziEventType +
    String(payload.iyziPaymentId) +
    (payload.token ?? "") +
    payload.paymentConversationId +
    payload.status;
  return hmacHex(secretKey, text);
}

/**
 * X-IYZ-Signature-V3 of a subscription webhook (docs.iyzico.com "Webhook", subscription format):
 * hex(HMAC-SHA256(secretKey, merchantId + secretKey + iyziEventType + subscriptionReferenceCode +
 * orderReferenceCode + customerReferenceCode)).
 */
export function iyzicoSubscriptionWebhookSignature(
  merchantId: string,
  secretKey: string,
  payload: {
    iyziEventType: string;
    subscriptionReferenceCode: string;
    orderReferenceCode: string;
    customerReferenceCode: string;
  },
): string {
  const text =
    merchantId +
    secretKey +
    payload.iyziEventType +
    payload.subscriptionReferenceCode +
    payload.orderReferenceCode +
    payload.customerReferenceCode;
  return hmacHex(secretKey, text);
}

export function sameHex(a: string | undefined, b: string): boolean {
  if (!a) return false;
  const left = Buffer.from(a.toLowerCase(), "utf8");
  const right = Buffer.from(b, "utf8");
  return left.length === right.length && timingSafeEqual(left, right);
}
