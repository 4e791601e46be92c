import type { Context } from "hono";
import type { ServerContext } from "../server-context";
import { forgetUser, readCachedUser, sessionCookieValue } from "./session-cache";

/**
 * The only better-auth endpoints reachable over HTTP (decision 166): the SPA reads its session and
 * signs out; every other flow runs through our routes, which call better-auth server-side. The rest
 * of what the library offers (link-based reset with a callbackURL, session listing, account linking)
 * answers 404 instead of being one more surface to keep safe.
 */
export const AUTH_HTTP_ENDPOINTS = [
  { method: "GET", path: "/api/auth/get-session" },
  { method: "POST", path: "/api/auth/sign-out" },
] as const;

/** Forwards to better-auth; a sign-out also clears this process's cached session of the user. */
export function forwardToAuth(context: Pick<ServerContext, "auth">) {
  return (c: Context) => {
    if (c.req.method === "POST") {
      const user = readCachedUser(context.auth, sessionCookieValue(c));
      if (user) forgetUser(context.auth, user.id);
    }
    return context.auth.handler(c.req.raw);
  };
}
