import type {
  Ga4Panel,
  GooglePropertyChoices,
  KeywordSuggestionsResponse,
  RankTrackerList,
  SearchConsolePanel,
  SearchConsoleQuery,
  Task,
} from "@sitelens/shared";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { listSearchConsoleQueries } from "../../src/google/list-search-console-queries";
import { runGa4Report } from "../../src/providers/google/ga4-client";
import { googleEndpoints } from "../../src/providers/google/google-endpoints";
import { GoogleApiError } from "../../src/providers/google/google-errors";
import {
  listSearchConsoleSites,
  querySearchAnalytics,
} from "../../src/providers/google/search-console-client";
import { listUsage } from "../../src/usage/list-usage";
import type { TestClient } from "../support/test-client";
import { connectGoogle, startGoogleServers, userWithSite, waitForPanel } from "./support";

let env: Awaited<ReturnType<typeof startGoogleServers>>;
let client: TestClient;
let userId: string;
let siteId: string;
const sc = () => `/api/sites/${siteId}/google/search-console`;
const ga = () => `/api/sites/${siteId}/google/ga4`;

beforeAll(async () => {
  // Autocomplete answers nothing here (port 9 refuses), so suggestions come from the site's own data.
  env = await startGoogleServers({
    GOOGLE_SUGGEST_BASE_URL: "http://127.0.0.1:9",
    BING_SUGGEST_BASE_URL: "http://127.0.0.1:9",
    YANDEX_SUGGEST_BASE_URL: "http://127.0.0.1:9",
  });
  ({ client, userId, siteId } = await userWithSite(env.server, "https://acme.com"));
  await connectGoogle(client, env.google, { services: ["searchConsole", "analytics"], siteId });
  // Connecting chose the matching properties and queued the first refresh; let it finish.
  await waitForPanel<SearchConsolePanel>(client, `/api/sites/${siteId}/google/search-console`);
  await waitForPanel<Ga4Panel>(client, `/api/sites/${siteId}/google/ga4`);
}, 120_000);
afterAll(async () => env?.stop());
beforeEach(() => env.google.reset());

describe("property pickers", () => {
  it("lists URL-prefix and domain properties and GA4 properties from every page, matched to the site", async () => {
    const { status, body } = await client.json<GooglePropertyChoices>(
      "GET",
      `/api/sites/${siteId}/google/properties`,
    );
    expect(status).toBe(200);
    expect(body.searchConsole.map((entry) => [entry.siteUrl, entry.kind])).toEqual([
      ["https://blog.other.org/", "url-prefix"],
      ["https://unverified.net/", "url-prefix"],
      ["sc-domain:acme.com", "domain"],
    ]);
    expect(body.suggestedSearchConsole).toBe("sc-domain:acme.com");
    expect(body.analytics.map((entry) => entry.property)).toEqual(["properties/123456", "properties/777"]);
    expect(body.suggestedAnalytics).toBe("properties/123456");
    // Connecting already chose them for the site (auto-match) and fetched the first reports.
    expect(body.selected).toMatchObject({
      searchConsoleSiteUrl: "sc-domain:acme.com",
      ga4Property: "properties/123456",
    });
  });

  it("answers empty lists for an account without properties", async () => {
    env.google.knobs.sites = [];
    env.google.knobs.accounts = [];
    const { body } = await client.json<GooglePropertyChoices>(
      "GET",
      `/api/sites/${siteId}/google/properties`,
    );
    expect(body).toMatchObject({
      searchConsole: [],
      analytics: [],
      suggestedSearchConsole: null,
      suggestedAnalytics: null,
    });
  });
});

