import { createHash, randomBytes } from "node:crypto";
import type { GoogleService } from "@sitelens/shared";
import { and, eq, lt } from "drizzle-orm";
import { loadCredentialsKey } from "../crypto/load-credentials-key";
import { sealSecret } from "../crypto/seal-secret";
import { googleOauthStates } from "../db/schema";
import { GOOGLE_SCOPES } from "../providers/google/google-endpoints";
import { buildAuthorizationUrl } from "../providers/google/google-oauth";
import type { ServerContext } from "../server-context";
import { findOwnedSite } from "../sites/find-owned-site";
import { googleConfig, tokenContext } from "./google-config";
import { GoogleUnavailable } from "./google-unavailable";

const STATE_TTL_MS = 10 * 60_000;

/**
 * Starts the authorization-code flow: a single-use `state` bound to the user and a PKCE verifier
 * (sealed; only its S256 challenge leaves the server). Returns Google's consent URL.
 */
export async function startGoogleConnect(
  context: Pick<ServerContext, "database" | "env">,
  userId: string,
  input: { services: GoogleService[]; siteId?: string; returnTab?: "searchConsole" | "ga4" },
  redirectUri: string,
): Promise<string> {
  const config = googleConfig(context.env);
  if (!config) throw new GoogleUnavailable("not_configured");
  const site = input.siteId ? await findOwnedSite(context.database, userId, input.siteId) : null;
  const state = randomBytes(32).toString("base64url");
  const verifier = randomBytes(48).toString("base64url");
  const key = await loadCredentialsKey(context.database, context.env.CREDENTIALS_KEY);
  const tab = input.returnTab ?? (input.services.includes("searchConsole") ? "searchConsole" : "ga4");
  const { db } = context.database;
  await db
    .delete(googleOauthStates)
    .where(and(eq(googleOauthStates.userId, userId), lt(googleOauthStates.expiresAt, new Date())));
  await db.insert(googleOauthStates).values({
    state,
    userId,
    codeVerifierSealed: sealSecret(key, verifier, tokenContext(userId, "verifier")),
    returnPath: site ? `/app/sites/${encodeURIComponent(site.id)}?tab=${tab}` : "/settings",
    expiresAt: new Date(Date.now() + STATE_TTL_MS),
  });
  return buildAuthorizationUrl(config.endpoints, {
    clientId: config.client.clientId,
    redirectUri,
    scopes: [...new Set(input.services)].map((service) => GOOGLE_SCOPES[service]),
    state,
    codeChallenge: createHash("sha256").update(verifier).digest("base64url"),
  });
}
