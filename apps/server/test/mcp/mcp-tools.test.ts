import { randomUUID } from "node:crypto";
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import type { Site } from "@sitelens/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { plans, rankChecks, trackedKeywords } from "../../src/db/schema";
import { insertSite } from "../rank-tracker/support";
import { FIXTURE_HOST, readJson, startSitesServer, waitForSite } from "../sites/support";
import { signUpTestUser } from "../support/sign-up-test-user";
import type { TestClient } from "../support/test-client";
import { startVendorServer, type VendorServer } from "../support/vendor-server";
import { connectMcp, createToken, resultText } from "./mcp-client";

let env: Awaited<ReturnType<typeof startSitesServer>>;
let suggest: VendorServer;
let owner: { client: TestClient; userId: string };
let site: Site;
let otherSiteId: string;
let read: Client;
let write: Client;
let keywordId: string;

type Structured<T> = { structuredContent?: T; isError?: boolean; content?: unknown };
async function call<T = Record<string, unknown>>(
  client: Client,
  name: string,
  args: Record<string, unknown> = {},
) {
  return (await client.callTool({ name, arguments: args })) as Structured<T>;
}

beforeAll(async () => {
  suggest = await startVendorServer();
  // Google's autocomplete wire format: [query, [suggestions]].
  suggest.handle(({ url }) => {
    const q = url.searchParams.get("q") ?? "";
    return { json: [q, [q, `${q} fiyatları`, `en iyi ${q}`]] };
  });
  env = await startSitesServer({ GOOGLE_SUGGEST_BASE_URL: suggest.url });
  // One re-analysis on this plan (adding a site does not count): start_analysis's first call.
  await env.server.context.database.db
    .update(plans)
    .set({ quotas: { usage: { analyses: 1 } } })
    .where(eq(plans.id, "pro"));
  owner = await signUpTestUser(env.server, { language: "en" });
  const other = await signUpTestUser(env.server);
  const port = new URL(env.fixture.origin).port;
  const added = await owner.client.post("/api/sites", { url: `http://${FIXTURE_HOST}:${port}` });
  expect(added.status).toBe(201);
  site = await waitForSite(owner.client, (await readJson<Site>(added)).id);
  otherSiteId = await insertSite(env.server.context.database, other.userId, "https://baska-site.com.tr/");
  keywordId = randomUUID();
  const db = env.server.context.database.db;
  await db.insert(trackedKeywords).values({
    id: keywordId,
    userId: owner.userId,
    siteId: site.id,
    keyword: "kahve çekirdeği",
    engine: "google",
    country: "tr",
    language: "tr",
    device: "desktop",
  });
  await db.insert(rankChecks).values(
    [12, 4].map((position, index) => ({
      id: randomUUID(),
      trackedKeywordId: keywordId,
      status: "found" as const,
      position,
      url: `${env.fixture.origin}/`,
      checkedAt: new Date(Date.now() - (2 - index) * 86_400_000),
    })),
  );
  read = await connectMcp(env.server.url, (await createToken(owner.client, "read")).token);
  write = await connectMcp(env.server.url, (await createToken(owner.client, "read-write")).token);
}, 180_000);
afterAll(async () => {
  await read?.close();
  await write?.close();
  await env?.stop();
  await suggest?.close();
});

