import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../db/database";
import { apiTokens } from "../db/schema";
import { AppError } from "../errors/app-error";

/** Revokes one of the user's tokens at once (the next request with it gets 401); idempotent. */
export async function revokeApiToken(database: Database, userId: string, tokenId: string): Promise<void> {
  const owned = and(eq(apiTokens.id, tokenId), eq(apiTokens.userId, userId));
  const [row] = await database.db.select({ id: apiTokens.id }).from(apiTokens).where(owned);
  if (!row) throw new AppError("not_found");
  await database.db
    .update(apiTokens)
    .set({ revokedAt: new Date() })
    .where(and(owned, isNull(apiTokens.revokedAt)));
}
