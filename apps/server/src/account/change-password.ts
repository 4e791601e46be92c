import { callAuth } from "../auth/map-auth-error";
import type { ServerContext } from "../server-context";

/** Checks the current password, stores the new one and keeps only this session signed in. */
export async function changePassword(
  context: Pick<ServerContext, "auth">,
  input: { currentPassword: string; newPassword: string },
  requestHeaders: Headers,
): Promise<Headers> {
  const result = await callAuth("password_change_failed", () =>
    context.auth.api.changePassword({
      body: { ...input, revokeOtherSessions: true },
      headers: requestHeaders,
      returnHeaders: true,
    }),
  );
  return result.headers;
}
