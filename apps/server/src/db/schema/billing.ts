import { boolean, index, numeric, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { invoices } from "./invoices";

export const PAYMENT_PROVIDERS = ["stripe", "iyzico", "manual"] as const;

/**
 * The user's subscription at a payment provider (one per user). `lastEventAt` is the provider's
 * time of the newest event applied, so an older event delivered late cannot undo a newer state.
 */
export const subscriptions = pgTable("subscriptions", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  provider: text("provider", { enum: PAYMENT_PROVIDERS }).notNull(),
  customerRef: text("customer_ref"),
  subscriptionRef: text("subscription_ref"),
  planId: text("plan_id").notNull(),
  interval: text("interval", { enum: ["month", "year"] }).notNull(),
  /** The provider's status: active, trialing, past_due, unpaid, canceled… */
  status: text("status").notNull(),
  currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }),
  cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
  /**
   * A plan change that waits for its invoice to be paid (Stripe's pending update, decision 165): the
   * plan it would give and where the user confirms or pays it. Null when nothing waits.
   */
  pendingPlanId: text("pending_plan_id"),
  pendingInterval: text("pending_interval", { enum: ["month", "year"] }),
  pendingExpiresAt: timestamp("pending_expires_at", { withTimezone: true }),
  pendingInvoiceRef: text("pending_invoice_ref"),
  pendingPayUrl: text("pending_pay_url"),
  lastEventAt: timestamp("last_event_at", { withTimezone: true }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One checkout attempt (spec §4 Payment: pending, then succeeded or failed). Only a verified
 * webhook or a server-side retrieval moves it out of pending.
 */
export const payments = pgTable(
  "payments",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: text("provider", { enum: PAYMENT_PROVIDERS }).notNull(),
    /** Stripe Checkout Session id or iyzico checkout-form token. */
    providerRef: text("provider_ref").unique(),
    planId: text("plan_id"),
    interval: text("interval", { enum: ["month", "year"] }),
    /** Set when the payment settles an unpaid invoice instead of buying a plan. */
    invoiceId: text("invoice_id").references(() => invoices.id, { onDelete: "set null" }),
    amount: numeric("amount", { precision: 12, scale: 2, mode: "number" }).notNull(),
    currency: text("currency").notNull(),
    status: text("status", { enum: ["pending", "succeeded", "failed", "cancelled"] }).notNull(),
    failureReason: text("failure_reason"),
    /**
     * iyzico subscription checkouts only: the form script iyzico returned, which our own page embeds
     * (its subscription form has no hosted page to redirect to). Its presence marks the payment as
     * a subscription's first charge.
     */
    checkoutForm: text("checkout_form"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("payments_user_idx").on(table.userId)],
);

/** Provider events already applied: the same event delivered twice changes nothing. */
export const paymentEvents = pgTable(
  "payment_events",
  {
    provider: text("provider", { enum: PAYMENT_PROVIDERS }).notNull(),
    eventId: text("event_id").notNull(),
    type: text("type").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.eventId] })],
);

/**
 * A verified provider event that names no user we hold (a deleted account, a subscription replaced
 * or never bound): kept for the operator (`npm run admin -- unmatched-events`), since money may still
 * be moving for nobody.
 */
export const unmatchedPaymentEvents = pgTable(
  "unmatched_payment_events",
  {
    id: text("id").primaryKey(),
    provider: text("provider", { enum: PAYMENT_PROVIDERS }).notNull(),
    eventId: text("event_id").notNull(),
    type: text("type").notNull(),
    customerRef: text("customer_ref"),
    subscriptionRef: text("subscription_ref"),
    /** Amount and currency for money events, as the provider sent them, to judge urgency. */
    detail: text("detail"),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("unmatched_payment_events_received_idx").on(table.receivedAt)],
);
