import { useQuery } from "@tanstack/react-query";
import { planLimitsQuery } from "@/features/sites/api/sites-api";

/** can_access_features (spec §6); unknown while loading, so nothing flashes open and then locks. */
export function useToolAccess(): "open" | "locked" | "unknown" {
  const limits = useQuery(planLimitsQuery());
  if (!limits.data) return "unknown";
  return limits.data.canAccessFeatures ? "open" : "locked";
}
