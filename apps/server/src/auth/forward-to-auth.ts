import type { Context } from "hono";
import type { ServerContext } from "../server-context";
import { forgetUser, readCachedUser, sessionCookieValue } from "./session-cache";

/** Endpoints after which this process must stop trusting its cached sessions of the user. */
const ENDING_SESSIONS = /\/api\/auth\/(sign-out|revoke-session|revoke-sessions|revoke-other-sessions)$/;

/** better-auth's own endpoints; sign-out and revocations also clear the session cache here. */
export function forwardToAuth(context: Pick<ServerContext, "auth">) {
  return (c: Context) => {
    if (c.req.method === "POST" && ENDING_SESSIONS.test(c.req.path)) {
      const user = readCachedUser(context.auth, sessionCookieValue(c));
      if (user) forgetUser(context.auth, user.id);
    }
    return context.auth.handler(c.req.raw);
  };
}
