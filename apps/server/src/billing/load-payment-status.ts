import { canAccessPaidArea, type PaymentStatus, visibleUnpaidInvoices } from "@sitelens/shared";
import { desc, eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { invoices } from "../db/schema";
import { loadPlanLimits } from "../plans-limits/load-plan-limits";

const iso = (value: Date | null) => value?.toISOString() ?? null;

/** Spec §3 Payment status: payment-page access and the unpaid invoices the banner names. */
export async function loadPaymentStatus(database: Database, userId: string): Promise<PaymentStatus> {
  const rows = await database.db
    .select()
    .from(invoices)
    .where(eq(invoices.userId, userId))
    .orderBy(desc(invoices.createdAt));
  const unpaid = visibleUnpaidInvoices(rows);
  const limits = await loadPlanLimits(database, userId);
  return {
    canAccessFeatures: canAccessPaidArea(limits, unpaid.length),
    unpaidInvoices: unpaid.map((row) => ({
      id: row.id,
      invoiceNumber: row.invoiceNumber,
      planName: row.planName,
      amount: row.amount,
      currency: row.currency,
      status: row.status,
      dueDate: iso(row.dueDate),
      paidDate: iso(row.paidDate),
      createdAt: row.createdAt.toISOString(),
    })),
  };
}
