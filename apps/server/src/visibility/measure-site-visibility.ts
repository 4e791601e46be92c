import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { visibilityAnswers, visibilityRuns } from "../db/schema";
import { configuredAiEngines } from "../providers/ai-engines/configured-ai-engines";
import type { AiEngine, EngineAnswer } from "../providers/ai-engines/types";
import type { ServerContext } from "../server-context";
import { findOwnedSite } from "../sites/find-owned-site";
import { type AnswerFindings, analyzeAnswer } from "./analyze-answer";
import { getVisibilitySetup } from "./get-visibility-setup";
import { summarizeAnswers } from "./summarize-answers";

type Context = Pick<ServerContext, "database" | "env" | "logger">;

/**
 * Asks every configured engine each of the site's prompts N times (samples in parallel), stores every
 * answer with its findings, and the engine's metrics and token usage on its run. An engine whose
 * every call failed gets a failed run. Returns how many engines completed.
 */
export async function measureSiteVisibility(
  context: Context,
  userId: string,
  siteId: string,
): Promise<number> {
  const { database, env, logger } = context;
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
    });
    const findings: AnswerFindings[] = [];
    const usage = { inputTokens: 0, outputTokens: 0, toolCalls: 0 };
    let lastError: string | null = null;
    for (const prompt of setup.prompts) {
      const answers = await Promise.all(
        Array.from({ length: samples }, (_, index) =>
          ask(engine, prompt.text, prompt.language, country, index + 1),
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
      continue;
    }
    completed += 1;
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
  }
  return completed;
}

async function ask(
  engine: AiEngine,
  prompt: string,
  language: "tr" | "en",
  country: string | null,
  sample: number,
): Promise<{ sample: number; answer: EngineAnswer } | { sample: number; error: string }> {
  try {
    return { sample, answer: await engine.ask(prompt, { language, country }) };
  } catch (error) {
    return { sample, error: (error as Error).message };
  }
}
