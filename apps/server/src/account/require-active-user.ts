import type { Context } from "hono";
import { requireUser, type SessionUser } from "../auth/get-session-user";
import { isDeletedEmail } from "../auth/is-deleted-email";
import { AppError } from "../errors/app-error";
import type { ApiContext } from "../server-context";

/** The signed-in user; a session left over from a deleted account is revoked instead (spec §6). */
export async function requireActiveUser(
  c: Context,
  context: Pick<ApiContext, "auth" | "database">,
): Promise<SessionUser> {
  const user = await requireUser(c, context);
  if (await isDeletedEmail(context.database, user.email)) {
    await context.auth.api.revokeSessions({ headers: c.req.raw.headers });
    throw new AppError("account_deleted");
  }
  return user;
}
