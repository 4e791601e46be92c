import type { RateLimitErrorDetails } from "@sitelens/shared";
import { AppError } from "../errors/app-error";
import { consumeAnalysisRateLimit } from "../plans-limits/analysis-rate-limit";
import type { ServerContext } from "../server-context";

/** Counts the analysis against the user's hourly allowance (when one is set) or throws 'Analiz limiti dolu'. */
export async function consumeAnalysisAllowance(
  context: Pick<ServerContext, "database" | "env">,
  userId: string,
) {
  const limit = await consumeAnalysisRateLimit(context.database, context.env, userId);
  if (!limit.limited) return;
  const minutes = limit.minutesRemaining;
  throw new AppError(
    "analysis_rate_limited",
    {
      tr: `Analiz limiti dolu. Yaklaşık ${minutes} dakika sonra tekrar deneyin.`,
      en: `Analysis limit reached. Try again in about ${minutes} minutes.`,
    },
    { minutesRemaining: minutes } satisfies RateLimitErrorDetails,
  );
}
