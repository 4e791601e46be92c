import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { payments } from "../../db/schema";
import { AppError } from "../../errors/app-error";
import { renderIyzicoFormPage } from "./render-iyzico-form-page";

/**
 * The page that shows iyzico's subscription form: iyzico answers its initialize call with a script
 * to embed (no hosted page), so we serve it, for the payment's owner, while the payment is pending.
 */
export async function iyzicoFormPage(
  database: Database,
  userId: string,
  paymentId: string,
  options: { language: "tr" | "en"; iyzicoOrigin: string },
): Promise<{ html: string; csp: string }> {
  const [row] = await database.db
    .select({ form: payments.checkoutForm, status: payments.status })
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.userId, userId)));
  if (!row?.form || row.status !== "pending") throw new AppError("not_found");
  return renderIyzicoFormPage(row.form, options);
}
