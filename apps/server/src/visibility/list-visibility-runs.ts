import type { VisibilityAnswer, VisibilityRun } from "@sitelens/shared";
import { and, asc, desc, eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { visibilityAnswers, visibilityRuns } from "../db/schema";
import { AppError } from "../errors/app-error";
import { findOwnedSite } from "../sites/find-owned-site";

type RunRow = typeof visibilityRuns.$inferSelect;

const runToApi = (row: RunRow): VisibilityRun => ({
  id: row.id,
  engine: row.engine,
  model: row.model,
  status: row.status,
  prompts: row.prompts,
  samples: row.samples,
  metrics: row.metrics,
  usage: row.usage,
  error: row.error,
  startedAt: row.startedAt.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null,
});

/** The site's measurements, newest first (the trend per engine). */
export async function listVisibilityRuns(
  database: Database,
  userId: string,
  siteId: string,
): Promise<VisibilityRun[]> {
  await findOwnedSite(database, userId, siteId);
  const rows = await database.db
    .select()
    .from(visibilityRuns)
    .where(and(eq(visibilityRuns.siteId, siteId), eq(visibilityRuns.userId, userId)))
    .orderBy(desc(visibilityRuns.startedAt))
    .limit(90);
  return rows.map(runToApi);
}

/** A run's raw answers with their citations and findings. */
export async function listVisibilityAnswers(
  database: Database,
  userId: string,
  runId: string,
): Promise<VisibilityAnswer[]> {
  const [run] = await database.db
    .select()
    .from(visibilityRuns)
    .where(and(eq(visibilityRuns.id, runId), eq(visibilityRuns.userId, userId)));
  if (!run) throw new AppError("not_found");
  const rows = await database.db
    .select()
    .from(visibilityAnswers)
    .where(eq(visibilityAnswers.runId, run.id))
    .orderBy(asc(visibilityAnswers.prompt), asc(visibilityAnswers.sample));
  return rows.map(({ runId: _run, promptId: _prompt, createdAt: _created, ...answer }) => answer);
}