describe("Search Console panel", () => {
  it("shows 28 days against the previous 28, the chosen range, tables and insights, from the cache", async () => {
    const panel = await waitForPanel<SearchConsolePanel>(client, `${sc()}?days=90`);
    expect(panel.problem).toBeNull();
    expect(panel.property).toBe("sc-domain:acme.com");
    // Totals come from a query without dimensions, whose row has no `keys` (Google's reference).
    expect(panel.summary?.current).toMatchObject({ clicks: 1200, impressions: 45_000, position: 12.3 });
    expect(panel.summary?.current.ctr).toBeCloseTo(1200 / 45_000);
    expect(panel.summary?.previous.clicks).toBe(900);
    expect(panel.window!.end <= new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10)).toBe(true);
    expect(panel.daily.length).toBeGreaterThan(60);
    expect(panel.daily.length).toBeLessThanOrEqual(90);
    expect(panel.queries[0]).toMatchObject({ key: "seo aracı", previousClicks: 240 });
    expect(panel.totalQueries).toBe(60);
    expect(panel.strikingDistance.length).toBeGreaterThan(0);
    for (const row of panel.strikingDistance) expect(row.position).toBeGreaterThanOrEqual(8);
    for (const row of panel.strikingDistance) expect(row.position).toBeLessThanOrEqual(20);
    expect(panel.fallingQueries.every((row) => (row.previousClicks ?? 0) > row.clicks)).toBe(true);
    expect(panel.pagesWithoutClicks.map((row) => row.key)).toEqual([
      "https://acme.com/draft",
      "https://acme.com/pricing",
    ]);
    expect(panel.countries.map((row) => row.key)).toEqual(["tur", "usa", "deu"]);
    expect(panel.devices[0]?.key).toBe("MOBILE");
    expect(panel.inspections.map((item) => item.url)).toContain("https://acme.com/");
    expect(panel.inspections.find((item) => item.url.endsWith("/draft"))?.verdict).toBe("NEUTRAL");
    // Page views read the cache: Google sees no request.
    env.google.requests.length = 0;
    const week = (await client.json<SearchConsolePanel>("GET", `${sc()}?days=7`)).body;
    expect(week.daily.length).toBeLessThanOrEqual(7);
    await client.json("GET", `${ga()}?days=365`);
    expect(env.google.requests).toHaveLength(0);
  });

  it("pages through searchAnalytics with startRow", async () => {
    const endpoints = googleEndpoints({
      GOOGLE_API_BASE_URL: env.google.url,
      GOOGLE_OAUTH_BASE_URL: env.google.url,
    });
    const token = env.google.issuedTokens.find((item) => item.startsWith("ya29."))!;
    env.google.knobs.queryCount = 20;
    const { rows } = await querySearchAnalytics(endpoints, token, "sc-domain:acme.com", {
      startDate: "2026-10-01",
      endDate: "2026-10-28",
      dimensions: ["query"],
      rowLimit: 7,
    });
    expect(rows).toHaveLength(20);
    expect(new Set(rows.map((row) => row.keys[0])).size).toBe(20);
    const pages = env.google.requests.filter((request) => request.path.endsWith("/searchAnalytics/query"));
    expect(pages.map((request) => [request.body.startRow, request.body.rowLimit])).toEqual([
      [0, 7],
      [7, 7],
      [14, 7],
    ]);
    const report = await runGa4Report(endpoints, token, "properties/123456", {
      dateRanges: [{ startDate: "2026-10-01", endDate: "2026-10-28" }],
      dimensions: ["sessionSource", "sessionDefaultChannelGroup"],
      metrics: ["sessions"],
      limit: 3,
    });
    expect(report.rows).toHaveLength(7);
    expect(report.rows[2]).toEqual({ dimensions: ["chatgpt.com", "Referral"], metrics: [240] });
    expect(await listSearchConsoleSites(endpoints, token)).toHaveLength(3);
  });

  it("exports every query as CSV and feeds other tools with average positions", async () => {
    const csv = await client.get(`${sc()}/export?table=queries`);
    expect(csv.headers.get("content-type")).toMatch(/^text\/csv/);
    const bytes = Buffer.from(await csv.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // BOM: Excel reads UTF-8 (Turkish letters)
    const lines = bytes.toString("utf8").slice(1).trim().split("\r\n");
    expect(lines[0]).toBe("query,clicks,impressions,ctr,position");
    expect(lines).toHaveLength(61);
    const { body } = await client.json<{ queries: SearchConsoleQuery[] }>("GET", `${sc()}/queries`);
    expect(body.queries[0]).toEqual({
      query: "seo aracı",
      clicks: 200,
      impressions: 5000,
      averagePosition: 1,
    });
    const direct = await listSearchConsoleQueries(env.server.context, userId, siteId, { limit: 5 });
    expect(direct).toHaveLength(5);
  });

  it("feeds keyword suggestions with the queries the site appears for and their average position", async () => {
    const { status, body } = await client.json<KeywordSuggestionsResponse>(
      "POST",
      "/api/keyword-suggestions",
      {
        siteId,
        seed: "seo",
        engines: ["google"],
      },
    );
    expect(status).toBe(200);
    const fromConsole = body.suggestions.find((row) => row.keyword === "seo aracı");
    expect(fromConsole).toMatchObject({
      sources: ["search_console"],
      searchConsolePosition: 1,
      sitePosition: null,
    });
    expect(body.failedSources).toEqual(["google"]);
  });

  it("gives the rank checker Search Console's average position as a free, labelled ranking source", async () => {
    const added = await client.json("POST", "/api/rank-tracker/keywords", {
      siteId,
      keywords: ["SEO aracı", "query 2"],
    });
    expect(added.status).toBe(201);
    await client.json("POST", "/api/rank-tracker/keywords", {
      siteId,
      keywords: ["query 2"],
      engine: "bing",
    });
    const { status, body } = await client.json<RankTrackerList>(
      "GET",
      `/api/rank-tracker/keywords?siteId=${siteId}`,
    );
    expect(status).toBe(200);
    const google = body.keywords.filter((keyword) => keyword.engine === "google");
    expect(google.map((keyword) => [keyword.keyword, keyword.searchConsole?.averagePosition])).toEqual([
      ["SEO aracı", 1],
      ["query 2", 2],
    ]);
    // Search Console measures Google only.
    expect(body.keywords.find((keyword) => keyword.engine === "bing")?.searchConsole).toBeNull();
    expect(body.searchConsoleQueries).toHaveLength(20);
    expect(body.searchConsoleQueries.map((row) => row.query)).not.toContain("seo aracı");
    expect(body.searchConsoleQueries[0]).toEqual({
      query: "query 1",
      clicks: 195,
      impressions: 4940,
      averagePosition: 1.5,
    });
  });

  it("turns a striking-distance query into one content task", async () => {
    const panel = (await client.json<SearchConsolePanel>("GET", sc())).body;
    const query = panel.strikingDistance[0]!.key;
    const created = await client.json<Task>("POST", `${sc()}/striking-tasks`, { query });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ category: "content", status: "pending" });
    expect(created.body.title.en).toContain(query);
    const again = await client.json<Task>("POST", `${sc()}/striking-tasks`, { query });
    expect(again.body.id).toBe(created.body.id);
    const top = await client.json<{ error: { code: string } }>("POST", `${sc()}/striking-tasks`, {
      query: "seo aracı",
    });
    expect(top.body.error.code).toBe("task_not_convertible");
  });
});

