import type { Invoice } from "@sitelens/shared";
import type { invoices } from "../db/schema";

const iso = (value: Date | null) => value?.toISOString() ?? null;

/** An invoices row as the API shows it (spec §3 Invoice). */
export function toInvoice(row: typeof invoices.$inferSelect): Invoice {
  return {
    id: row.id,
    invoiceNumber: row.invoiceNumber,
    planName: row.planName,
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    dueDate: iso(row.dueDate),
    paidDate: iso(row.paidDate),
    createdAt: row.createdAt.toISOString(),
  };
}
