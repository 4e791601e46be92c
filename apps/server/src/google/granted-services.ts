import type { GoogleService } from "@sitelens/shared";
import { GOOGLE_SCOPES } from "../providers/google/google-endpoints";

/** Which of our services a granted scope list covers. */
export function grantedServices(scopes: string[]): Record<GoogleService, boolean> {
  return {
    searchConsole: scopes.includes(GOOGLE_SCOPES.searchConsole),
    analytics: scopes.includes(GOOGLE_SCOPES.analytics),
  };
}

export function parseScopes(scope: string): string[] {
  return scope.split(/\s+/).filter(Boolean);
}

/** Only the scopes we asked for (Google may add openid and others the user granted earlier). */
export function ourScopes(scopes: string[]): string[] {
  const ours = Object.values(GOOGLE_SCOPES) as string[];
  return [...new Set(scopes.filter((scope) => ours.includes(scope)))];
}
