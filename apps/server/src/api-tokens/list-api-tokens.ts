import type { ApiToken } from "@sitelens/shared";
import { desc, eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { apiTokens } from "../db/schema";
import { apiTokenToApi } from "./api-token-to-api";

/** The user's tokens, newest first, revoked and expired ones included so their use stays visible. */
export async function listApiTokens(database: Database, userId: string): Promise<ApiToken[]> {
  const rows = await database.db
    .select()
    .from(apiTokens)
    .where(eq(apiTokens.userId, userId))
    .orderBy(desc(apiTokens.createdAt));
  return rows.map(apiTokenToApi);
}
