import { AppError } from "../errors/app-error";
import type { ServerContext } from "../server-context";
import { isDeletedEmail } from "./is-deleted-email";
import { callAuth } from "./map-auth-error";

/** Spec §4 Login: the deleted-account check first, then the password sign-in. */
export async function signIn(
  context: Pick<ServerContext, "database" | "auth">,
  input: { email: string; password: string },
  requestHeaders: Headers,
): Promise<{ headers: Headers; userId: string }> {
  if (await isDeletedEmail(context.database, input.email)) throw new AppError("account_deleted");
  const result = await callAuth("invalid_credentials", () =>
    context.auth.api.signInEmail({
      body: { email: input.email, password: input.password },
      headers: requestHeaders,
      returnHeaders: true,
    }),
  );
  return { headers: result.headers, userId: result.response.user.id };
}
