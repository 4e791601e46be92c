import { index, numeric, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth";

/** Spec §3 Invoice. Payments create them in a later issue; plan limits already read them. */
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
  },
  (table) => [index("invoices_user_created_idx").on(table.userId, table.createdAt)],
);
