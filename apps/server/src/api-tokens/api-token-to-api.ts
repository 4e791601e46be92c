import type { ApiToken, ApiTokenScope } from "@sitelens/shared";
import type { apiTokens } from "../db/schema";

export type ApiTokenRow = typeof apiTokens.$inferSelect;

/** The row as listed to its owner: never the hash. */
export function apiTokenToApi(row: ApiTokenRow): ApiToken {
  return {
    id: row.id,
    name: row.name,
    scope: row.scope as ApiTokenScope,
    prefix: row.prefix,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    lastUsedIp: row.lastUsedIp,
  };
}
