import type { Context } from "hono";
import { requireUser, type SessionUser } from "../auth/get-session-user";
import { isDeletedEmail } from "../auth/is-deleted-email";
import { cacheUser, readCachedUser, sessionCookieValue } from "../auth/session-cache";
import { AppError } from "../errors/app-error";
import type { AppEnv } from "../http/app-env";
import type { ApiContext } from "../server-context";

/**
 * The signed-in user; a session left over from a deleted account is revoked instead (spec §6).
 * A personal access token's user when bearer-auth.ts authenticated the request (issue 35).
 * Remembered per session cookie for SESSION_CACHE_SECONDS (decision 043).
 */
export async function requireActiveUser(
  c: Context,
  context: Pick<ApiContext, "auth" | "database" | "env">,
): Promise<SessionUser> {
  // A Bearer request is its token's user only; bearer-auth.ts never lets it fall back to a cookie.
  const token = (c as Context<AppEnv>).get("apiToken");
  if (token) return token.user;
  const cookie = sessionCookieValue(c);
  const cached = readCachedUser(context.auth, cookie);
  if (cached) return cached;
  const user = await requireUser(c, context);
  if (await isDeletedEmail(context.database, user.email)) {
    await context.auth.api.revokeSessions({ headers: c.req.raw.headers });
    throw new AppError("account_deleted");
  }
  cacheUser(context.auth, cookie, user, context.env.SESSION_CACHE_SECONDS * 1000);
  return user;
}
