import type {
  Competitor,
  CompetitorComparison,
  CompetitorHistoryPoint,
  CompetitorList,
  Site,
} from "@sitelens/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reanalyzeDueCompetitors } from "../../src/competitors/reanalyze-competitors-job";
import { competitors as competitorRows, users } from "../../src/db/schema";
import { listUsage } from "../../src/usage/list-usage";
import { readJson, waitForSite } from "../sites/support";
import { signUpTestUser } from "../support/sign-up-test-user";
import { startTestServer, type TestServer } from "../support/start-test-server";
import type { TestClient } from "../support/test-client";
import { serveCompetitorFixtures } from "./fixture-sites";

let fixtures: Awaited<ReturnType<typeof serveCompetitorFixtures>>;
let server: TestServer;
let owner: TestClient;
let ownerId: string;
let site: Site;
let rival: Competitor;

async function waitForCompetitor(client: TestClient, id: string, after = 0): Promise<CompetitorComparison> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const comparison = await readJson<CompetitorComparison>(
      await client.get(`/api/competitors/${id}/comparison`),
    );
    const analyzed = comparison.competitor.lastAnalyzed ? Date.parse(comparison.competitor.lastAnalyzed) : 0;
    if (comparison.competitor.status === "error") return comparison;
    if (comparison.competitor.status === "completed" && analyzed > after) return comparison;
    if (Date.now() > deadline)
      throw new Error(`competitor still analysing: ${JSON.stringify(comparison.competitor)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

beforeAll(async () => {
  fixtures = await serveCompetitorFixtures();
  server = await startTestServer({
    env: {
      CRAWLER_RESOLVE: `${fixtures.resolve},kapali-rakip.com:443:127.0.0.1,ikinci-rakip.com:443:127.0.0.1`,
      CRAWLER_ALLOW_PRIVATE: "true",
      ANALYSIS_LIGHTHOUSE: "false",
      ANALYSIS_MAX_PAGES: "20",
    },
  });
  ({ client: owner, userId: ownerId } = await signUpTestUser(server, { language: "tr" }));
  const added = await owner.post("/api/sites", { url: fixtures.ourUrl });
  site = await waitForSite(owner, (await readJson<Site>(added)).id);
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await fixtures?.close();
});

describe("competitor analysis with our own engine", () => {
  it("adds a competitor by name and URL and analyses it", async () => {
    const response = await owner.post(`/api/sites/${site.id}/competitors`, {
      name: "Rakip Kahve",
      url: fixtures.rivalUrl,
    });
    expect(response.status).toBe(201);
    rival = await readJson<Competitor>(response);
    expect(rival).toMatchObject({
      name: "Rakip Kahve",
      domain: "rakip-kahve.com.tr",
      status: "analyzing",
      source: "manual",
    });
    const comparison = await waitForCompetitor(owner, rival.id);
    expect(comparison.competitor).toMatchObject({ status: "completed", pagesCrawled: 5 });
    expect(comparison.ready).toBe(true);
  }, 90_000);

  it("compares every score side by side", async () => {
    const comparison = await readJson<CompetitorComparison>(
      await owner.get(`/api/competitors/${rival.id}/comparison`),
    );
    expect(comparison.site).toMatchObject({ id: site.id, pagesCrawled: 4 });
    const scores = comparison.scores!;
    for (const side of [scores.site, scores.competitor]) {
      expect(side.overall).toBeGreaterThan(0);
      for (const engine of ["google", "bing", "yandex", "chatgpt", "gemini", "grok"] as const)
        expect(side.engines[engine]).toBeTypeOf("number");
      expect(side.categories.content).toBeTypeOf("number");
    }
  });

  it("lists the audits one passes and the other fails, with page counts", async () => {
    const { audits } = await readJson<CompetitorComparison>(
      await owner.get(`/api/competitors/${rival.id}/comparison`),
    );
    const byId = Object.fromEntries(audits.map((audit) => [audit.id, audit]));
    // "They have FAQ markup on 3 pages, you on none."
    expect(byId["schema-faq-page"]).toMatchObject({
      ahead: "competitor",
      competitor: { passed: 3, applicable: 3 },
      site: { passed: 0, applicable: 0 },
    });
    expect(byId["meta-description"]).toMatchObject({
      ahead: "competitor",
      site: { applicable: 4, passed: 0, failing: 4 },
      competitor: { applicable: 5, passed: 5, failing: 0 },
    });
    expect(byId["html-lang"]).toMatchObject({
      ahead: "site",
      site: { passed: 4 },
      competitor: { failing: 5 },
    });
  });

  it("compares content and names the topics the site lacks", async () => {
    const { content } = await readJson<CompetitorComparison>(
      await owner.get(`/api/competitors/${rival.id}/comparison`),
    );
    expect(content!.site.pages).toBe(4);
    expect(content!.competitor.pages).toBe(5);
    expect(content!.competitor.words).toBeGreaterThan(content!.site.words);
    const missing = content!.topicsMissing.map((topic) => topic.term);
    expect(missing).toContain("türk kahvesi");
    expect(missing).not.toContain("espresso");
    expect(content!.topicsOnlyYours.map((topic) => topic.term)).toContain("filtre kahve");
  });

  it("re-analyses on demand and keeps the history", async () => {
    const before = Date.now();
    const again = await owner.post(`/api/competitors/${rival.id}/analyze`);
    expect(again.status).toBe(200);
    await waitForCompetitor(owner, rival.id, before);
    const { history } = await readJson<{ history: CompetitorHistoryPoint[] }>(
      await owner.get(`/api/competitors/${rival.id}/history`),
    );
    expect(history).toHaveLength(2);
    expect(history[1]).toMatchObject({ pagesCrawled: 5 });
    expect(history[1]!.overall).toBeTypeOf("number");
  }, 90_000);

  it("re-analyses on schedule a week later, without counting", async () => {
    expect(await reanalyzeDueCompetitors(server.context, new Date())).toBe(0);
    // A week on, a trial would have ended and nothing would run: the owner has a long trial here.
    const { db } = server.context.database;
    await db
      .update(users)
      .set({ trialEndsAt: new Date(Date.now() + 30 * 86_400_000) })
      .where(eq(users.id, ownerId));
    expect(await reanalyzeDueCompetitors(server.context, new Date(Date.now() + 8 * 86_400_000))).toBe(1);
    const [row] = await server.context.database.db
      .select()
      .from(competitorRows)
      .where(eq(competitorRows.id, rival.id));
    expect(row?.status).toBe("analyzing");
    await waitForCompetitor(owner, rival.id, Date.now() - 1);
    const usage = await listUsage(server.context.database, ownerId);
    expect(usage.find((entry) => entry.kind === "competitor_analyses")?.used).toBe(2);
  }, 90_000);
});

describe("competitor rules", () => {
  it("answers bad input with the spec's messages", async () => {
    const post = (body: unknown) => owner.post(`/api/sites/${site.id}/competitors`, body);
    expect(await readJson(await post({ name: "X", url: "http://" }))).toMatchObject({
      error: { code: "invalid_site_url", message: "Geçersiz URL" },
    });
    expect(await readJson(await post({ name: "X", url: "192.168.1.1" }))).toMatchObject({
      error: { code: "invalid_site_url", message: "Lütfen IP adresi yerine bir alan adı kullanın." },
    });
    const itself = await post({ name: "Biz", url: "https://bizim-kahve.com.tr/blog" });
    expect(itself.status).toBe(400);
    expect(await readJson(itself)).toMatchObject({
      error: { code: "competitor_is_site", message: "Rakip, sitenizin kendisi olamaz." },
    });
    expect((await post({ name: "", url: fixtures.rivalUrl })).status).toBe(400);
    const twice = await post({ name: "Aynı rakip", url: "https://rakip-kahve.com.tr" });
    expect(twice.status).toBe(409);
    expect(await readJson(twice)).toMatchObject({ error: { code: "duplicate_competitor" } });
  });

  it("keeps to the plan's slots per site and frees one on removal", async () => {
    const post = (name: string, url: string) =>
      owner.post(`/api/sites/${site.id}/competitors`, { name, url });
    expect((await post("Kapalı", "https://kapali-rakip.com")).status).toBe(201);
    expect((await post("İkinci", "https://ikinci-rakip.com")).status).toBe(201);
    const list = await readJson<CompetitorList>(await owner.get(`/api/sites/${site.id}/competitors`));
    expect(list.slots).toEqual({ used: 3, limit: 3 });
    const full = await post("Dördüncü", "https://dorduncu-rakip.com");
    expect(full.status).toBe(403);
    expect(await readJson(full)).toMatchObject({ error: { code: "competitor_slots_full" } });
    const closed = list.competitors.find((competitor) => competitor.domain === "kapali-rakip.com")!;
    // A competitor that cannot be reached ends in error with the engine's reason.
    const failed = await waitForCompetitor(owner, closed.id);
    expect(failed.competitor.status).toBe("error");
    expect(failed.competitor.errorReason?.tr).toBeTruthy();
    expect(failed.ready).toBe(false);
    expect((await owner.request("DELETE", `/api/competitors/${closed.id}`)).status).toBe(200);
    const after = await readJson<CompetitorList>(await owner.get(`/api/sites/${site.id}/competitors`));
    expect(after.slots.used).toBe(2);
  }, 90_000);

  it("keeps another user out (404) and asks a user without the plan for Pro", async () => {
    const { client: intruder } = await signUpTestUser(server);
    const attempts: [string, string, unknown?][] = [
      ["GET", `/api/sites/${site.id}/competitors`],
      ["POST", `/api/sites/${site.id}/competitors`, { name: "X", url: "https://baska.com" }],
      ["GET", `/api/competitors/${rival.id}/comparison`],
      ["GET", `/api/competitors/${rival.id}/history`],
      ["POST", `/api/competitors/${rival.id}/analyze`],
      ["DELETE", `/api/competitors/${rival.id}`],
    ];
    for (const [method, path, body] of attempts)
      expect((await intruder.request(method, path, body)).status, `${method} ${path}`).toBe(404);
    const { client: free, userId } = await signUpTestUser(server, { language: "tr" });
    const own = await readJson<Site>(await free.post("/api/sites", { url: "https://ucretsiz-kahve.com.tr" }));
    await server.context.database.db
      .update(users)
      .set({ trialEndsAt: new Date(0) })
      .where(eq(users.id, userId));
    for (const response of [
      await free.get(`/api/sites/${own.id}/competitors`),
      await free.post(`/api/sites/${own.id}/competitors`, { name: "Rakip", url: "https://rakip.com" }),
    ]) {
      expect(response.status).toBe(403);
      expect(await readJson(response)).toMatchObject({
        error: { code: "feature_locked", message: "Pro Plan Gerekli" },
      });
    }
  });
});
