import type { MiddlewareHandler } from "hono";
import { authenticateApiToken } from "../api-tokens/authenticate-api-token";
import { AppError } from "../errors/app-error";
import { enforceRateLimits } from "../rate-limit/enforce-rate-limits";
import type { ApiContext } from "../server-context";
import type { AppEnv } from "./app-env";
import { clientIp } from "./client-ip";

/**
 * Account security, money and device settings stay with a signed-in browser: a leaked token must not
 * mint more tokens, change the password, delete the account or buy a plan.
 */
const SESSION_ONLY_PREFIXES = [
  "/api/auth/",
  "/api/account",
  "/api/settings",
  "/api/billing",
  "/api/push",
  "/api/dev",
];
const READ_METHODS = new Set(["GET", "HEAD"]);

/** The token of an `Authorization: Bearer …` header, or null when the request carries none. */
export function bearerToken(header: string | undefined): string | null {
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  return match ? match[1]! : null;
}

/**
 * Personal access tokens (issue 35): a Bearer request is authenticated by its token alone (never by a
 * cookie it may also carry) and `requireActiveUser` then returns the token's user, so plan gates and
 * quotas apply exactly as in the web app. `checkMethod` limits read tokens to GET; the MCP endpoint
 * checks scopes per tool instead because every MCP call is a POST.
 */
export function bearerAuth(
  context: Pick<ApiContext, "database" | "env">,
  options: { checkMethod: boolean },
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = bearerToken(c.req.header("authorization"));
    if (!token) return next();
    if (SESSION_ONLY_PREFIXES.some((prefix) => c.req.path.startsWith(prefix)))
      throw new AppError("token_not_allowed");
    const identity = await authenticateApiToken(
      context.database,
      token,
      clientIp(c, context.env.TRUST_PROXY),
    );
    if (options.checkMethod && identity.scope === "read" && !READ_METHODS.has(c.req.method))
      throw new AppError("token_read_only");
    const perMinute = context.env.API_TOKEN_REQUESTS_PER_MINUTE;
    if (perMinute > 0)
      await enforceRateLimits(context.database, [
        { key: `api-token:${identity.tokenId}`, max: perMinute, windowSeconds: 60 },
      ]);
    c.set("apiToken", identity);
    await next();
  };
}
