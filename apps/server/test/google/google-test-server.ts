import { createHash, randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for Google's OAuth and API hosts (accounts.google.com, oauth2.googleapis.com,
 * www.googleapis.com/webmasters, searchconsole, analyticsdata, analyticsadmin) speaking their wire
 * formats, errors included (../shared/research/integrations-2.md §3). One origin serves every
 * path, as GOOGLE_OAUTH_BASE_URL and GOOGLE_API_BASE_URL expect.
 */
export const SC_SCOPE = "https://www.googleapis.com/auth/webmasters.readonly";
export const GA_SCOPE = "https://www.googleapis.com/auth/analytics.readonly";
export const CLIENT_ID = "1234-test.apps.googleusercontent.com";
export const CLIENT_SECRET = "GOCSPX-test-secret";

interface Grant {
  scopes: string[];
  revoked: boolean;
  account: string;
}

export interface GoogleKnobs {
  /** Scopes the consent screen grants (default: all requested); granular consent may drop some. */
  grant: ((requested: string[]) => string[]) | null;
  /** The user presses "Cancel" on the consent screen. */
  deny: boolean;
  expiresIn: number;
  /** Every refresh answers invalid_grant (revoked, password change, 7-day Testing expiry). */
  refreshInvalidGrant: boolean;
  /** Scopes removed from the grant at the next refresh (the user revoked one in their account). */
  revokeScopeOnRefresh: string | null;
  /** Every API call answers 429 RESOURCE_EXHAUSTED. */
  quota: boolean;
  /** URL Inspection answers 429 (its own daily quota). */
  inspectionQuota: boolean;
  sites: { siteUrl: string; permissionLevel: string }[];
  /** GA4 accounts, one per page of accountSummaries. */
  accounts: { name: string; displayName: string; properties: { property: string; displayName: string }[] }[];
  queryCount: number;
  /** A new property: Search Console and GA4 have no data for any range. */
  noData: boolean;
  /** searchAnalytics.query answers 500 INTERNAL (Google's own transient failure). */
  searchAnalyticsError: boolean;
}

export function defaultKnobs(): GoogleKnobs {
  return {
    grant: null,
    deny: false,
    expiresIn: 3599,
    refreshInvalidGrant: false,
    revokeScopeOnRefresh: null,
    quota: false,
    inspectionQuota: false,
    sites: [
      { siteUrl: "sc-domain:acme.com", permissionLevel: "siteOwner" },
      { siteUrl: "https://blog.other.org/", permissionLevel: "siteFullUser" },
      { siteUrl: "https://unverified.net/", permissionLevel: "siteUnverifiedUser" },
    ],
    accounts: [
      {
        name: "accounts/100",
        displayName: "Acme",
        properties: [{ property: "properties/123456", displayName: "acme.com – GA4" }],
      },
      {
        name: "accounts/200",
        displayName: "Other",
        properties: [{ property: "properties/777", displayName: "Other" }],
      },
    ],
    queryCount: 60,
    noData: false,
    searchAnalyticsError: false,
  };
}

export interface GoogleTestServer {
  url: string;
  knobs: GoogleKnobs;
  /** Every request seen: method, path, and the parsed body (form or JSON). */
  requests: { method: string; path: string; body: Record<string, unknown> }[];
  /** Every token handed out, to check none is ever stored in clear. */
  issuedTokens: string[];
  revoked: string[];
  /** The user removes the app's access in their Google account: every token dies at once. */
  revokeAllGrants(): void;
  reset(): void;
  close(): Promise<void>;
}

