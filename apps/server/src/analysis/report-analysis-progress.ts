import type { CrawlProgress } from "@sitelens/engine";
import type { AnalysisProgress } from "@sitelens/shared";
import { and, eq } from "drizzle-orm";
import { sites } from "../db/schema";
import { publishEvent } from "../events/publish-event";
import type { ServerContext } from "../server-context";
import { throttleProgress } from "./throttle-progress";

/**
 * A stage can run long without news (one Lighthouse run, a Crawl-delay): the last progress is
 * re-sent this often so the browser, which gives up after 35 silent seconds, hears the worker.
 */
export const PROGRESS_HEARTBEAT_MS = 10_000;

/**
 * A Lighthouse run on a small page takes about this long on an idle machine: ≈ 7 s with Lighthouse's default
 * configuration, ≈ 0.65–0.70 of that with the narrowed one (decision 156, docs/performance.md); refined as runs end.
 */
const FIRST_RUN_ESTIMATE_MS = 5_000;

function pathOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return `${parsed.pathname}${parsed.search}`;
  } catch {
    return undefined;
  }
}

/**
 * Progress of one analysis attempt into `sites.progress` and `site.progress` events: throttled,
 * stamped with `updatedAt`, heartbeating until stopped, and written only while the attempt is
 * still the site's current one.
 */
export function reportAnalysisProgress(
  context: Pick<ServerContext, "database" | "logger">,
  site: { id: string; userId: string; attemptId: string },
) {
  let last: Omit<AnalysisProgress, "updatedAt"> = { stage: "robots", pagesCrawled: 0, pagesQueued: 0 };
  const throttled = throttleProgress((value: AnalysisProgress) => {
    void saveProgress(context, site, value).catch((error) =>
      context.logger.warn({ err: (error as Error).message }, "progress not saved"),
    );
  });
  let speedStartedAt: number | null = null;
  const send = () => throttled.report({ ...last, updatedAt: new Date().toISOString() });
  const heartbeat = setInterval(send, PROGRESS_HEARTBEAT_MS);
  return {
    report({ stage, pagesCrawled, pagesQueued, currentUrl, run, runs }: CrawlProgress) {
      let etaSeconds: number | undefined;
      if (run !== undefined && runs !== undefined) {
        speedStartedAt ??= Date.now();
        // Mean duration of the finished runs (or a first guess) times the runs left, this one included.
        const perRun = run > 1 ? (Date.now() - speedStartedAt) / (run - 1) : FIRST_RUN_ESTIMATE_MS;
        etaSeconds = Math.ceil((perRun * (runs - run + 1)) / 1000);
      }
      last = { stage, pagesCrawled, pagesQueued, page: pathOf(currentUrl), run, runs, etaSeconds };
      send();
    },
    stop() {
      clearInterval(heartbeat);
      throttled.cancel();
    },
  };
}

async function saveProgress(
  context: Pick<ServerContext, "database">,
  site: { id: string; userId: string; attemptId: string },
  progress: AnalysisProgress,
): Promise<void> {
  const updated = await context.database.db
    .update(sites)
    .set({ progress })
    .where(
      and(eq(sites.id, site.id), eq(sites.status, "analyzing"), eq(sites.analysisAttemptId, site.attemptId)),
    )
    .returning({ id: sites.id });
  if (updated.length === 0) return;
  await publishEvent(context.database, {
    userId: site.userId,
    type: "site.progress",
    data: { id: site.id, ...progress },
  });
}
