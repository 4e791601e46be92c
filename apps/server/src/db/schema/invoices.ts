import { index, numeric, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth";

/** Spec §3 Invoice: every charge; payment providers' webhooks and the admin CLI create them. */
export const invoices = pgTable(
  "invoices",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    invoiceNumber: text("invoice_number").notNull().unique(),
    planName: text("plan_name").notNull(),
    amount: numeric("amount", { precision: 12, scale: 2, mode: "number" }).notNull(),
    currency: text("currency").notNull().default("TRY"),
    status: text("status", { enum: ["pending", "overdue", "paid"] }).notNull(),
    dueDate: timestamp("due_date", { withTimezone: true }),
    paidDate: timestamp("paid_date", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** stripe, iyzico or manual; null for invoices from before payments existed. */
    provider: text("provider"),
    /** The provider's invoice or payment id: webhooks upsert by it. */
    providerRef: text("provider_ref").unique(),
    planId: text("plan_id"),
    /** Where the provider lets the customer pay this invoice (Stripe's hosted invoice page). */
    payUrl: text("pay_url"),
  },
  (table) => [index("invoices_user_created_idx").on(table.userId, table.createdAt)],
);
