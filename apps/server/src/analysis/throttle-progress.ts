import type { AnalysisProgress } from "@sitelens/shared";

/**
 * Hands on at most one progress report per interval, always the latest, so a fast crawl does
 * not flood the database and the event stream.
 */
export function throttleProgress(deliver: (progress: AnalysisProgress) => void, intervalMs = 500) {
  let last = 0;
  let pending: AnalysisProgress | null = null;
  let timer: NodeJS.Timeout | null = null;
  const send = () => {
    timer = null;
    if (!pending) return;
    last = Date.now();
    const progress = pending;
    pending = null;
    deliver(progress);
  };
  return {
    report(progress: AnalysisProgress) {
      pending = progress;
      const wait = last + intervalMs - Date.now();
      if (wait <= 0) send();
      else timer ??= setTimeout(send, wait);
    },
    cancel() {
      if (timer) clearTimeout(timer);
      pending = null;
    },
  };
}
