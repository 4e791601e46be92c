import { toast } from "@/components/ui/toast";

/** How long after the score toast the analysis's own new tasks are still told in it. */
const MERGE_WINDOW_MS = 10_000;
const shown = new Map<string, { title: string; at: number }>();

const toastId = (siteId: string) => `analysis-${siteId}`;

/** Spec §4: a finished analysis toasts its new score. */
export function showAnalysisToast(siteId: string, title: string) {
  shown.set(siteId, { title, at: Date.now() });
  toast.success(title, { id: toastId(siteId) });
}

/**
 * Only one toast shows at a time (spec §9), so the tasks an analysis just created are told inside
 * its score toast instead of hiding it. False when no such toast is recent.
 */
export function addToAnalysisToast(siteId: string, description: string): boolean {
  const recent = shown.get(siteId);
  if (!recent || Date.now() - recent.at > MERGE_WINDOW_MS) return false;
  toast.success(recent.title, { id: toastId(siteId), description });
  return true;
}
