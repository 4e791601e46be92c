import { and, eq, gt } from "drizzle-orm";
import { loadCredentialsKey } from "../crypto/load-credentials-key";
import { openSecret, sealSecret } from "../crypto/seal-secret";
import { googleConnections, googleOauthStates } from "../db/schema";
import { exchangeAuthorizationCode, revokeToken } from "../providers/google/google-oauth";
import type { ServerContext } from "../server-context";
import { autoMatchGoogleProperties } from "./auto-match-google-properties";
import { googleConfig, tokenContext } from "./google-config";
import { grantedServices, ourScopes, parseScopes } from "./granted-services";

export type ConnectOutcome = "connected" | "denied" | "scope_missing" | "failed";

/**
 * Google's redirect back: checks the single-use state belongs to this user, exchanges the code
 * with the PKCE verifier, keeps only what the user granted, and stores the tokens sealed.
 * Returns where to send the browser and what happened.
 */
export async function completeGoogleConnect(
  context: Pick<ServerContext, "database" | "env" | "logger" | "boss">,
  userId: string,
  query: { code?: string; state?: string; error?: string },
  redirectUri: string,
): Promise<{ returnPath: string; outcome: ConnectOutcome }> {
  const config = googleConfig(context.env);
  const { db } = context.database;
  const [pending] = query.state
    ? await db
        .delete(googleOauthStates)
        .where(
          and(
            eq(googleOauthStates.state, query.state),
            eq(googleOauthStates.userId, userId),
            gt(googleOauthStates.expiresAt, new Date()),
          ),
        )
        .returning()
    : [];
  if (!pending || !config) return { returnPath: "/settings", outcome: "failed" };
  const returnPath = pending.returnPath;
  if (query.error || !query.code) return { returnPath, outcome: "denied" };
  const key = await loadCredentialsKey(context.database, context.env.CREDENTIALS_KEY);
  const verifier = openSecret(key, pending.codeVerifierSealed, tokenContext(userId, "verifier"));
  let tokens: Awaited<ReturnType<typeof exchangeAuthorizationCode>>;
  try {
    tokens = await exchangeAuthorizationCode(config.endpoints, config.client, {
      code: query.code,
      codeVerifier: verifier,
      redirectUri,
    });
  } catch (error) {
    context.logger.warn({ err: (error as Error).message }, "google code exchange failed");
    return { returnPath, outcome: "failed" };
  }
  const scopes = ourScopes(parseScopes(tokens.scope));
  const granted = grantedServices(scopes);
  if (!granted.searchConsole && !granted.analytics) {
    await revokeToken(config.endpoints, tokens.refresh_token ?? tokens.access_token).catch(() => {});
    return { returnPath, outcome: "scope_missing" };
  }
  const [existing] = await db.select().from(googleConnections).where(eq(googleConnections.userId, userId));
  // With include_granted_scopes the new grant covers the old scopes too; a response without a
  // refresh token (no consent screen) keeps the one we have.
  const refreshTokenSealed = tokens.refresh_token
    ? sealSecret(key, tokens.refresh_token, tokenContext(userId, "refresh"))
    : (existing?.refreshTokenSealed ?? null);
  const values = {
    accessTokenSealed: sealSecret(key, tokens.access_token, tokenContext(userId, "access")),
    refreshTokenSealed,
    accessTokenExpiresAt: new Date(Date.now() + tokens.expires_in * 1000),
    scopes,
    status: "connected" as const,
    expiryNotifiedAt: null,
    updatedAt: new Date(),
  };
  await db
    .insert(googleConnections)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: googleConnections.userId, set: values });
  try {
    await autoMatchGoogleProperties(context, userId);
  } catch (error) {
    context.logger.warn({ err: (error as Error).message }, "google property auto-match skipped");
  }
  return { returnPath, outcome: "connected" };
}
