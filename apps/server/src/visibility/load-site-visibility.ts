import type { EngineVisibility, VisibilityEngine } from "@sitelens/shared";
import { and, desc, eq, inArray } from "drizzle-orm";
import type { Database } from "../db/database";
import { visibilityRuns } from "../db/schema";
import type { Env } from "../env";
import { configuredAiEngines } from "../providers/ai-engines/configured-ai-engines";
import type { SiteRow } from "../sites/site-to-api";

export type SiteVisibilityMap = Map<string, Record<VisibilityEngine, EngineVisibility>>;

/**
 * Each site's ChatGPT, Gemini and Grok figure: the latest completed measurement when that engine is
 * configured, otherwise the analysis's readiness estimate (labelled by `mode`).
 */
export async function loadSiteVisibility(
  database: Database,
  env: Env,
  rows: Pick<SiteRow, "id" | "chatgptVisibility" | "geminiVisibility" | "grokVisibility">[],
): Promise<SiteVisibilityMap> {
  const configured = new Set(configuredAiEngines(env).map((engine) => engine.id));
  const runs =
    rows.length === 0 || configured.size === 0
      ? []
      : await database.db
          .select()
          .from(visibilityRuns)
          .where(
            and(
              inArray(
                visibilityRuns.siteId,
                rows.map((row) => row.id),
              ),
              eq(visibilityRuns.status, "completed"),
            ),
          )
          .orderBy(desc(visibilityRuns.startedAt));
  const result: SiteVisibilityMap = new Map();
  for (const row of rows) {
    const estimate = {
      chatgpt: row.chatgptVisibility,
      gemini: row.geminiVisibility,
      grok: row.grokVisibility,
    };
    const engines = {} as Record<VisibilityEngine, EngineVisibility>;
    for (const engine of ["chatgpt", "gemini", "grok"] as const) {
      const run = configured.has(engine)
        ? runs.find(
            (candidate) => candidate.siteId === row.id && candidate.engine === engine && candidate.metrics,
          )
        : undefined;
      engines[engine] =
        run?.metrics && run.finishedAt
          ? {
              mode: "measured",
              score: run.metrics.score,
              measuredAt: run.finishedAt.toISOString(),
              prompts: run.prompts,
              samples: run.samples,
              metrics: run.metrics,
              runId: run.id,
            }
          : { mode: "estimate", score: estimate[engine] };
    }
    result.set(row.id, engines);
  }
  return result;
}
