import type { ApiTokenScope } from "@sitelens/shared";
import { eq } from "drizzle-orm";
import type { SessionUser } from "../auth/get-session-user";
import type { Database } from "../db/database";
import { apiTokens, users } from "../db/schema";
import { AppError } from "../errors/app-error";
import { hashTokenSecret, TOKEN_PREFIX } from "./token-secret";

export interface TokenIdentity {
  tokenId: string;
  scope: ApiTokenScope;
  user: SessionUser;
}

/** Last-use is written at most this often per token, so a busy pipeline does not write on every call. */
const LAST_USED_RESOLUTION_MS = 60_000;

/**
 * The user behind a Bearer token, or `invalid_token` for an unknown, expired or revoked one (the
 * three are indistinguishable to the caller). Records when and from where it was last used.
 */
export async function authenticateApiToken(
  database: Database,
  token: string,
  ip: string | null,
  now = new Date(),
): Promise<TokenIdentity> {
  if (!token.startsWith(TOKEN_PREFIX)) throw new AppError("invalid_token");
  const [row] = await database.db
    .select({ token: apiTokens, email: users.email, name: users.name })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(eq(apiTokens.tokenHash, hashTokenSecret(token)));
  if (!row || row.token.revokedAt || (row.token.expiresAt && row.token.expiresAt <= now))
    throw new AppError("invalid_token");
  const stale =
    !row.token.lastUsedAt || now.getTime() - row.token.lastUsedAt.getTime() >= LAST_USED_RESOLUTION_MS;
  if (stale || row.token.lastUsedIp !== ip)
    await database.db
      .update(apiTokens)
      .set({ lastUsedAt: now, lastUsedIp: ip })
      .where(eq(apiTokens.id, row.token.id));
  return {
    tokenId: row.token.id,
    scope: row.token.scope as ApiTokenScope,
    // A token has no sign-in of its own: its id stands in where a session id keys device data.
    user: { id: row.token.userId, email: row.email, name: row.name, sessionId: `token:${row.token.id}` },
  };
}
