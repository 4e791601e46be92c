import { createHmac, timingSafeEqual } from "node:crypto";

/** Stripe's default: a signature older (or newer) than 5 minutes is refused, against replays. */
export const STRIPE_TOLERANCE_SECONDS = 300;

/**
 * Verifies a `Stripe-Signature` header (`t=…,v1=…[,v1=…]`): HMAC-SHA256 with the endpoint secret
 * over `t + "." + rawBody`, the exact bytes received. Any v1 may match (secret rotation).
 */
export function verifyStripeSignature(options: {
  rawBody: string;
  header: string | undefined;
  secret: string;
  nowSeconds?: number;
}): boolean {
  if (!options.header) return false;
  const parts = options.header.split(",").map((part) => part.trim().split("="));
  const timestamp = Number(parts.find(([key]) => key === "t")?.[1]);
  const signatures = parts.filter(([key]) => key === "v1").map(([, value]) => value ?? "");
  if (!Number.isInteger(timestamp) || signatures.length === 0) return false;
  const now = options.nowSeconds ?? Math.floor(Date.now() / 1000);
  if (Math.abs(now - timestamp) > STRIPE_TOLERANCE_SECONDS) return false;
  const expected = createHmac("sha256", options.secret).update(`${timestamp}.${options.rawBody}`).digest();
  return signatures.some((signature) => {
    const given = Buffer.from(signature, "hex");
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
