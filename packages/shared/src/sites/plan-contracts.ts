import { z } from "zod";
import { localizedSchema } from "../scan-result";

/** API contracts of plan limits, payment status and the errors that name them. */

/** `details` of the 403 site_limit_reached error (spec §8: plan title and site count; whether the e-mail failed). */
export const siteLimitErrorDetailsSchema = z.object({
  planTitle: localizedSchema,
  currentSiteCount: z.number().int(),
  siteLimit: z.number().int(),
  /** True only on the first hit, when the limit e-mail and warning notification were sent. */
  firstHit: z.boolean(),
  emailFailed: z.boolean(),
});

/** `details` of the 429 analysis_rate_limited error ('Analiz limiti dolu'). */
export const rateLimitErrorDetailsSchema = z.object({ minutesRemaining: z.number().int() });

export const planLimitsSchema = z.object({
  siteLimit: z.number().int(),
  currentSiteCount: z.number().int(),
  canAddSite: z.boolean(),
  canAccessFeatures: z.boolean(),
  planId: z.string(),
  planTitle: localizedSchema,
  isTrial: z.boolean(),
  trialEndsAt: z.string().nullable(),
  trialDaysRemaining: z.number().int(),
  /** Present when analyses are rate limited and the user has used them up. */
  analysisRateLimit: z.object({ limited: z.boolean(), minutesRemaining: z.number().int() }),
});

export const INVOICE_STATUSES = ["pending", "overdue", "paid"] as const;
export const invoiceSchema = z.object({
  id: z.string(),
  invoiceNumber: z.string(),
  planName: z.string(),
  amount: z.number(),
  currency: z.string(),
  status: z.enum(INVOICE_STATUSES),
  dueDate: z.string().nullable(),
  paidDate: z.string().nullable(),
  createdAt: z.string(),
});
export const paymentStatusSchema = z.object({
  canAccessFeatures: z.boolean(),
  unpaidInvoices: z.array(invoiceSchema),
});

export type SiteLimitErrorDetails = z.infer<typeof siteLimitErrorDetailsSchema>;
export type RateLimitErrorDetails = z.infer<typeof rateLimitErrorDetailsSchema>;
export type PlanLimitsResponse = z.infer<typeof planLimitsSchema>;
export type Invoice = z.infer<typeof invoiceSchema>;
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;
