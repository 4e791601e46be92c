import { z } from "zod";
import { currencySettings } from "../db/schema";
import { defineJob } from "../jobs/define-job";
import { defaultCurrency } from "../plans/default-plans";
import { fetchTcmbUsdRate } from "../providers/currency/tcmb";
import type { ServerContext } from "../server-context";

/**
 * Stores today's TRY-per-USD rate from TCMB. When the source fails the stored rate (the last
 * good one) stays: prices keep working on yesterday's rate rather than on none.
 */
export async function refreshExchangeRate(
  context: Pick<ServerContext, "database" | "env" | "logger">,
): Promise<{ updated: boolean; rate: number | null }> {
  try {
    const { rate, date } = await fetchTcmbUsdRate(context.env.TCMB_BASE_URL);
    const row = { currentRate: rate, updatedAt: new Date() };
    await context.database.db
      .insert(currencySettings)
      .values({ id: defaultCurrency.id, ...row })
      .onConflictDoUpdate({ target: currencySettings.id, set: row });
    context.logger.info({ rate, date }, "exchange rate refreshed");
    return { updated: true, rate };
  } catch (error) {
    context.logger.warn({ err: (error as Error).message }, "exchange rate kept: TCMB failed");
    return { updated: false, rate: null };
  }
}

/** Daily; a failure is retried later in the day and otherwise waits for tomorrow's run. */
export const refreshExchangeRateJob = defineJob({
  name: "refresh-exchange-rate",
  payload: z.object({}).default({}),
  options: { retryLimit: 3, retryDelaySeconds: 900, retryBackoff: false, expireInSeconds: 120 },
  async handle(_payload, context) {
    const { updated } = await refreshExchangeRate(context);
    if (!updated) throw new Error("TCMB exchange rate unavailable; the last good rate is kept");
  },
});
