import { requireBotCheck } from "../bot-check/require-bot-check";
import { AppError } from "../errors/app-error";
import { authLimits } from "../rate-limit/auth-limits";
import { consumeRateLimit } from "../rate-limit/consume-rate-limit";
import { readRateLimit } from "../rate-limit/read-rate-limit";
import type { ServerContext } from "../server-context";

/** Wrong passwords for one account (from any IP) after which every sign-in to it needs the bot check. */
export const LOGIN_STEP_UP_AFTER_FAILURES = 5;
const STEP_UP_WINDOW_SECONDS = 15 * 60;

type Context = Pick<ServerContext, "env" | "database" | "logger">;

/**
 * Runs one password sign-in under limits that count failures, not attempts (decision 166). The hard
 * limits (429) are keyed on the IP and on account + IP, so a stranger failing ten times locks only
 * themselves; failures for the account from anywhere only step up to the bot check, which the real
 * owner can pass and a guessing script has to pay for on every further try.
 */
export async function guardLogin<T>(
  context: Context,
  who: { email: string; ip: string | null; botToken: string | undefined },
  attempt: () => Promise<T>,
): Promise<T> {
  const { database } = context;
  const hardLimits = authLimits("login", who.ip, who.email);
  const stepUp = {
    key: `login-failures:account:${who.email}`,
    max: LOGIN_STEP_UP_AFTER_FAILURES,
    windowSeconds: STEP_UP_WINDOW_SECONDS,
  };
  let retryAfterSeconds = 0;
  for (const rule of hardLimits) {
    const outcome = await readRateLimit(database, rule);
    if (!outcome.allowed) retryAfterSeconds = Math.max(retryAfterSeconds, outcome.retryAfterSeconds);
  }
  if (retryAfterSeconds > 0) throw new AppError("rate_limited", undefined, { retryAfterSeconds });
  if (!(await readRateLimit(database, stepUp)).allowed) {
    if (!who.botToken) throw new AppError("bot_check_required");
    await requireBotCheck(context, who.botToken, who.ip);
  }
  try {
    return await attempt();
  } catch (error) {
    if (error instanceof AppError && error.code === "invalid_credentials")
      for (const rule of [...hardLimits, stepUp]) await consumeRateLimit(database, rule);
    throw error;
  }
}
