import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { invoices } from "../db/schema";
import type { BillingDb } from "./billing-db";

export type InvoiceRecord = {
  userId: string;
  provider: "stripe" | "iyzico" | "manual";
  providerRef: string;
  invoiceNumber: string;
  planId: string | null;
  planName: string;
  amount: number;
  currency: string;
  status: "pending" | "overdue" | "paid";
  dueDate: Date | null;
  paidDate: Date | null;
  payUrl?: string | null;
};

/**
 * Creates or updates the invoice of one provider charge. Paid is final: a failure reported late
 * (events arrive in any order) never turns a paid invoice back into an unpaid one.
 */
export async function recordInvoice(db: BillingDb, record: InvoiceRecord): Promise<string> {
  const [existing] = await db.select().from(invoices).where(eq(invoices.providerRef, record.providerRef));
  if (!existing) {
    const id = randomUUID();
    await db.insert(invoices).values({ id, ...record, payUrl: record.payUrl ?? null });
    return id;
  }
  if (existing.status === "paid") return existing.id;
  await db
    .update(invoices)
    .set({
      status: record.status,
      paidDate: record.paidDate,
      dueDate: record.dueDate ?? existing.dueDate,
      amount: record.amount,
      payUrl: record.payUrl ?? existing.payUrl,
    })
    .where(eq(invoices.id, existing.id));
  return existing.id;
}

/** Our own invoice numbers (iyzico and manual charges): readable, unique, never 'ai-'. */
export function newInvoiceNumber(now = new Date()): string {
  return `SL-${now.getUTCFullYear()}-${randomUUID().slice(0, 8).toUpperCase()}`;
}
