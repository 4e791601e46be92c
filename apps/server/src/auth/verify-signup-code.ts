import { eq } from "drizzle-orm";
import { onboardUser } from "../account/onboard-user";
import { deletedUsers, verifications } from "../db/schema";
import { AppError } from "../errors/app-error";
import type { Language } from "../http/language";
import { clearRateLimit } from "../rate-limit/clear-rate-limit";
import type { ServerContext } from "../server-context";
import { callAuth } from "./map-auth-error";
import { codeCooldownKey } from "./send-code";
import { isSignupBrowser, signupBindingIdentifier } from "./signup-browser";

/**
 * Confirms the address with the signup code, in the browser that registered, and signs the new user in
 * (the cookies are in `headers`).
 */
export async function verifySignupCode(
  context: Pick<ServerContext, "env" | "database" | "logger" | "auth" | "boss">,
  input: { email: string; code: string; browserToken: string | undefined },
  requestHeaders: Headers,
  language: Language,
): Promise<{ headers: Headers; userId: string }> {
  // Another browser's code counts as a wrong guess: it was e-mailed for a registration with another password.
  if (!(await isSignupBrowser(context.database, input.email, input.browserToken)))
    throw new AppError("invalid_code");
  const result = await callAuth("verification_failed", () =>
    context.auth.api.verifyEmailOTP({
      body: { email: input.email, otp: input.code },
      headers: requestHeaders,
      returnHeaders: true,
    }),
  );
  const userId = result.response.user.id;
  // Registering again is how a deleted account's owner comes back (spec §8: "create a new account").
  await context.database.db.delete(deletedUsers).where(eq(deletedUsers.email, input.email));
  // The cooldown guards a pending code; once used, a new registration of the address may start at once.
  await clearRateLimit(context.database, codeCooldownKey("signup", input.email));
  await context.database.db
    .delete(verifications)
    .where(eq(verifications.identifier, signupBindingIdentifier(input.email)));
  await onboardUser(context, { id: userId, email: input.email, name: result.response.user.name }, language);
  return { headers: result.headers, userId };
}
