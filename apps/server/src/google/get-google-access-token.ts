import type { GoogleService } from "@sitelens/shared";
import { eq } from "drizzle-orm";
import { loadCredentialsKey } from "../crypto/load-credentials-key";
import { openSecret, SealedSecretError, sealSecret } from "../crypto/seal-secret";
import { googleConnections } from "../db/schema";
import { GoogleOAuthError } from "../providers/google/google-errors";
import { refreshAccessToken } from "../providers/google/google-oauth";
import type { ServerContext } from "../server-context";
import { googleConfig, tokenContext } from "./google-config";
import { GoogleUnavailable } from "./google-unavailable";
import { grantedServices, ourScopes, parseScopes } from "./granted-services";
import { markGoogleExpired } from "./mark-google-expired";

/** Refresh this long before the access token's expiry, so no call starts with a token about to die. */
const REFRESH_MARGIN_MS = 5 * 60_000;

/**
 * A valid access token for the service, refreshed before expiry. A dead grant (invalid_grant),
 * a lost scope or an unreadable sealed token marks the connection expired.
 */
export async function getGoogleAccessToken(
  context: Pick<ServerContext, "database" | "env" | "logger">,
  userId: string,
  service: GoogleService,
): Promise<string> {
  const config = googleConfig(context.env);
  if (!config) throw new GoogleUnavailable("not_configured");
  const { db } = context.database;
  const [row] = await db.select().from(googleConnections).where(eq(googleConnections.userId, userId));
  if (!row) throw new GoogleUnavailable("not_connected");
  if (row.status === "expired") throw new GoogleUnavailable("expired");
  if (!grantedServices(row.scopes)[service]) throw new GoogleUnavailable("scope_missing");
  const key = await loadCredentialsKey(context.database, context.env.CREDENTIALS_KEY);
  try {
    if (row.accessTokenExpiresAt.getTime() - REFRESH_MARGIN_MS > Date.now())
      return openSecret(key, row.accessTokenSealed, tokenContext(userId, "access"));
    if (!row.refreshTokenSealed) throw new GoogleOAuthError(400, "invalid_grant", "no refresh token stored");
    const refreshToken = openSecret(key, row.refreshTokenSealed, tokenContext(userId, "refresh"));
    const tokens = await refreshAccessToken(config.endpoints, config.client, refreshToken);
    const scopes = tokens.scope ? parseScopes(tokens.scope) : row.scopes;
    if (!grantedServices(scopes)[service]) {
      await markGoogleExpired(context, userId, `scope revoked: ${service}`);
      throw new GoogleUnavailable("expired");
    }
    await db
      .update(googleConnections)
      .set({
        accessTokenSealed: sealSecret(key, tokens.access_token, tokenContext(userId, "access")),
        accessTokenExpiresAt: new Date(Date.now() + tokens.expires_in * 1000),
        scopes: ourScopes(scopes),
        updatedAt: new Date(),
      })
      .where(eq(googleConnections.userId, userId));
    return tokens.access_token;
  } catch (error) {
    if (
      error instanceof SealedSecretError ||
      (error instanceof GoogleOAuthError &&
        (error.error === "invalid_grant" || error.error === "unauthorized_client"))
    ) {
      await markGoogleExpired(context, userId, error.message);
      throw new GoogleUnavailable("expired");
    }
    throw error;
  }
}
