import { z } from "zod";

/** Why a vendor call failed, as the server's ProviderError kinds: the interface words each in tr and en. */
export const VENDOR_ERROR_KINDS = [
  "unauthorized",
  "payment_required",
  "rate_limited",
  "timeout",
  "unavailable",
  "invalid_request",
  "bad_response",
] as const;
export const vendorErrorKindSchema = z.enum(VENDOR_ERROR_KINDS);
export type VendorErrorKind = z.infer<typeof vendorErrorKindSchema>;

/**
 * A channel whose publish failed and waits for its next try: "retrying (attempt 2 of 5)", the
 * vendor's words and about when the next try runs.
 */
export const channelRetrySchema = z.object({
  /** The attempt that comes next, 2 to `of`. */
  attempt: z.number().int(),
  of: z.number().int(),
  nextAt: z.string().nullable(),
  errorKind: vendorErrorKindSchema.nullable(),
  /** The vendor's own words. */
  message: z.string().nullable(),
});
export type ChannelRetry = z.infer<typeof channelRetrySchema>;
