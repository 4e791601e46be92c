import { and, eq, gte, isNotNull } from "drizzle-orm";
import type { Database } from "../db/database";
import { currencySettings, visibilityRuns } from "../db/schema";
import type { Env } from "../env";
import { defaultCurrency } from "../plans/default-plans";

export interface AiCostLine {
  engine: string;
  model: string;
  runs: number;
  inputTokens: number;
  outputTokens: number;
  toolCalls: number;
  /** null: no price configured for the model in AI_PRICES_USD. */
  usd: number | null;
  /** null: unpriced, or no exchange rate stored yet. */
  try: number | null;
}

/**
 * What the AI visibility measurements cost the operator since a date, per engine and model: the
 * tokens and web-search calls the engines reported, priced with AI_PRICES_USD and converted to TRY
 * at the stored TCMB rate.
 */
export async function summarizeAiCosts(
  database: Database,
  env: Pick<Env, "AI_PRICES_USD">,
  since: Date,
): Promise<AiCostLine[]> {
  const [runs, [currency]] = await Promise.all([
    database.db
      .select({ engine: visibilityRuns.engine, model: visibilityRuns.model, usage: visibilityRuns.usage })
      .from(visibilityRuns)
      .where(and(gte(visibilityRuns.startedAt, since), isNotNull(visibilityRuns.usage))),
    database.db
      .select({ rate: currencySettings.currentRate })
      .from(currencySettings)
      .where(eq(currencySettings.id, defaultCurrency.id)),
  ]);
  const lines = new Map<string, AiCostLine>();
  for (const run of runs) {
    const key = `${run.engine}\u0000${run.model}`;
    const line = lines.get(key) ?? {
      engine: run.engine,
      model: run.model,
      runs: 0,
      inputTokens: 0,
      outputTokens: 0,
      toolCalls: 0,
      usd: null,
      try: null,
    };
    line.runs += 1;
    line.inputTokens += run.usage?.inputTokens ?? 0;
    line.outputTokens += run.usage?.outputTokens ?? 0;
    line.toolCalls += run.usage?.toolCalls ?? 0;
    lines.set(key, line);
  }
  const rate = currency?.rate ?? null;
  return [...lines.values()].map((line) => {
    const price = env.AI_PRICES_USD[line.model];
    if (!price) return line;
    const usd =
      (line.inputTokens / 1_000_000) * price.inputPerMillion +
      (line.outputTokens / 1_000_000) * price.outputPerMillion +
      line.toolCalls * price.perToolCall;
    return { ...line, usd, try: rate === null ? null : usd * rate };
  });
}
