import { AppError } from "../errors/app-error";
import type { ServerContext } from "../server-context";
import { verifyAltcha } from "./verify-altcha";
import { verifyTurnstile } from "./verify-turnstile";

/** Refuses the request unless its bot-check token passes: Turnstile when configured, ALTCHA otherwise. */
export async function requireBotCheck(
  context: Pick<ServerContext, "env" | "database" | "logger">,
  token: string,
  remoteIp: string | null,
): Promise<void> {
  const { env } = context;
  let passed: boolean;
  try {
    if (env.TURNSTILE_SECRET_KEY) {
      const answer = await verifyTurnstile({
        verifyUrl: env.TURNSTILE_VERIFY_URL,
        secret: env.TURNSTILE_SECRET_KEY,
        token,
        remoteIp,
      });
      if (!answer.success) context.logger.info({ errorCodes: answer.errorCodes }, "turnstile refused");
      passed = answer.success;
    } else {
      passed = await verifyAltcha(context, token);
    }
  } catch (error) {
    context.logger.warn({ err: error }, "bot check could not be completed");
    passed = false;
  }
  if (!passed) throw new AppError("bot_check_failed");
}
