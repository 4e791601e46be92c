import { eq } from "drizzle-orm";
import { loadCredentialsKey } from "../crypto/load-credentials-key";
import { openSecret } from "../crypto/seal-secret";
import { googleConnections, googleSiteData, siteGoogleProperties } from "../db/schema";
import { revokeToken } from "../providers/google/google-oauth";
import type { ServerContext } from "../server-context";
import { googleConfig, tokenContext } from "./google-config";

/**
 * Revokes the grant at Google (the refresh token ends it; the access token when there is none)
 * and forgets the connection, the chosen properties and the cached reports. Used on disconnect
 * and before an account is deleted. A failed revoke is logged; the local data goes regardless.
 */
export async function disconnectGoogle(
  context: Pick<ServerContext, "database" | "env" | "logger">,
  userId: string,
): Promise<void> {
  const { db } = context.database;
  const [row] = await db.select().from(googleConnections).where(eq(googleConnections.userId, userId));
  const config = googleConfig(context.env);
  if (row && config) {
    try {
      const key = await loadCredentialsKey(context.database, context.env.CREDENTIALS_KEY);
      const token = row.refreshTokenSealed
        ? openSecret(key, row.refreshTokenSealed, tokenContext(userId, "refresh"))
        : openSecret(key, row.accessTokenSealed, tokenContext(userId, "access"));
      await revokeToken(config.endpoints, token);
    } catch (error) {
      context.logger.warn({ err: (error as Error).message }, "google revoke failed");
    }
  }
  await db.transaction(async (tx) => {
    await tx.delete(googleSiteData).where(eq(googleSiteData.userId, userId));
    await tx.delete(siteGoogleProperties).where(eq(siteGoogleProperties.userId, userId));
    await tx.delete(googleConnections).where(eq(googleConnections.userId, userId));
  });
}
