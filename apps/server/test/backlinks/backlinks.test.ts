import type {
  ImportBacklinksResponse,
  KnownBacklinksResponse,
  ProviderBacklinksResponse,
  Site,
  SiteDetail,
} from "@sitelens/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lookupProviderBacklinks } from "../../src/backlinks/lookup-provider-backlinks";
import { reverifyDueBacklinks } from "../../src/backlinks/reverify-backlinks-job";
import { users } from "../../src/db/schema";
import { listUsage } from "../../src/usage/list-usage";
import { readJson, waitForSite } from "../sites/support";
import { signUpTestUser } from "../support/sign-up-test-user";
import { startTestServer, type TestServer } from "../support/start-test-server";
import type { TestClient } from "../support/test-client";
import { startVendorServer, type VendorServer } from "../support/vendor-server";
import { SOURCE_HOST, serveLinkSources } from "./link-sources";

let sources: Awaited<ReturnType<typeof serveLinkSources>>;
let vendor: VendorServer;
let server: TestServer;
let owner: TestClient;
let ownerId: string;
let site: Site;

const linksOf = async (client: TestClient, query = "") =>
  readJson<KnownBacklinksResponse>(await client.get(`/api/sites/${site.id}/backlinks${query}`));

async function waitUntilChecked(since = 0) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const list = await linksOf(owner, "?pageSize=100");
    const done = list.links.every(
      (link) => link.status !== "pending" && link.lastChecked && Date.parse(link.lastChecked) > since,
    );
    if (done) return list;
    if (Date.now() > deadline) throw new Error(`links still unchecked: ${JSON.stringify(list.links)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  sources = await serveLinkSources();
  vendor = await startVendorServer();
  // One local server answers both DataForSEO and Open PageRank paths in their wire formats.
  vendor.handle((request) =>
    request.url.pathname.startsWith("/api/v1.0/")
      ? openPageRank(request.url)
      : dataForSeo(request.url.pathname),
  );
  server = await startTestServer({
    env: {
      DATAFORSEO_LOGIN: "giris",
      DATAFORSEO_PASSWORD: "gizli",
      DATAFORSEO_BASE_URL: vendor.url,
      OPENPAGERANK_API_KEY: "opr-key",
      OPENPAGERANK_BASE_URL: vendor.url,
      CRAWLER_RESOLVE: `${sources.resolve},kapali.example.org:9:127.0.0.1`,
      CRAWLER_ALLOW_PRIVATE: "true",
      ANALYSIS_LIGHTHOUSE: "false",
      ANALYSIS_MAX_PAGES: "5",
    },
  });
  ({ client: owner, userId: ownerId } = await signUpTestUser(server, { language: "tr" }));
  const added = await owner.post("/api/sites", { url: sources.siteUrl });
  site = await waitForSite(owner, (await readJson<Site>(added)).id);
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await sources?.close();
  await vendor?.close();
});

function openPageRank(url: URL) {
  return {
    json: {
      status_code: 200,
      response: url.searchParams
        .getAll("domains[]")
        .map((domain) =>
          domain === "hedef-kahve.com.tr"
            ? { status_code: 200, error: "", page_rank_decimal: 3.5, domain }
            : { status_code: 404, error: "Domain not found", page_rank_decimal: 0, domain },
        ),
    },
  };
}

function dataForSeo(path: string) {
  const history = {
    target: "hedef-kahve.com.tr",
    group_range: "month",
    items: [
      {
        date: "2026-10-01 00:00:00 +00:00",
        new_backlinks: 9,
        lost_backlinks: 4,
        new_referring_domains: 3,
        lost_referring_domains: 1,
      },
    ],
  };
  const result = path.endsWith("/summary/live")
    ? { target: "hedef-kahve.com.tr", rank: 212, backlinks: 340, referring_domains: 41 }
    : path.endsWith("/timeseries_new_lost_summary/live")
      ? history
      : {
          total_count: 340,
          items_count: 2,
          items: [
            {
              url_from: `${sources.sourceOrigin}/aktif`,
              url_to: `${sources.siteUrl}/`,
              anchor: "Hedef Kahve",
              dofollow: true,
              is_new: true,
              domain_from_rank: 120,
              first_seen: "2026-09-01 10:00:00 +00:00",
              last_seen: "2026-11-01 10:00:00 +00:00",
            },
            {
              url_from: "https://forum.example.org/konu",
              url_to: `${sources.siteUrl}/`,
              anchor: "kahve",
              dofollow: false,
              attributes: ["ugc"],
              is_lost: true,
              domain_from_rank: 80,
            },
          ],
        };
  return {
    json: {
      status_code: 20000,
      status_message: "Ok.",
      tasks: [{ id: "t1", status_code: 20000, status_message: "Ok.", result: [result] }],
    },
  };
}

describe("known backlinks without a provider", () => {
  it("imports a Search Console CSV and checks every linking page through the guard", async () => {
    const csv = [
      "Linking page,Last crawled",
      `${sources.sourceOrigin}/aktif,2026-10-01`,
      `${sources.sourceOrigin}/nofollow,2026-10-02`,
      `${sources.sourceOrigin}/kaldirilmis,2026-10-03`,
      `${sources.sourceOrigin}/silindi,2026-10-04`,
      "http://kapali.example.org:9/yazi,2026-10-05",
      `${sources.siteUrl}/kendi-sayfam,2026-10-06`,
      `${sources.sourceOrigin}/aktif,2026-10-07`,
    ].join("\n");
    const imported = await owner.post(`/api/sites/${site.id}/backlinks/import`, { text: csv });
    expect(imported.status).toBe(200);
    expect(await readJson<ImportBacklinksResponse>(imported)).toEqual({
      added: 5,
      alreadyKnown: 0,
      ignored: 2,
      overLimit: 0,
    });
    const list = await waitUntilChecked();
    const bySource = Object.fromEntries(list.links.map((link) => [new URL(link.sourceUrl).pathname, link]));
    expect(bySource["/aktif"]).toMatchObject({
      status: "active",
      anchor: "Hedef Kahve",
      linkType: "dofollow",
      indexable: true,
      origin: "import",
      targetUrl: `${sources.siteUrl}/`,
    });
    expect(bySource["/aktif"]?.firstSeen).not.toBeNull();
    expect(bySource["/nofollow"]).toMatchObject({
      status: "active",
      linkType: "nofollow",
      rel: ["nofollow"],
    });
    expect(bySource["/kaldirilmis"]).toMatchObject({ status: "broken", reason: "link_missing" });
    expect(bySource["/silindi"]).toMatchObject({
      status: "broken",
      reason: "source_http_error",
      sourceHttpStatus: 404,
    });
    expect(bySource["/yazi"]).toMatchObject({ status: "unknown", reason: "connection" });
    expect(list.summary).toMatchObject({
      total: 5,
      referringDomains: 1,
      byStatus: { active: 2, broken: 2, unknown: 1, pending: 0, redirect: 0 },
      byType: { dofollow: 1, nofollow: 1 },
      topAnchors: [
        { anchor: "Hedef Kahve", links: 1 },
        { anchor: "kahve dükkânı", links: 1 },
      ],
    });
  });

  it("imports pasted URLs once, filters, pages and exports CSV", async () => {
    const again = await owner.post(`/api/sites/${site.id}/backlinks/import`, {
      text: `${sources.sourceOrigin}/aktif\nbu bir url değil\n`,
    });
    expect(await readJson<ImportBacklinksResponse>(again)).toMatchObject({
      added: 0,
      alreadyKnown: 1,
      ignored: 1,
    });
    const broken = await linksOf(owner, "?status=broken");
    expect(broken.total).toBe(2);
    const paged = await linksOf(owner, "?pageSize=2&page=3");
    expect(paged).toMatchObject({ total: 5, page: 3 });
    expect(paged.links).toHaveLength(1);
    expect((await linksOf(owner, "?q=d%C3%BCkk%C3%A2n")).links.map((link) => link.linkType)).toEqual([
      "nofollow",
    ]);
    const csv = await owner.get(`/api/sites/${site.id}/backlinks/export.csv?type=dofollow`);
    expect(csv.headers.get("content-type")).toContain("text/csv");
    const lines = (await csv.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toMatch(/^source_url,status,reason,anchor,link_type/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${SOURCE_HOST}`);
  });

  it("re-verifies on demand, marks a link that disappeared as lost and notifies", async () => {
    sources.state.linkOnActive = false;
    const started = Date.now();
    const verify = await owner.post(`/api/sites/${site.id}/backlinks/verify`);
    expect(await readJson(verify)).toEqual({ queued: 5 });
    const list = await waitUntilChecked(started);
    const lost = list.links.find((link) => link.sourceUrl.endsWith("/aktif"));
    expect(lost).toMatchObject({ status: "broken", reason: "link_missing" });
    expect(lost?.lostAt).not.toBeNull();
    // What was last seen on the page stays readable after it is gone.
    expect(lost?.lastSeen).not.toBeNull();
    expect(list.summary.lostLast30Days).toBe(1);
    const deadline = Date.now() + 10_000;
    let titles: string[] = [];
    while (Date.now() < deadline) {
      const { body } = await owner.json<{ notifications: { title: string; type: string }[] }>(
        "GET",
        "/api/notifications",
      );
      titles = body.notifications.filter((item) => item.type === "warning").map((item) => item.title);
      if (titles.length > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(titles).toEqual([`${site.name}: 1 backlink kaybedildi`]);
    const usage = (await listUsage(server.context.database, ownerId)).find(
      (entry) => entry.kind === "backlink_checks",
    );
    expect(usage?.used).toBe(2);
  });

  it("schedules a re-check once the plan's monitoring period has passed", async () => {
    expect(await reverifyDueBacklinks(server.context, new Date())).toBe(0);
    expect(await reverifyDueBacklinks(server.context, new Date(Date.now() + 25 * 3_600_000))).toBe(1);
  });

  it("deletes one link", async () => {
    const { links } = await linksOf(owner, "?status=unknown");
    expect((await owner.request("DELETE", `/api/sites/${site.id}/backlinks/${links[0]!.id}`)).status).toBe(
      200,
    );
    expect((await linksOf(owner)).total).toBe(4);
  });
});

