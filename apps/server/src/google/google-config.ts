import type { Env } from "../env";
import { googleEndpoints } from "../providers/google/google-endpoints";
import type { OAuthClient } from "../providers/google/google-oauth";

/** The installation's OAuth client and endpoints, or null without GOOGLE_CLIENT_ID. */
export function googleConfig(
  env: Env,
): ({ client: OAuthClient } & { endpoints: ReturnType<typeof googleEndpoints> }) | null {
  if (!env.GOOGLE_CLIENT_ID || !env.GOOGLE_CLIENT_SECRET) return null;
  return {
    client: { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET },
    endpoints: googleEndpoints(env),
  };
}

/** Seal contexts bind each token to its owner and kind (decision 090). */
export const tokenContext = (userId: string, kind: "access" | "refresh" | "verifier") =>
  `google:${userId}:${kind}`;
