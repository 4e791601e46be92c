import type { Invoice } from "@sitelens/shared";
import { desc, eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { invoices } from "../db/schema";
import { toInvoice } from "./to-invoice";

/** The user's invoices newest first; pending ones numbered 'ai-…' are hidden (spec §4). */
export async function listInvoices(database: Database, userId: string): Promise<Invoice[]> {
  const rows = await database.db
    .select()
    .from(invoices)
    .where(eq(invoices.userId, userId))
    .orderBy(desc(invoices.createdAt));
  return rows
    .filter((row) => !(row.status === "pending" && row.invoiceNumber.toLowerCase().startsWith("ai-")))
    .map(toInvoice);
}
