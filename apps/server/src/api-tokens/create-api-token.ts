import type { CreateApiTokenRequest, CreatedApiToken } from "@sitelens/shared";
import { and, count, eq, gt, isNull, or } from "drizzle-orm";
import type { Database } from "../db/database";
import { apiTokens } from "../db/schema";
import { AppError } from "../errors/app-error";
import { apiTokenToApi } from "./api-token-to-api";
import { displayPrefix, generateTokenSecret, hashTokenSecret } from "./token-secret";

/** Bounds what one stolen session can mint; far above what a person or a few pipelines need. */
export const MAX_ACTIVE_TOKENS = 25;

/** A new token for the user; the secret is returned here once and only its hash is kept. */
export async function createApiToken(
  database: Database,
  userId: string,
  request: CreateApiTokenRequest,
  now = new Date(),
): Promise<CreatedApiToken> {
  const active = and(
    eq(apiTokens.userId, userId),
    isNull(apiTokens.revokedAt),
    or(isNull(apiTokens.expiresAt), gt(apiTokens.expiresAt, now)),
  );
  const [row] = await database.db.select({ total: count() }).from(apiTokens).where(active);
  if ((row?.total ?? 0) >= MAX_ACTIVE_TOKENS) throw new AppError("api_token_limit");
  const token = generateTokenSecret();
  const expiresAt =
    request.expiresInDays === null ? null : new Date(now.getTime() + request.expiresInDays * 86_400_000);
  const [created] = await database.db
    .insert(apiTokens)
    .values({
      userId,
      name: request.name,
      scope: request.scope,
      tokenHash: hashTokenSecret(token),
      prefix: displayPrefix(token),
      expiresAt,
    })
    .returning();
  return { token, apiToken: apiTokenToApi(created!) };
}