describe("the MCP server's tools", () => {
  it("lists every tool with schemas and read-only or write annotations", async () => {
    const { tools } = await read.listTools();
    const byName = Object.fromEntries(tools.map((tool) => [tool.name, tool]));
    expect(Object.keys(byName).sort()).toEqual([
      "get_ai_visibility",
      "get_analysis_progress",
      "get_page_audit",
      "get_rank_history",
      "get_search_console_queries",
      "get_site_report",
      "list_content_calendar",
      "list_sites",
      "list_tasks",
      "mark_task_done",
      "schedule_content",
      "start_analysis",
      "suggest_keywords",
    ]);
    for (const tool of tools) {
      expect(tool.description!.length, tool.name).toBeGreaterThan(80);
      expect(tool.outputSchema, tool.name).toBeDefined();
    }
    expect(byName.list_sites!.annotations).toMatchObject({ readOnlyHint: true, destructiveHint: false });
    expect(byName.start_analysis!.annotations).toMatchObject({ readOnlyHint: false });
    expect(byName.mark_task_done!.annotations).toMatchObject({ readOnlyHint: false, idempotentHint: true });
  });

  it("list_sites, get_site_report and get_page_audit read the analysed site", async () => {
    const sites = await call<{ sites: Site[] }>(read, "list_sites");
    expect(sites.structuredContent!.sites.map((item) => item.id)).toEqual([site.id]);
    expect(sites.structuredContent!.sites[0]!.overallScore).toBe(site.overallScore);
    const report = await call<{
      scores: { overall: number; categories: Record<string, number | null> };
      topIssues: { affectedPages: string[]; affectedPageCount: number; impact: number; fix: string }[];
      checks: { failing: number };
    }>(read, "get_site_report", { siteId: site.id, limit: 5 });
    const body = report.structuredContent!;
    expect(body.scores.overall).toBe(site.overallScore);
    expect(Object.keys(body.scores.categories).length).toBeGreaterThan(3);
    expect(body.topIssues.length).toBeGreaterThan(0);
    expect(body.topIssues.length).toBeLessThanOrEqual(5);
    const impacts = body.topIssues.map((issue) => issue.impact);
    expect(impacts).toEqual([...impacts].sort((a, b) => b - a));
    const withPages = body.topIssues.find((issue) => issue.affectedPages.length > 0)!;
    expect(withPages.affectedPageCount).toBeGreaterThanOrEqual(withPages.affectedPages.length);
    const page = await call<{ url: string; failingChecks: { auditId: string; title: string }[] }>(
      read,
      "get_page_audit",
      { siteId: site.id, url: withPages.affectedPages[0] },
    );
    expect(page.isError).toBeFalsy();
    expect(page.structuredContent!.failingChecks.length).toBeGreaterThan(0);
    const missing = await call(read, "get_page_audit", { siteId: site.id, url: "https://nowhere.example/x" });
    expect(missing.isError).toBe(true);
    expect(resultText(missing)).toMatch(/^not_found:/);
  });

  it("list_tasks returns the fixes and mark_task_done ticks one off with a read-write token", async () => {
    const listed = await call<{
      tasks: { id: string; fix: { en: string }; status: string }[];
      total: number;
    }>(read, "list_tasks", { siteId: site.id, status: "pending", limit: 3 });
    const { tasks, total } = listed.structuredContent!;
    expect(tasks.length).toBe(Math.min(3, total));
    expect(tasks[0]!.fix.en.length).toBeGreaterThan(0);
    const denied = await call(read, "mark_task_done", { taskId: tasks[0]!.id });
    expect(denied.isError).toBe(true);
    expect(resultText(denied)).toMatch(/^token_read_only:/);
    const done = await call<{ task: { status: string } }>(write, "mark_task_done", { taskId: tasks[0]!.id });
    expect(done.structuredContent!.task.status).toBe("completed");
  });

  it("get_rank_history gives the tracked keyword, its movement and its history", async () => {
    const ranks = await call<{
      keywords: { keyword: string; change: number | null }[];
      movements: { keyword: string; change: number }[];
      history: { position: number | null }[] | null;
    }>(read, "get_rank_history", { siteId: site.id, trackedKeywordId: keywordId, range: "7d" });
    expect(ranks.structuredContent!.keywords).toMatchObject([{ keyword: "kahve çekirdeği", change: 8 }]);
    expect(ranks.structuredContent!.movements).toMatchObject([{ keyword: "kahve çekirdeği", change: 8 }]);
    expect(ranks.structuredContent!.history!.map((check) => check.position)).toEqual([12, 4]);
  });

  it("suggest_keywords asks the engine's autocomplete", async () => {
    const result = await call<{ suggestions: { keyword: string }[] }>(read, "suggest_keywords", {
      siteId: site.id,
      seed: "kahve",
      engines: ["google"],
    });
    expect(result.isError).toBeFalsy();
    const keywords = result.structuredContent!.suggestions.map((entry) => entry.keyword);
    expect(keywords).toContain("kahve fiyatları");
  });

  it("get_ai_visibility, get_search_console_queries and list_content_calendar answer for the site", async () => {
    const visibility = await call<{ setup: { prompts: unknown[] }; visibility: { configured: string[] } }>(
      read,
      "get_ai_visibility",
      { siteId: site.id },
    );
    expect(visibility.isError).toBeFalsy();
    expect(visibility.structuredContent!.visibility.configured).toEqual([]);
    const console = await call(read, "get_search_console_queries", { siteId: site.id });
    // No Google here: the reason comes with the empty list, which must not look like no traffic.
    expect(console.structuredContent).toEqual({ problem: "not_configured", queries: [] });
    const draft = await owner.client.json<{ id: string }>("POST", "/api/content-drafts", {
      siteId: site.id,
      language: "tr",
      title: "Kahve rehberi",
    });
    const calendar = await call<{ items: { id: string; title: string; state: string }[] }>(
      read,
      "list_content_calendar",
      { siteId: site.id },
    );
    expect(calendar.structuredContent!.items).toMatchObject([{ id: draft.body.id, title: "Kahve rehberi" }]);
    const denied = await call(read, "schedule_content", { itemId: draft.body.id });
    expect(resultText(denied)).toMatch(/^token_read_only:/);
    const incomplete = await call(write, "schedule_content", { itemId: draft.body.id });
    expect(incomplete.isError).toBe(true);
    expect(resultText(incomplete)).not.toMatch(/^internal:/);
  });

  it("start_analysis needs a read-write token, reports progress, then stops at the plan's quota", async () => {
    const denied = await call(read, "start_analysis", { siteId: site.id, force: true });
    expect(denied.isError).toBe(true);
    expect(resultText(denied)).toMatch(/^token_read_only: This access token is read-only/);
    const started = await call<{ cached: boolean; status: string }>(write, "start_analysis", {
      siteId: site.id,
      force: true,
    });
    expect(started.structuredContent).toMatchObject({ cached: false, status: "analyzing" });
    const progress = await call<{ status: string }>(read, "get_analysis_progress", { siteId: site.id });
    expect(["analyzing", "completed"]).toContain(progress.structuredContent!.status);
    await waitForSite(owner.client, site.id);
    const done = await call<{ status: string; lastAnalyzed: string }>(read, "get_analysis_progress", {
      siteId: site.id,
    });
    expect(done.structuredContent!.status).toBe("completed");
    const exhausted = await call(write, "start_analysis", { siteId: site.id, force: true });
    expect(exhausted.isError).toBe(true);
    expect(resultText(exhausted)).toMatch(/^quota_exceeded: .*quota/i);
  });

  it("treats another user's site as not found in every site tool", async () => {
    for (const name of ["get_site_report", "get_analysis_progress", "get_ai_visibility", "list_tasks"]) {
      const result = await call(read, name, { siteId: otherSiteId });
      expect(result.isError, name).toBe(true);
      expect(resultText(result), name).toMatch(/^not_found:/);
    }
    const start = await call(write, "start_analysis", { siteId: otherSiteId });
    expect(resultText(start)).toMatch(/^not_found:/);
    await expect(read.readResource({ uri: `sitelens://sites/${otherSiteId}/scan` })).rejects.toThrow(
      /not_found/,
    );
  });
});

