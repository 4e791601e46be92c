import { z } from "zod";
import { readCappedText } from "../read-capped-response";
import type { GoogleEndpoints } from "./google-endpoints";
import { GoogleOAuthError } from "./google-errors";
import { safeJson } from "./google-fetch";

const tokenResponseSchema = z.object({
  access_token: z.string().min(1),
  expires_in: z.number(),
  /** Only with a consent screen (prompt=consent) and offline access. */
  refresh_token: z.string().optional(),
  /** What the user actually granted (granular consent may drop a requested scope). */
  scope: z.string().default(""),
  token_type: z.string(),
});
export type GoogleTokens = z.infer<typeof tokenResponseSchema>;

export interface OAuthClient {
  clientId: string;
  clientSecret: string;
}

/** Google's consent screen URL: offline access, consent every time (so a refresh token comes back), PKCE S256. */
export function buildAuthorizationUrl(
  endpoints: GoogleEndpoints,
  input: { clientId: string; redirectUri: string; scopes: string[]; state: string; codeChallenge: string },
): string {
  const url = new URL(endpoints.authorize);
  url.search = new URLSearchParams({
    client_id: input.clientId,
    redirect_uri: input.redirectUri,
    response_type: "code",
    scope: input.scopes.join(" "),
    access_type: "offline",
    prompt: "consent",
    include_granted_scopes: "true",
    state: input.state,
    code_challenge: input.codeChallenge,
    code_challenge_method: "S256",
  }).toString();
  return url.toString();
}

export function exchangeAuthorizationCode(
  endpoints: GoogleEndpoints,
  client: OAuthClient,
  input: { code: string; codeVerifier: string; redirectUri: string },
): Promise<GoogleTokens> {
  return postToken(endpoints.token, {
    grant_type: "authorization_code",
    code: input.code,
    code_verifier: input.codeVerifier,
    redirect_uri: input.redirectUri,
    client_id: client.clientId,
    client_secret: client.clientSecret,
  });
}

export function refreshAccessToken(
  endpoints: GoogleEndpoints,
  client: OAuthClient,
  refreshToken: string,
): Promise<GoogleTokens> {
  return postToken(endpoints.token, {
    grant_type: "refresh_token",
    refresh_token: refreshToken,
    client_id: client.clientId,
    client_secret: client.clientSecret,
  });
}

/** Revokes a token (revoking the refresh token ends the whole grant). An already dead token is not an error. */
export async function revokeToken(endpoints: GoogleEndpoints, token: string): Promise<void> {
  const response = await fetch(endpoints.revoke, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ token }),
    signal: AbortSignal.timeout(15_000),
  });
  if (response.ok || response.status === 400) return;
  throw new GoogleOAuthError(response.status, "revoke_failed", await readCappedText(response, "google"));
}

async function postToken(url: string, form: Record<string, string>): Promise<GoogleTokens> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
    body: new URLSearchParams(form),
    signal: AbortSignal.timeout(15_000),
  });
  const body = safeJson(await readCappedText(response, "google")) as Record<string, unknown> | null;
  if (!response.ok)
    throw new GoogleOAuthError(
      response.status,
      typeof body?.error === "string" ? body.error : "token_error",
      typeof body?.error_description === "string" ? body.error_description : "",
    );
  const parsed = tokenResponseSchema.safeParse(body);
  if (!parsed.success)
    throw new GoogleOAuthError(response.status, "bad_token_response", parsed.error.message);
  return parsed.data;
}
