import { renderToBuffer } from "@react-pdf/renderer";
import { and, eq } from "drizzle-orm";
import { createElement } from "react";
import type { Database } from "../db/database";
import { invoices, users } from "../db/schema";
import { AppError } from "../errors/app-error";
import { registerFonts } from "../reports/render-site-report";
import { InvoiceDocument } from "./invoice-document";
import { toInvoice } from "./to-invoice";

/** One of the user's own invoices as a PDF; another user's invoice is simply not found. */
export async function renderInvoicePdf(
  database: Database,
  userId: string,
  invoiceId: string,
  language: "tr" | "en",
): Promise<{ pdf: Buffer; fileName: string }> {
  const [row] = await database.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), eq(invoices.userId, userId)));
  const [user] = await database.db.select().from(users).where(eq(users.id, userId));
  if (!row || !user) throw new AppError("not_found");
  registerFonts();
  const data = {
    invoice: toInvoice(row),
    customer: { name: user.name, email: user.email, address: user.address },
    language,
  };
  try {
    // biome-ignore lint/suspicious/noExplicitAny: renderToBuffer wants a Document element; ours renders one
    const pdf = await renderToBuffer(createElement(InvoiceDocument, { data }) as any);
    return { pdf, fileName: `${row.invoiceNumber.replace(/[^\w.-]+/g, "_")}.pdf` };
  } catch {
    throw new AppError("pdf_failed");
  }
}