export async function startGoogleTestServer(): Promise<GoogleTestServer> {
  const codes = new Map<
    string,
    { scopes: string[]; challenge: string; redirectUri: string; clientId: string; account: string }
  >();
  /** What each Google account (a browser's session cookie) has granted this client so far. */
  const accountScopes = new Map<string, Set<string>>();
  const refreshTokens = new Map<string, Grant>();
  const accessTokens = new Map<string, { grant: Grant; expiresAt: number }>();
  const state: GoogleTestServer = {
    url: "",
    knobs: defaultKnobs(),
    requests: [],
    issuedTokens: [],
    revoked: [],
    revokeAllGrants() {
      for (const grant of refreshTokens.values()) grant.revoked = true;
      accountScopes.clear();
    },
    reset() {
      state.knobs = defaultKnobs();
      state.requests.length = 0;
    },
    close: async () => {},
  };

  const issueAccess = (grant: Grant) => {
    const token = `ya29.${randomBytes(24).toString("base64url")}`;
    accessTokens.set(token, { grant, expiresAt: Date.now() + state.knobs.expiresIn * 1000 });
    state.issuedTokens.push(token);
    return token;
  };

  const server = http.createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    const raw = await readBody(request);
    const body = parseBody(request.headers["content-type"] ?? "", raw);
    state.requests.push({ method: request.method ?? "GET", path: url.pathname, body });
    const send = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
      response.writeHead(status, { "content-type": "application/json; charset=utf-8", ...headers });
      response.end(JSON.stringify(payload));
    };
    const apiError = (code: number, message: string, status: string, reason: string, detail?: string) =>
      send(code, {
        error: {
          code,
          message,
          errors: [{ message, domain: "global", reason }],
          status,
          ...(detail
            ? {
                details: [
                  {
                    "@type": "type.googleapis.com/google.rpc.ErrorInfo",
                    reason: detail,
                    domain: "googleapis.com",
                  },
                ],
              }
            : {}),
        },
      });

    // ── OAuth ───────────────────────────────────────────────────────────────
    if (url.pathname === "/o/oauth2/v2/auth") {
      const query = url.searchParams;
      const problems = [
        query.get("client_id") !== CLIENT_ID && "client_id",
        query.get("response_type") !== "code" && "response_type",
        query.get("access_type") !== "offline" && "access_type",
        query.get("prompt") !== "consent" && "prompt",
        query.get("code_challenge_method") !== "S256" && "code_challenge_method",
        !query.get("code_challenge") && "code_challenge",
        !query.get("state") && "state",
      ].filter(Boolean);
      if (problems.length)
        return send(400, { error: "invalid_request", error_description: problems.join(",") });
      const redirect = new URL(query.get("redirect_uri") ?? "");
      redirect.searchParams.set("state", query.get("state") ?? "");
      // Google knows its user by its own session cookie; a client without cookies is a new account.
      const account =
        /fake_google_account=([\w-]+)/.exec(request.headers.cookie ?? "")?.[1] ??
        randomBytes(8).toString("hex");
      response.setHeader("set-cookie", `fake_google_account=${account}; Path=/; HttpOnly`);
      if (state.knobs.deny) {
        redirect.searchParams.set("error", "access_denied");
      } else {
        const requested = (query.get("scope") ?? "").split(" ").filter(Boolean);
        const granted = state.knobs.grant ? state.knobs.grant(requested) : requested;
        // include_granted_scopes: the new grant also covers what this account granted before.
        const earlier =
          query.get("include_granted_scopes") === "true" ? (accountScopes.get(account) ?? []) : [];
        const scopes = [...new Set([...earlier, ...granted])];
        accountScopes.set(account, new Set(scopes));
        const code = `4/0A${randomBytes(16).toString("base64url")}`;
        codes.set(code, {
          scopes,
          challenge: query.get("code_challenge") ?? "",
          redirectUri: redirect.origin + redirect.pathname,
          clientId: query.get("client_id") ?? "",
          account,
        });
        redirect.searchParams.set("code", code);
        redirect.searchParams.set("scope", scopes.join(" "));
      }
      response.writeHead(302, { location: redirect.toString() });
      return response.end();
    }
    if (url.pathname === "/token" && request.method === "POST") {
      if (body.client_id !== CLIENT_ID || body.client_secret !== CLIENT_SECRET)
        return send(401, { error: "invalid_client", error_description: "The OAuth client was not found." });
      if (body.grant_type === "authorization_code") {
        const pending = codes.get(String(body.code));
        codes.delete(String(body.code));
        const verifier = String(body.code_verifier ?? "");
        if (!pending || pending.redirectUri !== body.redirect_uri)
          return send(400, { error: "invalid_grant", error_description: "Malformed auth code." });
        if (createHash("sha256").update(verifier).digest("base64url") !== pending.challenge)
          return send(400, { error: "invalid_grant", error_description: "Invalid code verifier." });
        const grant: Grant = { scopes: pending.scopes, revoked: false, account: pending.account };
        const refresh = `1//0g${randomBytes(24).toString("base64url")}`;
        refreshTokens.set(refresh, grant);
        state.issuedTokens.push(refresh);
        return send(200, {
          access_token: issueAccess(grant),
          expires_in: state.knobs.expiresIn,
          refresh_token: refresh,
          scope: grant.scopes.join(" "),
          token_type: "Bearer",
          id_token: "eyJhbGciOiJSUzI1NiJ9.e30.sig",
        });
      }
      if (body.grant_type === "refresh_token") {
        const grant = refreshTokens.get(String(body.refresh_token));
        if (!grant || grant.revoked || state.knobs.refreshInvalidGrant)
          return send(400, {
            error: "invalid_grant",
            error_description: "Token has been expired or revoked.",
          });
        if (state.knobs.revokeScopeOnRefresh)
          grant.scopes = grant.scopes.filter((scope) => scope !== state.knobs.revokeScopeOnRefresh);
        return send(200, {
          access_token: issueAccess(grant),
          expires_in: state.knobs.expiresIn,
          scope: grant.scopes.join(" "),
          token_type: "Bearer",
        });
      }
      return send(400, { error: "unsupported_grant_type", error_description: "Invalid grant_type." });
    }
    if (url.pathname === "/revoke" && request.method === "POST") {
      const token = String(body.token ?? "");
      const grant = refreshTokens.get(token) ?? accessTokens.get(token)?.grant;
      if (!grant || grant.revoked)
        return send(400, { error: "invalid_token", error_description: "Token expired or revoked" });
      grant.revoked = true;
      accountScopes.delete(grant.account);
      state.revoked.push(token);
      return send(200, {});
    }

    // ── APIs: bearer token, scope, quota ───────────────────────────────────
    const token = (request.headers.authorization ?? "").replace(/^Bearer /, "");
    const access = accessTokens.get(token);
    if (!access || access.grant.revoked || access.expiresAt < Date.now())
      return apiError(
        401,
        "Request had invalid authentication credentials. Expected OAuth 2 access token.",
        "UNAUTHENTICATED",
        "authError",
      );
    const needs =
      url.pathname.startsWith("/webmasters/") || url.pathname.startsWith("/v1/urlInspection")
        ? SC_SCOPE
        : GA_SCOPE;
    if (!access.grant.scopes.includes(needs))
      return apiError(
        403,
        "Request had insufficient authentication scopes.",
        "PERMISSION_DENIED",
        "insufficientPermissions",
        "ACCESS_TOKEN_SCOPE_INSUFFICIENT",
      );
    if (state.knobs.quota || (state.knobs.inspectionQuota && url.pathname.startsWith("/v1/urlInspection")))
      return apiError(
        429,
        "Quota exceeded for quota metric 'Queries'.",
        "RESOURCE_EXHAUSTED",
        "rateLimitExceeded",
      );

    if (url.pathname === "/webmasters/v3/sites" && request.method === "GET")
      return send(200, state.knobs.sites.length ? { siteEntry: state.knobs.sites } : {});
    const analytics = url.pathname.match(/^\/webmasters\/v3\/sites\/([^/]+)\/searchAnalytics\/query$/);
    if (analytics && request.method === "POST") {
      const siteUrl = decodeURIComponent(analytics[1]!);
      const entry = state.knobs.sites.find((site) => site.siteUrl === siteUrl);
      if (!entry || entry.permissionLevel === "siteUnverifiedUser")
        return apiError(
          403,
          `User does not have sufficient permission for site '${siteUrl}'. See also: https://support.google.com/webmasters/answer/2451999.`,
          "PERMISSION_DENIED",
          "forbidden",
        );
      if (state.knobs.searchAnalyticsError)
        return apiError(500, "Internal error encountered.", "INTERNAL", "backendError");
      const rows = state.knobs.noData ? [] : searchAnalyticsRows(body, state.knobs.queryCount);
      const startRow = Number(body.startRow ?? 0);
      const page = rows.slice(startRow, startRow + Number(body.rowLimit ?? 1000));
      // "auto" aggregation answers byPage when grouped or filtered by page, byProperty otherwise;
      // a query without data has no `rows` member at all (docs/integrations/google.md).
      const byPage = ((body.dimensions as string[] | undefined) ?? []).includes("page");
      return send(200, {
        ...(page.length ? { rows: page } : {}),
        responseAggregationType: byPage ? "byPage" : "byProperty",
      });
    }
    if (url.pathname === "/v1/urlInspection/index:inspect" && request.method === "POST")
      return send(200, {
        inspectionResult: {
          inspectionResultLink: "https://search.google.com/search-console/inspect?resource_id=x",
          indexStatusResult: {
            verdict: String(body.inspectionUrl).includes("/draft") ? "NEUTRAL" : "PASS",
            coverageState: String(body.inspectionUrl).includes("/draft")
              ? "Discovered - currently not indexed"
              : "Submitted and indexed",
            robotsTxtState: "ALLOWED",
            indexingState: "INDEXING_ALLOWED",
            lastCrawlTime: "2026-11-18T07:12:44Z",
            pageFetchState: "SUCCESSFUL",
            crawledAs: "MOBILE",
          },
        },
      });
    if (url.pathname === "/v1beta/accountSummaries" && request.method === "GET") {
      const index = Number(url.searchParams.get("pageToken") ?? 0);
      const account = state.knobs.accounts[index];
      if (!account) return send(200, {});
      return send(200, {
        accountSummaries: [
          {
            name: `accountSummaries/${account.name.split("/")[1]}`,
            account: account.name,
            displayName: account.displayName,
            ...(account.properties.length
              ? {
                  propertySummaries: account.properties.map((property) => ({
                    ...property,
                    propertyType: "PROPERTY_TYPE_ORDINARY",
                    parent: account.name,
                  })),
                }
              : {}),
          },
        ],
        ...(index + 1 < state.knobs.accounts.length ? { nextPageToken: String(index + 1) } : {}),
      });
    }
    const report = url.pathname.match(/^\/v1beta\/(properties\/\d+):runReport$/);
    if (report && request.method === "POST") {
      const known = state.knobs.accounts.some((account) =>
        account.properties.some((p) => p.property === report[1]),
      );
      if (!known)
        return apiError(
          403,
          "User does not have sufficient permissions for this property.",
          "PERMISSION_DENIED",
          "forbidden",
        );
      return send(200, ga4Report(body, state.knobs.noData));
    }
    send(404, { error: { code: 404, message: `Not found: ${url.pathname}`, status: "NOT_FOUND" } });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return state;
}

