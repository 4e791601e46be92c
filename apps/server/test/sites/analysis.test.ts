import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  type AnalyzeSiteResponse,
  auditOutcome,
  type HistoryPoint,
  type Site,
  type SiteDetail,
  type SitePage,
  type Suggestion,
  summarizeScan,
  type Task,
} from "@sitelens/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sites as siteRows } from "../../src/db/schema";
import { openEventStream } from "../support/read-events";
import { signUpTestUser } from "../support/sign-up-test-user";
import type { TestClient } from "../support/test-client";
import { FIXTURE_HOST, readJson, startSitesServer, waitForSite } from "./support";

let env: Awaited<ReturnType<typeof startSitesServer>>;
let client: TestClient;
let site: Site;
let events: Awaited<ReturnType<typeof openEventStream>>;

beforeAll(async () => {
  env = await startSitesServer();
  ({ client } = await signUpTestUser(env.server, { language: "tr" }));
  const cookie = (client as unknown as { cookies: Map<string, string> }).cookies;
  events = await openEventStream(env.server.url, [...cookie].map(([k, v]) => `${k}=${v}`).join("; "));
  const port = new URL(env.fixture.origin).port;
  const added = await client.post("/api/sites", { url: `http://${FIXTURE_HOST}:${port}` });
  expect(added.status).toBe(201);
  const body = await readJson<Site>(added);
  expect(body).toMatchObject({
    status: "analyzing",
    overallScore: 0,
    googleSeo: 0,
    grokVisibility: 0,
    name: `ornek-kahve.com.tr`,
  });
  site = await waitForSite(client, body.id);
}, 120_000);

afterAll(async () => {
  await events?.stop();
  await env?.stop();
});

