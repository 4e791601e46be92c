import type { PublishBlockedReason } from "@sitelens/shared";
import type { Database } from "../db/database";
import { AppError } from "../errors/app-error";
import { requireFeatureAccess } from "../plans-limits/require-feature-access";

/**
 * Why the user's plan no longer lets a scheduled item go out, or null when it does. Scheduling is
 * gated when the item is saved, but it is sent later: a trial or plan may have ended in between,
 * and publishing must not outlive what was paid for.
 */
export async function publishingBlockedByPlan(
  database: Database,
  userId: string,
): Promise<PublishBlockedReason | null> {
  try {
    await requireFeatureAccess(database, userId);
    return null;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.code === "payment_required") return "payment_required";
    if (error.code === "feature_locked") return "plan_required";
    throw error;
  }
}
