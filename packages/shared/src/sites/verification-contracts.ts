import { z } from "zod";

/** API contracts of site verification (spec §4 Site connection). */

export const VERIFICATION_METHODS = ["file", "meta", "dns"] as const;
export const VERIFICATION_STATUSES = ["not_connected", "verified", "failed"] as const;
export const verificationSchema = z.object({
  status: z.enum(VERIFICATION_STATUSES),
  method: z.enum(VERIFICATION_METHODS).nullable(),
  checkedAt: z.string().nullable(),
  file: z.object({ name: z.string(), content: z.string(), url: z.string() }),
  meta: z.object({ tag: z.string() }),
  dns: z.object({ type: z.literal("TXT"), name: z.string(), value: z.string() }),
});
export const verificationCheckRequestSchema = z.object({ method: z.enum(VERIFICATION_METHODS) });

export type Verification = z.infer<typeof verificationSchema>;
