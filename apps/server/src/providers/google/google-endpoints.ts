import type { Env } from "../../env";

/** Where each Google call goes. An override replaces every host of its group with one origin. */
export interface GoogleEndpoints {
  authorize: string;
  token: string;
  revoke: string;
  webmasters: string;
  urlInspection: string;
  analyticsData: string;
  analyticsAdmin: string;
}

export function googleEndpoints(
  env: Pick<Env, "GOOGLE_OAUTH_BASE_URL" | "GOOGLE_API_BASE_URL">,
): GoogleEndpoints {
  const oauth = env.GOOGLE_OAUTH_BASE_URL?.replace(/\/$/, "");
  const api = env.GOOGLE_API_BASE_URL?.replace(/\/$/, "");
  return {
    authorize: `${oauth ?? "https://accounts.google.com"}/o/oauth2/v2/auth`,
    token: `${oauth ?? "https://oauth2.googleapis.com"}/token`,
    revoke: `${oauth ?? "https://oauth2.googleapis.com"}/revoke`,
    webmasters: `${api ?? "https://www.googleapis.com"}/webmasters/v3`,
    urlInspection: `${api ?? "https://searchconsole.googleapis.com"}/v1/urlInspection/index:inspect`,
    analyticsData: `${api ?? "https://analyticsdata.googleapis.com"}/v1beta`,
    analyticsAdmin: `${api ?? "https://analyticsadmin.googleapis.com"}/v1beta`,
  };
}

export const GOOGLE_SCOPES = {
  searchConsole: "https://www.googleapis.com/auth/webmasters.readonly",
  analytics: "https://www.googleapis.com/auth/analytics.readonly",
} as const;