describe("GA4 panel", () => {
  it("shows users, sessions, key events and revenue, with AI assistants as their own channel", async () => {
    const panel = await waitForPanel<Ga4Panel>(client, `${ga()}?days=30`);
    expect(panel.summary?.current).toMatchObject({ sessions: 3400, users: 2720, engagementRate: 0.62 });
    expect(panel.summary?.previous.sessions).toBe(3000);
    expect(panel.hasRevenue).toBe(true);
    expect(panel.currencyCode).toBe("TRY");
    expect(panel.daily.length).toBeLessThanOrEqual(30);
    expect(panel.daily[0]?.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const channel = (key: string) => panel.channels.find((row) => row.key === key)?.sessions;
    expect(channel("AI assistants")).toBe(360);
    expect(channel("Referral")).toBe(60);
    expect(panel.aiAssistants.map((row) => [row.key, row.sessions])).toEqual([
      ["chatgpt", 240],
      ["perplexity", 90],
      ["gemini", 30],
    ]);
    expect(panel.landingPages[0]?.key).toBe("/");
    expect(panel.devices.map((row) => row.key)).toEqual(["mobile", "desktop", "tablet"]);
  });
});

describe("a property without data", () => {
  it("shows zeros on both panels when Google answers without rows and without rowCount", async () => {
    env.google.knobs.noData = true;
    const before = (await client.json<SearchConsolePanel>("GET", sc())).body.fetchedAt;
    await client.request("PUT", `/api/sites/${siteId}/google/properties`, {
      searchConsoleSiteUrl: "sc-domain:acme.com",
      ga4Property: "properties/123456",
      ga4PropertyName: "acme.com – GA4",
    });
    const panel = await waitForPanel<SearchConsolePanel>(
      client,
      sc(),
      (p) => p.fetchedAt !== before && p.problem === null && p.queries.length === 0,
    );
    expect(panel.summary?.current).toEqual({ clicks: 0, impressions: 0, ctr: 0, position: 0 });
    const ga4 = await waitForPanel<Ga4Panel>(client, ga(), (p) => p.channels.length === 0);
    expect(ga4.problem).toBeNull();
    expect(ga4.summary?.current.sessions).toBe(0);
    env.google.knobs.noData = false;
    await client.request("PUT", `/api/sites/${siteId}/google/properties`, {
      searchConsoleSiteUrl: "sc-domain:acme.com",
      ga4Property: "properties/123456",
      ga4PropertyName: "acme.com – GA4",
    });
    await waitForPanel<Ga4Panel>(client, ga(), (p) => p.channels.length > 0);
  });
});

describe("a refresh that failed", () => {
  it("shows the failure, when Google is asked again and a retry, and never keeps GA4 from its data", async () => {
    env.google.knobs.searchAnalyticsError = true;
    const other = await userWithSite(env.server, "https://acme.com");
    await connectGoogle(other.client, env.google, {
      services: ["searchConsole", "analytics"],
      siteId: other.siteId,
    });
    const base = `/api/sites/${other.siteId}/google`;
    const failed = await waitForPanel<SearchConsolePanel>(
      other.client,
      `${base}/search-console`,
      (p) => p.problem === "failed",
    );
    expect(failed.summary).toBeNull();
    expect(Date.parse(failed.lastAttempt?.attemptedAt ?? "")).toBeLessThanOrEqual(Date.now());
    expect(Date.parse(failed.lastAttempt?.nextAttemptAt ?? "")).toBeGreaterThan(Date.now());
    const ga4 = await waitForPanel<Ga4Panel>(other.client, `${base}/ga4`);
    expect(ga4.problem).toBeNull();
    expect(ga4.channels.find((row) => row.key === "AI assistants")?.sessions).toBe(360);
    // The retry button: another user cannot press it for this site; the owner gets the data now.
    expect((await client.request("POST", `${base}/refresh`)).status).toBe(404);
    env.google.knobs.searchAnalyticsError = false;
    expect((await other.client.request("POST", `${base}/refresh`)).status).toBe(200);
    const usage = await listUsage(env.server.context.database, other.userId);
    // Connecting's first fetch is free; the press counts one on-demand refresh, like choosing properties.
    expect(usage.find((entry) => entry.kind === "google_refreshes")?.used).toBe(1);
    const back = await waitForPanel<SearchConsolePanel>(
      other.client,
      `${base}/search-console`,
      (p) => p.problem === null && p.summary !== null,
    );
    expect(back.summary?.current.clicks).toBe(1200);
    expect(back.lastAttempt).toBeNull();
  });
});

describe("Google's refusals", () => {
  it("keeps the last data and says quota on 429", async () => {
    const before = (await client.json<SearchConsolePanel>("GET", sc())).body;
    env.google.knobs.quota = true;
    const properties = await client.json<{ error: { code: string } }>(
      "GET",
      `/api/sites/${siteId}/google/properties`,
    );
    expect(properties.status).toBe(429);
    expect(properties.body.error.code).toBe("google_quota");
    await client.request("PUT", `/api/sites/${siteId}/google/properties`, {
      searchConsoleSiteUrl: "sc-domain:acme.com",
      ga4Property: "properties/123456",
      ga4PropertyName: "acme.com – GA4",
    });
    const after = await waitForPanel<SearchConsolePanel>(client, sc(), (panel) => panel.problem === "quota");
    expect(after.fetchedAt).toBe(before.fetchedAt);
    expect(after.summary).toEqual(before.summary);
    expect(
      (await waitForPanel<Ga4Panel>(client, ga(), (panel) => panel.problem === "quota")).summary,
    ).not.toBeNull();
  });

  it("says permission for a property the account cannot read", async () => {
    await client.request("PUT", `/api/sites/${siteId}/google/properties`, {
      searchConsoleSiteUrl: "https://unverified.net/",
      ga4Property: "properties/999",
    });
    const panel = await waitForPanel<SearchConsolePanel>(client, sc(), (p) => p.problem === "permission");
    expect(panel.summary).toBeNull();
    expect((await waitForPanel<Ga4Panel>(client, ga(), (p) => p.problem === "permission")).property).toBe(
      "properties/999",
    );
  });

  it("classifies Google's error bodies", () => {
    const scope = GoogleApiError.from(403, {
      error: {
        code: 403,
        status: "PERMISSION_DENIED",
        details: [{ reason: "ACCESS_TOKEN_SCOPE_INSUFFICIENT" }],
      },
    });
    expect(scope.problem).toBe("scope");
    expect(GoogleApiError.from(429, {}).problem).toBe("quota");
    expect(GoogleApiError.from(401, null).problem).toBe("auth");
    expect(GoogleApiError.from(403, { error: { errors: [{ reason: "forbidden" }] } }).problem).toBe(
      "permission",
    );
  });

  it("shows the reconnect state on the panels once the connection expired, keeping what was fetched", async () => {
    await client.request("PUT", `/api/sites/${siteId}/google/properties`, {
      searchConsoleSiteUrl: "sc-domain:acme.com",
      ga4Property: null,
    });
    await waitForPanel<SearchConsolePanel>(client, sc(), (p) => p.fetchedAt !== null && p.problem === null);
    env.google.knobs.refreshInvalidGrant = true;
    // The stored access token is past its expiry; refreshing it answers invalid_grant.
    const { db } = env.server.context.database;
    const { googleConnections } = await import("../../src/db/schema");
    await db.update(googleConnections).set({ accessTokenExpiresAt: new Date(0) });
    await client.request("PUT", `/api/sites/${siteId}/google/properties`, {
      searchConsoleSiteUrl: "sc-domain:acme.com",
      ga4Property: null,
    });
    const panel = await waitForPanel<SearchConsolePanel>(client, sc(), (p) => p.problem === "expired");
    expect(panel.summary).not.toBeNull();
    expect((await client.json<Ga4Panel>("GET", ga())).body.problem).toBe("expired");
  });
});