describe("the site's analysis and provider data", () => {
  it("judges the verified links and Open PageRank in the off-page audits", async () => {
    const started = await owner.post(`/api/sites/${site.id}/analyze`, { force: true });
    expect(started.status).toBe(200);
    await waitForSite(owner, site.id);
    const detail = await readJson<SiteDetail>(await owner.get(`/api/sites/${site.id}`));
    const audit = (id: string) => detail.analysisData?.audits.find((item) => item.id === id);
    expect(audit("referring-domains")).toMatchObject({
      notApplicable: false,
      displayValue: { en: "1 referring domains (verified links)" },
    });
    expect(audit("backlink-profile")?.displayValue?.en).toBe(
      "1 live links, 0 followed, 1 lost (verified links)",
    );
    expect(audit("domain-authority")).toMatchObject({
      score: 0.35,
      displayValue: { en: "Open PageRank 0–10: 3.5" },
    });
    expect(detail.analysisData?.scores.categories.offpage).toEqual(expect.any(Number));
  }, 60_000);

  it("looks up a site's backlinks at the provider, with authority named by scale", async () => {
    const response = await owner.get(`/api/backlinks/lookup?siteId=${site.id}`);
    expect(response.status).toBe(200);
    const lookup = await readJson<ProviderBacklinksResponse>(response);
    expect(lookup).toMatchObject({
      provider: { id: "dataforseo", authorityScale: "DataForSEO rank 0–1000" },
      target: "hedef-kahve.com.tr",
      totals: { backlinks: 340, referringDomains: 41, authority: 212, openPageRank: 3.5 },
      total: 340,
      nextCursor: null,
      page: { referringDomains: 2, newLinks: 1, lostLinks: 1 },
      history: [
        {
          month: "2026-10-01",
          newBacklinks: 9,
          lostBacklinks: 4,
          newReferringDomains: 3,
          lostReferringDomains: 1,
        },
      ],
    });
    expect(lookup.items[1]).toMatchObject({ linkType: "ugc", status: "broken", openPageRank: null });
    const typed = await owner.get(`/api/backlinks/lookup?url=${encodeURIComponent("http://")}`);
    expect(await readJson(typed)).toMatchObject({
      error: { code: "invalid_site_url", message: "Geçersiz URL" },
    });
    const bare = { ...server.context.env, DATAFORSEO_LOGIN: undefined, DATAFORSEO_PASSWORD: undefined };
    const none = await lookupProviderBacklinks({ ...server.context, env: bare }, ownerId, {
      siteId: site.id,
      include: "live",
      pageSize: 50,
    });
    expect(none).toMatchObject({ provider: null, items: [], totals: null, history: null });
  });

  it("exports the provider's links as CSV for one backlink check", async () => {
    const used = async () =>
      (await listUsage(server.context.database, ownerId)).find((entry) => entry.kind === "backlink_checks")
        ?.used ?? 0;
    const before = await used();
    const response = await owner.get(`/api/backlinks/lookup.csv?siteId=${site.id}&include=all`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="backlinks-hedef-kahve.com.tr.csv"',
    );
    const lines = (await response.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe(
      "source_url,target_url,anchor,link_type,status,authority,authority_scale,first_seen,last_seen,new,lost",
    );
    expect(lines).toHaveLength(3);
    expect(lines[2]).toBe(
      `https://forum.example.org/konu,${sources.siteUrl}/,kahve,ugc,broken,80,DataForSEO rank 0–1000,,,false,true`,
    );
    expect(await used()).toBe(before + 1);
    const listRequest = vendor.requests.findLast((request) =>
      request.url.pathname.endsWith("/backlinks/backlinks/live"),
    );
    expect(JSON.parse(listRequest!.body)[0]).toMatchObject({ backlinks_status_type: "all", limit: 100 });
  });

  it("says the provider failed and gives the check back", async () => {
    const usage = async () =>
      (await listUsage(server.context.database, ownerId)).find((entry) => entry.kind === "backlink_checks")
        ?.used;
    const before = await usage();
    vendor.handle(() => ({ status: 402, json: { status_code: 40200, status_message: "Payment Required." } }));
    const failed = await owner.get(`/api/backlinks/lookup?url=${encodeURIComponent("baska-site.com.tr")}`);
    expect(failed.status).toBe(502);
    expect(await readJson(failed)).toMatchObject({ error: { code: "backlink_analysis_failed" } });
    const failedExport = await owner.get(
      `/api/backlinks/lookup.csv?url=${encodeURIComponent("baska-site.com.tr")}`,
    );
    expect(failedExport.status).toBe(502);
    expect(await usage()).toBe(before);
  });
});

describe("backlink access", () => {
  it("keeps another user out of A's links (404 everywhere)", async () => {
    const { client: intruder } = await signUpTestUser(server);
    const { links } = await linksOf(owner);
    const attempts: [string, string, unknown?][] = [
      ["GET", `/api/sites/${site.id}/backlinks`],
      ["POST", `/api/sites/${site.id}/backlinks/import`, { text: `${sources.sourceOrigin}/aktif` }],
      ["POST", `/api/sites/${site.id}/backlinks/verify`],
      ["GET", `/api/sites/${site.id}/backlinks/export.csv`],
      ["GET", `/api/backlinks/lookup.csv?siteId=${site.id}`],
      ["DELETE", `/api/sites/${site.id}/backlinks/${links[0]!.id}`],
    ];
    for (const [method, path, body] of attempts)
      expect((await intruder.request(method, path, body)).status, `${method} ${path}`).toBe(404);
    expect((await linksOf(owner)).total).toBe(4);
  });

  it("asks a user without tool access for the Pro plan", async () => {
    const { client, userId } = await signUpTestUser(server, { language: "tr" });
    const own = await readJson<Site>(await client.post("/api/sites", { url: "https://baska-kahve.com.tr" }));
    await server.context.database.db
      .update(users)
      .set({ trialEndsAt: new Date(0) })
      .where(eq(users.id, userId));
    const refused = await client.post(`/api/sites/${own.id}/backlinks/import`, {
      text: `${sources.sourceOrigin}/aktif`,
    });
    expect(refused.status).toBe(403);
    expect(await readJson(refused)).toMatchObject({
      error: { code: "feature_locked", message: "Pro Plan Gerekli" },
    });
    expect((await client.get(`/api/backlinks/lookup.csv?url=hedef-kahve.com.tr`)).status).toBe(403);
  });
});
