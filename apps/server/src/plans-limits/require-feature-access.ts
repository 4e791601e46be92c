import { visibleUnpaidInvoices } from "@sitelens/shared";
import { eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { invoices } from "../db/schema";
import { AppError } from "../errors/app-error";
import { loadPlanLimits } from "./load-plan-limits";

/**
 * Spec §6: tools need an active paid plan or a trial ('Pro Plan Gerekli' otherwise); spec §4: a
 * paid plan with unpaid invoices must pay them first (402), a trial is never held up.
 */
export async function requireFeatureAccess(database: Database, userId: string): Promise<void> {
  const limits = await loadPlanLimits(database, userId);
  if (!limits.canAccessFeatures) throw new AppError("feature_locked");
  if (limits.isTrial) return;
  const rows = await database.db
    .select({ invoiceNumber: invoices.invoiceNumber, status: invoices.status })
    .from(invoices)
    .where(eq(invoices.userId, userId));
  if (visibleUnpaidInvoices(rows).length > 0) throw new AppError("payment_required");
}