describe("the analysis job against the fixture site", () => {
  it("completes with the engine's scores and ScanResult", async () => {
    expect(site.status).toBe("completed");
    expect(site.errorReason).toBeNull();
    expect(site.overallScore).toBeGreaterThan(0);
    expect(site.previousScore).toBeNull();
    const detail = await readJson<SiteDetail>(await client.get(`/api/sites/${site.id}`));
    expect(detail.analysisData?.crawl.pagesCrawled).toBeGreaterThan(3);
    expect(detail.overallScore).toBe(Math.round(detail.analysisData?.scores.overall ?? -1));
    expect(detail.googleSeo).toBe(Math.round(detail.analysisData?.scores.engines.google ?? -1));
  });

  it("streamed progress live and announced the result", async () => {
    // The success notification is the last thing the job writes; the site row is completed just before.
    const deadline = Date.now() + 15_000;
    const announced = async () => {
      const { body } = await client.json<{ notifications: { title: string; type: string }[] }>(
        "GET",
        "/api/notifications",
      );
      return body.notifications.some(
        (item) => item.type === "success" && item.title.includes("analizi tamamlandı"),
      );
    };
    while (!(await announced()) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await announced()).toBe(true);
    while (!events.received.some((event) => event.data.type === "history.created") && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    const types = events.received.map((event) => event.data.type);
    expect(types).toContain("site.progress");
    const progress = events.received.find((event) => event.data.type === "site.progress");
    expect(progress?.data.data).toMatchObject({
      id: site.id,
      stage: expect.any(String),
      pagesCrawled: expect.any(Number),
    });
    expect(types).toContain("site.updated");
    expect(types).toContain("task.created");
    expect(types).toContain("history.created");
  });

  it("showed the crawl's scores first, while speed was still to be measured", async () => {
    const deadline = Date.now() + 15_000;
    while (!events.received.some((event) => event.data.type === "history.created") && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    const types = events.received.map((event) => event.data);
    const first = types.findIndex(
      (data) => data.type === "site.updated" && (data.data as { firstResult?: boolean }).firstResult,
    );
    expect(first).toBeGreaterThanOrEqual(0);
    expect(first).toBeLessThan(types.findIndex((data) => data.type === "history.created"));
  });

  it("stores the crawled pages with sitemap detection", async () => {
    const { pages } = await readJson<{ pages: SitePage[] }>(await client.get(`/api/sites/${site.id}/pages`));
    expect(pages.length).toBeGreaterThan(3);
    expect(pages.every((page) => page.url.startsWith("/"))).toBe(true);
    expect(pages.some((page) => page.inSitemap)).toBe(true);
    expect(pages.find((page) => page.url === "/")?.title).toBeTruthy();
  });

  it("lists tasks with filters and moves them between pending and completed", async () => {
    const { tasks } = await readJson<{ tasks: Task[] }>(await client.get(`/api/tasks?siteId=${site.id}`));
    expect(tasks.length).toBeGreaterThan(0);
    const high = await readJson<{ tasks: Task[] }>(
      await client.get(`/api/tasks?siteId=${site.id}&priority=high`),
    );
    expect(high.tasks.every((task) => task.priority === "high")).toBe(true);
    const task = tasks[0]!;
    const done = await client.request("PATCH", `/api/tasks/${task.id}`, { status: "completed" });
    expect((await readJson<Task>(done)).status).toBe("completed");
    const completed = await readJson<{ tasks: Task[] }>(await client.get(`/api/tasks?status=completed`));
    expect(completed.tasks.map((item) => item.id)).toContain(task.id);
    const back = await client.request("PATCH", `/api/tasks/${task.id}`, { status: "pending" });
    expect((await readJson<Task>(back)).completedAt).toBeNull();
    const last = tasks.at(-1)!;
    expect((await client.request("DELETE", `/api/tasks/${last.id}`)).status).toBe(200);
    expect((await client.request("DELETE", `/api/tasks/${last.id}`)).status).toBe(404);
  });

  it("without an AI provider, gives a site-specific rule-based fix or refuses when there is none", async () => {
    const { tasks } = await readJson<{ tasks: Task[] }>(await client.get(`/api/tasks?siteId=${site.id}`));
    // The fixture's server sends no Server header and no generator tag: nothing to add to the fix shown.
    const response = await client.post(`/api/tasks/${tasks[0]!.id}/ai-solution`, {});
    expect(response.status).toBe(409);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("no_specific_fix");
    const { database } = env.server.context;
    const [row] = await database.db.select().from(siteRows).where(eq(siteRows.id, site.id));
    await database.db
      .update(siteRows)
      .set({ analysisData: { ...row!.analysisData!, platform: { server: "nginx", cms: null } } })
      .where(eq(siteRows.id, site.id));
    const header = tasks.find((task) =>
      ["x-content-type-options", "frame-protection", "content-security-policy"].includes(task.auditId ?? ""),
    );
    expect(header).toBeDefined();
    const specific = await client.post(`/api/tasks/${header!.id}/ai-solution`, {});
    expect(specific.status).toBe(201);
    const suggestion = await readJson<Suggestion>(specific);
    expect(suggestion).toMatchObject({ ruleBased: true, provider: null, language: "tr" });
    expect(suggestion.title).toContain("Kural tabanlı çözüm");
    expect(suggestion.content).toMatch(/^Sitenizde bulunan: nginx\.[\s\S]*add_header \S+ ".+" always;/);
    const integrations = await readJson<{ ai: { active: string | null } }>(
      await client.get("/api/integrations"),
    );
    expect(integrations.ai.active).toBeNull();
  });

  it("turns high and medium speed recommendations into tasks, not low ones", async () => {
    const { database } = env.server.context;
    const [row] = await database.db.select().from(siteRows).where(eq(siteRows.id, site.id));
    const opportunity = (id: string, savingsMs: number) => ({
      id,
      title: `Fix ${id}`,
      savingsMs,
      savingsBytes: null,
    });
    const run = {
      url: site.url,
      formFactor: "mobile" as const,
      source: "lighthouse" as const,
      score: 50,
      metrics: { fcpMs: 1, lcpMs: 1, tbtMs: 1, cls: 0, siMs: 1, ttfbMs: 1 },
      field: null,
      opportunities: [opportunity("render-blocking-resources", 1800), opportunity("unused-css-rules", 40)],
      error: null,
    };
    const analysisData = { ...row!.analysisData!, speed: { status: "measured" as const, runs: [run] } };
    await database.db.update(siteRows).set({ analysisData }).where(eq(siteRows.id, site.id));
    const body = { siteId: site.id, formFactor: "mobile" };
    const created = await client.post("/api/tasks/from-performance", {
      ...body,
      opportunityId: "render-blocking-resources",
    });
    expect(created.status).toBe(201);
    expect(await readJson<Task>(created)).toMatchObject({
      priority: "high",
      category: "performance",
      source: "performance",
    });
    const low = await client.post("/api/tasks/from-performance", {
      ...body,
      opportunityId: "unused-css-rules",
    });
    expect(low.status).toBe(400);
    expect(((await low.json()) as { error: { code: string } }).error.code).toBe("task_not_convertible");
    const missing = await client.post("/api/tasks/from-performance", {
      ...body,
      opportunityId: "no-such-audit",
    });
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { error: { message: string } }).error.message).toBe(
      "Analiz verileri alınamadı.",
    );
  });

  it("keeps a history row per analysis", async () => {
    const { history } = await readJson<{ history: HistoryPoint[] }>(
      await client.get(`/api/sites/${site.id}/history?days=7`),
    );
    expect(history).toHaveLength(1);
    expect(history[0]?.overall).toBe(site.overallScore);
    expect((await client.get(`/api/sites/${site.id}/history?days=8`)).status).toBe(400);
  });

  it("reuses a fresh result unless forced, and moves the old score to previous_score", async () => {
    const cached = await readJson<AnalyzeSiteResponse>(
      await client.post(`/api/sites/${site.id}/analyze`, {}),
    );
    expect(cached.cached).toBe(true);
    expect(cached.analysis?.overallScore).toBe(site.overallScore);
    const forced = await readJson<AnalyzeSiteResponse>(
      await client.post(`/api/sites/${site.id}/analyze`, { force: true }),
    );
    expect(forced).toMatchObject({
      cached: false,
      site: { status: "analyzing", overallScore: site.overallScore },
    });
    const again = await waitForSite(client, site.id);
    expect(again).toMatchObject({ status: "completed", previousScore: site.overallScore });
  }, 90_000);

  it("adds a page by path and analyses it", async () => {
    const bad = await client.post(`/api/sites/${site.id}/pages`, { url: "hakkimizda" });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { message: string } }).error.message).toBe(
      "Sayfa URL'si '/' ile başlamalıdır.",
    );
    const duplicate = await client.post(`/api/sites/${site.id}/pages`, { url: "/" });
    expect(duplicate.status).toBe(409);
    const added = await client.post(`/api/sites/${site.id}/pages`, { url: "/iletisim-yok" });
    expect(added.status).toBe(201);
    const deadline = Date.now() + 30_000;
    let page: SitePage | undefined;
    while (Date.now() < deadline) {
      const { pages } = await readJson<{ pages: SitePage[] }>(
        await client.get(`/api/sites/${site.id}/pages`),
      );
      page = pages.find((item) => item.url === "/iletisim-yok");
      if (page?.status !== "analyzing") break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(page).toMatchObject({ addedManually: true, httpStatus: 404 });
  }, 40_000);

  it("renders the PDF report in Turkish and English with the embedded font", async () => {
    const dir = mkdtempSync(join(tmpdir(), "sitelens-report-"));
    const text = async (lang: "tr" | "en") => {
      const response = await client.get(`/api/sites/${site.id}/report.pdf?lang=${lang}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/pdf");
      const file = join(dir, `${lang}.pdf`);
      writeFileSync(file, Buffer.from(await response.arrayBuffer()));
      const info = execFileSync("pdfinfo", [file]).toString();
      expect(Number(/Pages:\s+(\d+)/.exec(info)?.[1])).toBeGreaterThanOrEqual(4);
      expect(execFileSync("pdffonts", [file]).toString()).toContain("DejaVuSans");
      return execFileSync("pdftotext", ["-layout", file, "-"]).toString();
    };
    const tr = await text("tr");
    expect(tr).toContain("SEO ve Yapay Zekâ Görünürlük Raporu");
    expect(tr).toContain("Görevler (önceliğe göre)");
    expect(tr).toContain("İç bağlantılar");
    expect(tr).toMatch(/ş|ğ|ı/);
    const en = await text("en");
    expect(en).toContain("SEO and AI Visibility Report");
    expect(en).toContain("Tasks by priority");
    expect(en).toContain("AIO analysis");
  }, 60_000);

  it("prints the screen's counts in the PDF, with every failing check and no raw markdown", async () => {
    const detail = await readJson<SiteDetail>(await client.get(`/api/sites/${site.id}`));
    const scan = detail.analysisData!;
    const summary = summarizeScan(scan);
    const dir = mkdtempSync(join(tmpdir(), "sitelens-report-"));
    const response = await client.get(`/api/sites/${site.id}/report.pdf?lang=tr`);
    const file = join(dir, "tr.pdf");
    writeFileSync(file, Buffer.from(await response.arrayBuffer()));
    const text = execFileSync("pdftotext", [file, "-"]).toString().replace(/\s+/g, " ");
    expect(text).toContain(
      `Uygulanan ${summary.checks.run} kontrolden ${summary.checks.failing} tanesi ilgi bekliyor`,
    );
    expect(text).toContain(`Hatalar: ${summary.checks.bySeverity.error}`);
    expect(text).toContain(`Uyarılar: ${summary.checks.bySeverity.warning}`);
    expect(text).toContain(`Bildirimler: ${summary.checks.bySeverity.notice}`);
    expect(text).toContain(`Taranan sayfa: ${summary.crawl.crawled}`);
    expect(text).toContain(`4xx istemci hatası: ${summary.crawl.status4xx}`);
    const failing = scan.audits.filter((audit) => auditOutcome(audit) === "fail");
    expect(failing.length).toBe(summary.checks.failing);
    for (const audit of failing)
      expect(text, audit.id).toContain(audit.failureTitle.tr.replace(/`/g, "").replace(/\s+/g, " "));
    expect(text).not.toContain("`");
    expect(text).not.toContain("Etkilenen sayfa: 0");
    expect(text).toContain("Sayfa bulunamadı (HTTP 404)");
    // Task impact through Intl in Turkish (issue 11, item 15): "+2,1", never "+2.1".
    expect(text).toMatch(/Etki: \+\d+,\d/);
    expect(text).not.toMatch(/Etki: \+\d+\.\d/);
  }, 60_000);

  it("deletes the site with its pages, tasks and history", async () => {
    expect((await client.request("DELETE", `/api/sites/${site.id}`)).status).toBe(200);
    expect((await client.get(`/api/sites/${site.id}`)).status).toBe(404);
    expect((await client.get(`/api/sites/${site.id}/pages`)).status).toBe(404);
    const { tasks } = await readJson<{ tasks: Task[] }>(await client.get(`/api/tasks?siteId=${site.id}`));
    expect(tasks).toHaveLength(0);
    const { sites } = await readJson<{ sites: Site[] }>(await client.get("/api/sites"));
    expect(sites).toHaveLength(0);
  });
});
