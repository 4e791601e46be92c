import type { Database } from "../db/database";
import { consumeUsage, refundUsage } from "../usage/consume-usage";

/** Counts one AI generation before the provider is called and gives it back when the call fails. */
export async function withAiGeneration<T>(
  database: Database,
  userId: string,
  run: () => Promise<T>,
): Promise<T> {
  await consumeUsage(database, userId, "ai_generations");
  try {
    return await run();
  } catch (error) {
    await refundUsage(database, userId, "ai_generations");
    throw error;
  }
}
