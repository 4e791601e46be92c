import type { Database } from "../db/database";
import { AppError } from "../errors/app-error";
import { loadPlanLimits } from "./load-plan-limits";

/** Spec §6: tools need an active paid plan or a trial ('Pro Plan Gerekli' otherwise). */
export async function requireFeatureAccess(database: Database, userId: string): Promise<void> {
  const limits = await loadPlanLimits(database, userId);
  if (!limits.canAccessFeatures) throw new AppError("feature_locked");
}
