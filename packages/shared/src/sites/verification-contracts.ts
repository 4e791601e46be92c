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
  /** Only in the answer to a failed check: what was found instead, so the user knows what to fix. */
  failure: z
    .object({
      reason: z.enum([
        "unreachable",
        "http_status",
        "wrong_content",
        "tag_missing",
        "no_txt",
        "txt_mismatch",
      ]),
      /** The HTTP status seen (http_status). */
      status: z.number().int().optional(),
      /** The TXT records seen on the host (txt_mismatch), at most five, each cut to 200 characters. */
      seen: z.array(z.string()).optional(),
    })
    .optional(),
});
export const verificationCheckRequestSchema = z.object({ method: z.enum(VERIFICATION_METHODS) });

export type Verification = z.infer<typeof verificationSchema>;
