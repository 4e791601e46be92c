import { randomUUID } from "node:crypto";
import type { Dashboard } from "@sitelens/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  historicalData,
  notifications,
  rankChecks,
  seoTasks,
  sites,
  trackedKeywords,
  visibilityRuns,
} from "../../src/db/schema";
import { signUpTestUser } from "../support/sign-up-test-user";
import { startTestServer, type TestServer } from "../support/start-test-server";
import type { TestClient } from "../support/test-client";

let server: TestServer;
let agency: { client: TestClient; userId: string };
let other: { client: TestClient; userId: string };

/** An agency's portfolio written straight into the database: 30 analysed sites with history and tasks. */
async function seedPortfolio(userId: string, count: number, prefix: string) {
  const db = server.context.database.db;
  const ids: string[] = [];
  const siteRows: (typeof sites.$inferInsert)[] = [];
  const historyRows: (typeof historicalData.$inferInsert)[] = [];
  const taskRows: (typeof seoTasks.$inferInsert)[] = [];
  for (let index = 0; index < count; index += 1) {
    const id = randomUUID();
    ids.push(id);
    const score = 40 + index;
    siteRows.push({
      id,
      userId,
      name: `${prefix}${String(index).padStart(2, "0")}.com.tr`,
      url: `https://${prefix}${String(index).padStart(2, "0")}.com.tr/`,
      status: index === 29 ? "error" : "completed",
      overallScore: score,
      previousScore: score - 3,
      googleSeo: score,
      bingSeo: score - 1,
      yandexSeo: score - 2,
      chatgptVisibility: 30,
      geminiVisibility: 31,
      grokVisibility: 32,
      lastAnalyzed: new Date(),
    });
    for (const [offset, overall] of [score - 6, score - 3, score].entries())
      historyRows.push({
        id: randomUUID(),
        siteId: id,
        overall,
        categories: {},
        createdAt: new Date(Date.now() - (3 - offset) * 86_400_000),
      });
    taskRows.push({
      id: randomUUID(),
      userId,
      siteId: id,
      auditId: "document-title",
      title: { tr: `Başlık ekleyin ${index}`, en: `Add a title ${index}` },
      description: { tr: "-", en: "-" },
      fix: { tr: "-", en: "-", code: null },
      priority: index % 3 === 0 ? "high" : "medium",
      category: "seo",
      impact: index,
      source: "analysis",
    });
  }
  await db.insert(sites).values(siteRows);
  await db.insert(historicalData).values(historyRows);
  await db.insert(seoTasks).values(taskRows);
  return ids;
}

/** A tracked keyword with its checks, newest last: [status, position] pairs a day apart. */
async function seedKeyword(
  userId: string,
  siteId: string,
  keyword: string,
  checks: [string, number | null][],
) {
  const db = server.context.database.db;
  const id = randomUUID();
  await db.insert(trackedKeywords).values({
    id,
    userId,
    siteId,
    keyword,
    engine: "google",
    country: "tr",
    language: "tr",
    device: "desktop",
  });
  await db.insert(rankChecks).values(
    checks.map(([status, position], index) => ({
      id: randomUUID(),
      trackedKeywordId: id,
      status: status as "found" | "not_found" | "failed",
      position,
      url: position === null ? null : `https://${keyword.replace(/ /g, "-")}.example/`,
      checkedAt: new Date(Date.now() - (checks.length - index) * 86_400_000),
    })),
  );
}

