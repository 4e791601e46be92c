import type { ServerContext } from "../server-context";
import { callAuth } from "./map-auth-error";

/** Step 2 of the reset: tells whether the code is right without using it up (a wrong one counts as an attempt). */
export async function checkResetCode(
  context: Pick<ServerContext, "auth">,
  input: { email: string; code: string },
): Promise<void> {
  await callAuth("verification_failed", () =>
    context.auth.api.checkVerificationOTP({
      body: { email: input.email, type: "forget-password", otp: input.code },
    }),
  );
}

/** Step 3: uses the code, sets the new password and signs out every session of the account. */
export async function resetPassword(
  context: Pick<ServerContext, "auth">,
  input: { email: string; code: string; password: string },
): Promise<void> {
  await callAuth("password_reset_failed", () =>
    context.auth.api.resetPasswordEmailOTP({
      body: { email: input.email, otp: input.code, password: input.password },
    }),
  );
}
