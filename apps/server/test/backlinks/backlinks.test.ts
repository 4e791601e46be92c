import type { ImportBacklinksResponse, KnownBacklinksResponse, Site } from "@sitelens/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reverifyDueBacklinks } from "../../src/backlinks/reverify-backlinks-job";
import { users } from "../../src/db/schema";
import { listUsage } from "../../src/usage/list-usage";
import { readJson, waitForSite } from "../sites/support";
import { signUpTestUser } from "../support/sign-up-test-user";
import { startTestServer, type TestServer } from "../support/start-test-server";
import type { TestClient } from "../support/test-client";
import { SOURCE_HOST, serveLinkSources } from "./link-sources";

let sources: Awaited<ReturnType<typeof serveLinkSources>>;
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
  server = await startTestServer({
    env: {
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
});

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

describe("backlink access", () => {
  it("keeps another user out of A's links (404 everywhere)", async () => {
    const { client: intruder } = await signUpTestUser(server);
    const { links } = await linksOf(owner);
    const attempts: [string, string, unknown?][] = [
      ["GET", `/api/sites/${site.id}/backlinks`],
      ["POST", `/api/sites/${site.id}/backlinks/import`, { text: `${sources.sourceOrigin}/aktif` }],
      ["POST", `/api/sites/${site.id}/backlinks/verify`],
      ["GET", `/api/sites/${site.id}/backlinks/export.csv`],
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
  });
});
