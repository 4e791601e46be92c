import { CODE_RESEND_COOLDOWN_SECONDS, type registerRequestSchema } from "@sitelens/shared";
import { and, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import { users, verifications } from "../db/schema";
import { AppError } from "../errors/app-error";
import type { Language } from "../http/language";
import { consumeRateLimit } from "../rate-limit/consume-rate-limit";
import type { ServerContext } from "../server-context";
import { codeIdentifier } from "./code-identifier";
import { callAuth } from "./map-auth-error";
import { codeCooldownKey, sendCode } from "./send-code";
import { bindSignupBrowser, signupBindingIdentifier } from "./signup-browser";

type Registration = z.output<typeof registerRequestSchema>;

/**
 * Creates the account unconfirmed, e-mails the signup code and returns the token of the browser that may
 * prove it. An unconfirmed account of the same address is replaced: nobody has proved owning it. The
 * replacement is all or nothing, so the only code that works always belongs to the password now stored:
 * the resend cooldown is counted before anything changes, every earlier code of the address is deleted
 * with the old account, and the new code verifies only in the browser that registered (a code e-mailed
 * for someone else's registration cannot confirm it, so nobody confirms an account with a stranger's password).
 */
export async function registerAccount(
  context: Pick<ServerContext, "env" | "database" | "logger" | "auth">,
  input: Registration,
  language: Language,
): Promise<{ browserToken: string }> {
  const { db } = context.database;
  const [existing] = await db
    .select({ id: users.id, verified: users.emailVerified })
    .from(users)
    .where(eq(users.email, input.email));
  if (existing?.verified) throw new AppError("email_taken");
  const cooldown = await consumeRateLimit(context.database, {
    key: codeCooldownKey("signup", input.email),
    max: 1,
    windowSeconds: CODE_RESEND_COOLDOWN_SECONDS,
  });
  if (!cooldown.allowed)
    throw new AppError("code_resend_too_soon", undefined, { retryAfterSeconds: cooldown.retryAfterSeconds });

  await db
    .delete(verifications)
    .where(
      inArray(verifications.identifier, [
        codeIdentifier("signup", input.email),
        codeIdentifier("password_reset", input.email),
        signupBindingIdentifier(input.email),
      ]),
    );
  if (existing) await db.delete(users).where(and(eq(users.id, existing.id), eq(users.emailVerified, false)));

  await callAuth("registration_failed", () =>
    context.auth.api.signUpEmail({
      body: {
        name: input.name,
        email: input.email,
        password: input.password,
        phone: input.phone,
        language: input.language ?? language,
      },
    }),
  );
  const browserToken = await bindSignupBrowser(context.database, input.email);
  await sendCode(context, input.email, "signup", language, { cooldownCounted: true });
  return { browserToken };
}
