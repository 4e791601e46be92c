import { CODE_RESEND_COOLDOWN_SECONDS, type CodeType } from "@sitelens/shared";
import { eq } from "drizzle-orm";
import { verifications } from "../db/schema";
import { AppError } from "../errors/app-error";
import type { Language } from "../http/language";
import { sendMail } from "../mail/send-mail";
import { consumeRateLimit } from "../rate-limit/consume-rate-limit";
import type { ServerContext } from "../server-context";
import { codeIdentifier, OTP_TYPE } from "./code-identifier";

export function codeCooldownKey(type: CodeType, email: string): string {
  return `code-cooldown:${type}:${email}`;
}

/**
 * Creates a fresh 4-digit code (the previous one stops working) and e-mails it now, so the user
 * sees a send failure at once. The 50 s resend cooldown is held in the database (a registration counts it
 * itself, before it replaces anything).
 */
export async function sendCode(
  context: Pick<ServerContext, "env" | "database" | "logger" | "auth">,
  email: string,
  type: CodeType,
  language: Language,
  options: { cooldownCounted?: boolean } = {},
): Promise<void> {
  if (!options.cooldownCounted) {
    const cooldown = await consumeRateLimit(context.database, {
      key: codeCooldownKey(type, email),
      max: 1,
      windowSeconds: CODE_RESEND_COOLDOWN_SECONDS,
    });
    if (!cooldown.allowed)
      throw new AppError("code_resend_too_soon", undefined, {
        retryAfterSeconds: cooldown.retryAfterSeconds,
      });
  }

  await context.database.db
    .delete(verifications)
    .where(eq(verifications.identifier, codeIdentifier(type, email)));
  const code = await context.auth.api.createVerificationOTP({ body: { email, type: OTP_TYPE[type] } });
  try {
    await sendMail(
      context,
      email,
      { kind: type === "signup" ? "signup-code" : "reset-code", code },
      language,
    );
  } catch (error) {
    context.logger.error({ err: error, type }, "verification code e-mail failed");
    throw new AppError("code_send_failed");
  }
}