function readBody(request: http.IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
  });
}

function parseBody(type: string, raw: string): Record<string, unknown> {
  if (!raw) return {};
  if (type.includes("application/x-www-form-urlencoded")) return Object.fromEntries(new URLSearchParams(raw));
  try {
    return JSON.parse(raw) as Record<string, unknown>;
  } catch {
    return {};
  }
}

function days(start: string, end: string): string[] {
  const out: string[] = [];
  for (
    let day = new Date(`${start}T00:00:00Z`);
    day <= new Date(`${end}T00:00:00Z`);
    day.setUTCDate(day.getUTCDate() + 1)
  )
    out.push(day.toISOString().slice(0, 10));
  return out;
}

/** Deterministic Search Console rows: the earlier window has more clicks on some queries (they fell). */
function searchAnalyticsRows(body: Record<string, unknown>, queryCount: number) {
  const dimensions = (body.dimensions as string[] | undefined) ?? [];
  const start = String(body.startDate);
  const end = String(body.endDate);
  const earlier = start < new Date(Date.now() - 40 * 86_400_000).toISOString().slice(0, 10);
  const metric = (clicks: number, impressions: number, position: number) => ({
    clicks,
    impressions,
    ctr: impressions ? clicks / impressions : 0,
    position,
  });
  switch (dimensions[0]) {
    case undefined:
      // Totals: one row and no `keys` member, since keys are returned only for requested dimensions.
      return [metric(earlier ? 900 : 1200, earlier ? 40_000 : 45_000, earlier ? 14.1 : 12.3)];
    case "date":
      // Zero-impression days are omitted, like the real API: every 10th day is missing.
      return days(start, end)
        .filter((_, index) => index % 10 !== 9)
        .map((date, index) => ({
          keys: [date],
          ...metric(30 + (index % 7) * 5, 1500 + (index % 5) * 100, 10 + (index % 4)),
        }));
    case "query":
      return Array.from({ length: queryCount }, (_, index) => {
        const clicks = Math.max(0, 200 - index * 5) + (earlier && index % 3 === 0 ? 40 : 0);
        return {
          keys: [index === 0 ? "seo aracı" : `query ${index}`],
          ...metric(clicks, 5000 - index * 60, 1 + index * 0.5),
        };
      });
    case "page":
      return [
        { keys: ["https://acme.com/"], ...metric(500, 9000, 3.1) },
        { keys: ["https://acme.com/tools"], ...metric(150, 5000, 4.2) },
        { keys: ["https://acme.com/draft"], ...metric(0, 800, 24.5) },
        { keys: ["https://acme.com/pricing"], ...metric(0, 120, 9.8) },
      ];
    case "country":
      return [
        { keys: ["tur"], ...metric(700, 30_000, 11) },
        { keys: ["usa"], ...metric(300, 10_000, 15) },
        { keys: ["deu"], ...metric(200, 5_000, 18) },
      ];
    case "device":
      return [
        { keys: ["MOBILE"], ...metric(800, 30_000, 12) },
        { keys: ["DESKTOP"], ...metric(380, 14_000, 11) },
        { keys: ["TABLET"], ...metric(20, 1_000, 16) },
      ];
    default:
      return [];
  }
}