beforeAll(async () => {
  server = await startTestServer({ env: { OPENAI_API_KEY: "sk-test" } });
  agency = await signUpTestUser(server, { language: "tr" });
  other = await signUpTestUser(server, { language: "en" });
  const ids = await seedPortfolio(agency.userId, 30, "ajans");
  const otherIds = await seedPortfolio(other.userId, 2, "baska");
  await seedKeyword(agency.userId, ids[0]!, "kahve çekirdeği", [
    ["found", 12],
    ["found", 4],
  ]);
  // A failed check says nothing: the movement is between the two completed ones around it.
  await seedKeyword(agency.userId, ids[1]!, "filtre kahve", [
    ["found", 3],
    ["found", 9],
    ["failed", null],
  ]);
  await seedKeyword(agency.userId, ids[2]!, "türk kahvesi", [
    ["found", 30],
    ["not_found", null],
  ]);
  await seedKeyword(agency.userId, ids[3]!, "espresso", [
    ["found", 5],
    ["found", 5],
  ]);
  await seedKeyword(other.userId, otherIds[0]!, "başka kelime", [
    ["found", 50],
    ["found", 1],
  ]);
  await server.context.database.db.insert(visibilityRuns).values({
    id: randomUUID(),
    userId: agency.userId,
    siteId: ids[0]!,
    engine: "chatgpt",
    model: "gpt-5-mini",
    status: "completed",
    prompts: 4,
    samples: 5,
    metrics: {
      answers: 20,
      mentionRate: 0.45,
      citationRate: 0.2,
      averagePosition: 2.1,
      shareOfVoice: 0.3,
      sentiment: 0.4,
      score: 45,
    },
    finishedAt: new Date("2026-11-20T10:00:00Z"),
  });
  await server.context.database.db.insert(notifications).values({
    id: randomUUID(),
    userId: agency.userId,
    title: "Analiz tamamlandı",
    message: "ajans00.com.tr",
    type: "success",
  });
}, 120_000);
afterAll(async () => server?.stop());

describe("portfolio dashboard", () => {
  it("shows every site of an agency with scores, trend, visibility per engine and tasks across sites", async () => {
    const { status, body } = await agency.client.json<Dashboard>("GET", "/api/dashboard");
    expect(status).toBe(200);
    expect(body.sites).toHaveLength(30);
    expect(body.totals).toEqual({ sites: 30, averageScore: 54, openHighTasks: 10, analyzing: 0, errors: 1 });
    const first = body.sites.find((site) => site.name === "ajans00.com.tr")!;
    expect(first.trend).toEqual([34, 37, 40]);
    expect(first.seo).toEqual({ google: 40, bing: 39, yandex: 38 });
    // Measured where an engine is configured and measured; the readiness estimate elsewhere.
    expect(first.visibility.chatgpt).toMatchObject({ mode: "measured", score: 45, prompts: 4, samples: 5 });
    expect(first.visibility.gemini).toEqual({ mode: "estimate", score: 31 });
    expect(body.sites.find((site) => site.name === "ajans01.com.tr")!.visibility.chatgpt).toEqual({
      mode: "estimate",
      score: 30,
    });
    expect(body.highPriorityTasks.map((task) => task.title.tr).slice(0, 2)).toEqual([
      "Başlık ekleyin 27",
      "Başlık ekleyin 24",
    ]);
    expect(body.notifications[0]!.title).toBe("Analiz tamamlandı");
  });

  it("lists rank movements across sites, biggest first, leaving the top 100 as a drop and ignoring failed checks", async () => {
    const { body } = await agency.client.json<Dashboard>("GET", "/api/dashboard");
    expect(
      body.rankMovements.map(({ keyword, siteName, position, previousPosition, change }) => ({
        keyword,
        siteName,
        position,
        previousPosition,
        change,
      })),
    ).toEqual([
      {
        keyword: "türk kahvesi",
        siteName: "ajans02.com.tr",
        position: null,
        previousPosition: 30,
        change: -71,
      },
      {
        keyword: "kahve çekirdeği",
        siteName: "ajans00.com.tr",
        position: 4,
        previousPosition: 12,
        change: 8,
      },
      { keyword: "filtre kahve", siteName: "ajans01.com.tr", position: 9, previousPosition: 3, change: -6 },
    ]);
  });

  it("never shows another user's sites, tasks or notifications", async () => {
    const { body } = await other.client.json<Dashboard>("GET", "/api/dashboard");
    expect(body.sites.map((site) => site.name)).toEqual(["baska00.com.tr", "baska01.com.tr"]);
    expect(body.highPriorityTasks.every((task) => task.siteName.startsWith("baska"))).toBe(true);
    expect(body.notifications.map((item) => item.title)).not.toContain("Analiz tamamlandı");
    expect(body.rankMovements.map((movement) => movement.keyword)).toEqual(["başka kelime"]);
    expect((await server.client().get("/api/dashboard")).status).toBe(401);
  });
});
