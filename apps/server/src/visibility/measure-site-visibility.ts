import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { visibilityAnswers, visibilityRuns } from "../db/schema";
import { configuredAiEngines } from "../providers/ai-engines/configured-ai-engines";
import type { AiEngine, AskOptions, EngineAnswer } from "../providers/ai-engines/types";
import type { ServerContext } from "../server-context";
import { findOwnedSite } from "../sites/find-owned-site";
import { type AnswerFindings, analyzeAnswer } from "./analyze-answer";
import { getVisibilitySetup } from "./get-visibility-setup";
import { summarizeAnswers } from "./summarize-answers";

type Context = Pick<ServerContext, "database" | "env" | "logger">;

/**
 * Asks every configured engine each of the site's prompts N times (samples in parallel), stores every
 * answer with its findings, and the engine's metrics and token usage on its run. An engine whose
 * every call failed gets a failed run. Returns how many engines completed. An aborted job (pg-boss gave
 * it up) stops asking; a run it leaves is failed in `finally`, and one a killed worker leaves is failed
 * by the sweep (decision 167), which reads the job id stored on the run.
 */
export async function measureSiteVisibility(
  context: Context,
  userId: string,
  siteId: string,
  job: { jobId: string; signal: AbortSignal },
): Promise<number> {
  const { database, env } = context;
  const site = await findOwnedSite(database, userId, siteId);
  const setup = await getVisibilitySetup(database, userId, site.id);
  const samples = env.VISIBILITY_SAMPLES;
  const country =
    /\.tr$/i.test(new URL(site.url).hostname) || setup.prompts[0]?.language === "tr" ? "TR" : null;
  let completed = 0;
  for (const engine of configuredAiEngines(env)) {
    const runId = randomUUID();
    await database.db.insert(visibilityRuns).values({
      id: runId,
      userId,
      siteId: site.id,
      engine: engine.id,
      model: engine.model,
      status: "running",
      prompts: setup.prompts.length,
      samples,
      jobId: job.jobId,
    });
    try {
      if (await measureEngine(context, engine, runId, { site, setup, samples, country, signal: job.signal }))
        completed += 1;
    } finally {
      await database.db
        .update(visibilityRuns)
        .set({ status: "failed", error: "interrupted", finishedAt: new Date() })
        .where(and(eq(visibilityRuns.id, runId), eq(visibilityRuns.status, "running")));
    }
  }
  return completed;
}

type Measurement = {
  site: { id: string; url: string };
  setup: Awaited<ReturnType<typeof getVisibilitySetup>>;
  samples: number;
  country: string | null;
  signal: AbortSignal;
};

/** One engine's run: every prompt, N samples each; says whether the run completed. */
async function measureEngine(
  { database, logger }: Context,
  engine: AiEngine,
  runId: string,
  { site, setup, samples, country, signal }: Measurement,
): Promise<boolean> {
  const findings: AnswerFindings[] = [];
  const usage = { inputTokens: 0, outputTokens: 0, toolCalls: 0 };
  let lastError: string | null = null;
  for (const prompt of setup.prompts) {
    signal.throwIfAborted();
    const answers = await Promise.all(
      Array.from({ length: samples }, (_, index) =>
        ask(engine, prompt.text, { language: prompt.language, country, signal }, index + 1),
      ),
    );
    for (const result of answers) {
      if ("error" in result) {
        lastError = result.error;
        continue;
      }
      const found = analyzeAnswer(result.answer, { brand: setup.brand, url: site.url }, setup.competitors);
      findings.push(found);
      usage.inputTokens += result.answer.usage.inputTokens;
      usage.outputTokens += result.answer.usage.outputTokens;
      usage.toolCalls += result.answer.usage.toolCalls;
      await database.db.insert(visibilityAnswers).values({
        id: randomUUID(),
        runId,
        promptId: prompt.id,
        prompt: prompt.text,
        sample: result.sample,
        text: result.answer.text,
        citations: result.answer.citations,
        ...found,
      });
    }
  }
  if (findings.length === 0) {
    logger.warn({ engine: engine.id, err: lastError }, "AI visibility run failed");
    await database.db
      .update(visibilityRuns)
      .set({ status: "failed", error: lastError, usage, finishedAt: new Date() })
      .where(eq(visibilityRuns.id, runId));
    return false;
  }
  await database.db
    .update(visibilityRuns)
    .set({
      status: "completed",
      metrics: summarizeAnswers(findings),
      usage,
      error: lastError,
      finishedAt: new Date(),
    })
    .where(eq(visibilityRuns.id, runId));
  logger.info(
    { engine: engine.id, siteId: site.id, answers: findings.length, usage },
    "AI visibility measured",
  );
  return true;
}

async function ask(
  engine: AiEngine,
  prompt: string,
  options: AskOptions,
  sample: number,
): Promise<{ sample: number; answer: EngineAnswer } | { sample: number; error: string }> {
  try {
    return { sample, answer: await engine.ask(prompt, options) };
  } catch (error) {
    return { sample, error: (error as Error).message };
  }
}