describe("the MCP server's resources and prompts", () => {
  it("serves the latest ScanResult and lists it per analysed site", async () => {
    const { resources } = await read.listResources();
    expect(resources.map((resource) => resource.uri)).toContain(`sitelens://sites/${site.id}/scan`);
    const scan = await read.readResource({ uri: `sitelens://sites/${site.id}/scan` });
    const [content] = scan.contents as { mimeType: string; text: string }[];
    expect(content!.mimeType).toBe("application/json");
    expect(JSON.parse(content!.text)).toMatchObject({ version: 1, scores: { overall: expect.any(Number) } });
  });

  it("serves the PDF report", async () => {
    const pdf = await read.readResource({ uri: `sitelens://sites/${site.id}/report.pdf` });
    const [content] = pdf.contents as { mimeType: string; blob: string }[];
    expect(content!.mimeType).toBe("application/pdf");
    expect(Buffer.from(content!.blob, "base64").subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("offers the weekly review and the score-drop prompts with the site id filled in", async () => {
    const { prompts } = await read.listPrompts();
    expect(prompts.map((prompt) => prompt.name).sort()).toEqual([
      "weekly_seo_review",
      "why_did_my_score_drop",
    ]);
    const drop = await read.getPrompt({ name: "why_did_my_score_drop", arguments: { siteId: site.id } });
    const text = (drop.messages[0]!.content as { text: string }).text;
    expect(text).toContain(site.id);
    expect(text).toContain("get_site_report");
  });
});
