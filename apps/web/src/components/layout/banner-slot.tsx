import { PlanBanner } from "@/features/plan/components/plan-banner";
import { useLiveAnalysis } from "@/features/sites/api/use-live-analysis";

/**
 * Where the plan banner (rate limit, then trial, then payment required) goes above the app content.
 * Mounted once per signed-in page, it also follows running analyses for their toasts.
 */
export function BannerSlot() {
  useLiveAnalysis();
  return <PlanBanner />;
}