const METRIC_TYPES: Record<string, string> = {
  totalUsers: "TYPE_INTEGER",
  sessions: "TYPE_INTEGER",
  engagedSessions: "TYPE_INTEGER",
  engagementRate: "TYPE_FLOAT",
  keyEvents: "TYPE_FLOAT",
  totalRevenue: "TYPE_CURRENCY",
};

/** Deterministic GA4 runReport answers; metric values are strings, dates YYYYMMDD. */
function ga4Report(body: Record<string, unknown>, noData: boolean) {
  const dimensions = ((body.dimensions as { name: string }[] | undefined) ?? []).map((d) => d.name);
  const metrics = ((body.metrics as { name: string }[] | undefined) ?? []).map((m) => m.name);
  const range = (body.dateRanges as { startDate: string; endDate: string }[])[0]!;
  const earlier = range.startDate < new Date(Date.now() - 40 * 86_400_000).toISOString().slice(0, 10);
  const values = (base: number) =>
    metrics.map((name) => {
      const value =
        name === "engagementRate"
          ? 0.62
          : name === "totalRevenue"
            ? base * 1.5
            : name === "engagedSessions"
              ? Math.round(base * 0.6)
              : name === "keyEvents"
                ? Math.round(base * 0.05)
                : name === "totalUsers"
                  ? Math.round(base * 0.8)
                  : base;
      return { value: String(value) };
    });
  let rows: { dimensionValues?: { value: string }[]; metricValues: { value: string }[] }[];
  // proto3 JSON leaves out empty repeated fields and zero numbers: a report without dimensions has
  // rows without dimensionValues and no dimensionHeaders, and an empty one has no rows and no rowCount.
  const row = (keys: string[], base: number) => ({
    ...(keys.length ? { dimensionValues: keys.map((value) => ({ value })) } : {}),
    metricValues: values(base),
  });
  switch (dimensions.join(",")) {
    case "":
      rows = [row([], earlier ? 3000 : 3400)];
      break;
    case "date":
      rows = days(range.startDate, range.endDate).map((date, index) =>
        row([date.replaceAll("-", "")], 100 + (index % 7) * 10),
      );
      break;
    case "sessionSource,sessionDefaultChannelGroup":
      rows = [
        row(["google", "Organic Search"], 1800),
        row(["(direct)", "Direct"], 700),
        row(["chatgpt.com", "Referral"], 240),
        row(["perplexity.ai", "Referral"], 90),
        row(["gemini.google.com", "Referral"], 30),
        row(["news.ycombinator.com", "Referral"], 60),
        row(["facebook.com", "Organic Social"], 120),
      ];
      break;
    case "landingPage":
      rows = [row(["/"], 1600), row(["/tools"], 900), row(["/blog/ai-search"], 400)];
      break;
    case "country":
      rows = [row(["Turkey"], 2000), row(["United States"], 900), row(["Germany"], 300)];
      break;
    case "deviceCategory":
      rows = [row(["mobile"], 2100), row(["desktop"], 1200), row(["tablet"], 100)];
      break;
    default:
      rows = [];
  }
  if (noData) rows = [];
  const offset = Number(body.offset ?? 0);
  const limit = Number(body.limit ?? 10_000);
  const page = rows.slice(offset, offset + limit);
  return {
    ...(dimensions.length ? { dimensionHeaders: dimensions.map((name) => ({ name })) } : {}),
    metricHeaders: metrics.map((name) => ({ name, type: METRIC_TYPES[name] ?? "TYPE_INTEGER" })),
    ...(page.length ? { rows: page } : {}),
    ...(rows.length ? { rowCount: rows.length } : {}),
    metadata: { currencyCode: "TRY", timeZone: "Europe/Istanbul" },
    kind: "analyticsData#runReport",
  };
}
