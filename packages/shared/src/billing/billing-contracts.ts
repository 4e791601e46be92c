import { z } from "zod";
import { invoiceSchema } from "../sites/plan-contracts";
import { usageEntrySchema } from "../usage/usage-quotas";

export const BILLING_INTERVALS = ["month", "year"] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];
export const CHECKOUT_PROVIDERS = ["stripe", "iyzico"] as const;
export type CheckoutProvider = (typeof CHECKOUT_PROVIDERS)[number];

const summarySchema = z.object({
  currency: z.enum(["USD", "TRY"]),
  subtotal: z.number(),
  taxRate: z.number(),
  tax: z.number(),
  total: z.number(),
});

/** Which providers this installation has (none: /pricing and /billing say so honestly). */
export const billingConfigSchema = z.object({ providers: z.array(z.enum(CHECKOUT_PROVIDERS)) });

/** Buy a plan, or pay one of the user's unpaid invoices. */
export const checkoutRequestSchema = z.union([
  z.object({
    planId: z.string().min(1).max(50),
    interval: z.enum(BILLING_INTERVALS),
    currency: z.enum(["USD", "TRY"]),
    provider: z.enum(CHECKOUT_PROVIDERS).optional(),
  }),
  z.object({ invoiceId: z.string().min(1).max(100), provider: z.enum(CHECKOUT_PROVIDERS).optional() }),
]);

export const orderQuerySchema = z.object({
  plan: z.string().min(1).max(50).optional(),
  interval: z.enum(BILLING_INTERVALS).optional(),
  currency: z.enum(["USD", "TRY"]).optional(),
  invoice: z.string().min(1).max(100).optional(),
});

/** The order /payment shows before handing over to the provider. */
export const orderSchema = z.object({
  kind: z.enum(["plan", "invoice"]),
  planId: z.string().nullable(),
  planTitle: z.object({ tr: z.string(), en: z.string() }).nullable(),
  interval: z.enum(BILLING_INTERVALS).nullable(),
  invoice: invoiceSchema.nullable(),
  summary: summarySchema,
  /** Which provider would charge it, and in which currency it really charges. */
  provider: z.enum(CHECKOUT_PROVIDERS).nullable(),
  chargedSummary: summarySchema.nullable(),
  /**
   * iyzico subscriptions (decision 159): "automatic" when the purchase renews by itself each period,
   * "changeNow" when it changes a running subscription at once, without proration.
   */
  renewal: z.enum(["automatic", "changeNow"]).optional(),
});

export const checkoutResponseSchema = z.object({ paymentId: z.string(), redirectUrl: z.string() });

export const PAYMENT_STATES = ["pending", "succeeded", "failed", "cancelled"] as const;
export const paymentSchema = z.object({
  id: z.string(),
  status: z.enum(PAYMENT_STATES),
  provider: z.string(),
  planId: z.string().nullable(),
  interval: z.enum(BILLING_INTERVALS).nullable(),
  amount: z.number(),
  currency: z.string(),
  failureReason: z.string().nullable(),
});

export const subscriptionSchema = z.object({
  provider: z.string(),
  planId: z.string(),
  interval: z.enum(BILLING_INTERVALS),
  status: z.string(),
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  /** Stripe's customer portal (manage card, cancel) is available. */
  canManage: z.boolean(),
  canCancel: z.boolean(),
  /** The provider charges the next period by itself (Stripe, iyzico subscriptions). */
  renews: z.boolean().optional(),
  /** A cancellation at period end that can still be taken back (Stripe; iyzico cannot). */
  canResume: z.boolean().optional(),
  /**
   * A plan change waiting for its invoice to be paid (declined card, or 3-D Secure to confirm):
   * the plan it gives once paid, until when it waits, and the provider's page to pay or confirm it.
   */
  pendingChange: z
    .object({
      planId: z.string(),
      interval: z.enum(BILLING_INTERVALS),
      expiresAt: z.string().nullable(),
      payUrl: z.string().nullable(),
    })
    .nullable()
    .optional(),
});

export const billingOverviewSchema = z.object({
  providers: z.array(z.enum(CHECKOUT_PROVIDERS)),
  subscription: subscriptionSchema.nullable(),
  subscriptionEndDate: z.string().nullable(),
  invoices: z.array(invoiceSchema),
  usage: z.array(usageEntrySchema),
});

export const redirectResponseSchema = z.object({ url: z.string() });

export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;
export type Order = z.infer<typeof orderSchema>;
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;
export type Payment = z.infer<typeof paymentSchema>;
export type BillingOverview = z.infer<typeof billingOverviewSchema>;
export type Subscription = z.infer<typeof subscriptionSchema>;
