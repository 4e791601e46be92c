import type { Site } from "@sitelens/shared";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { suggestNewTasks } from "../../src/ai/suggest-new-tasks";
import { aiSuggestions, seoTasks } from "../../src/db/schema";
import { consumeUsage } from "../../src/usage/consume-usage";
import { listUsage } from "../../src/usage/list-usage";
import { startModelServer } from "../page-tools/model-server";
import { readJson, waitForSite } from "../sites/support";
import { signUpOverSmtp, startMonitoringServer } from "./support";

const HOST = "oneri-sitesi.com.tr";
let failuresLeft = 0;
let answered = 0;
let model: Awaited<ReturnType<typeof startModelServer>>;
let monitoring: Awaited<ReturnType<typeof startMonitoringServer>>;

type Notification = { title: string; message: string };
type User = Awaited<ReturnType<typeof signUpOverSmtp>>;

const notifications = async (user: User) =>
  (await user.client.json<{ notifications: Notification[] }>("GET", "/api/notifications")).body.notifications;
const suggestionAnnouncements = async (user: User) =>
  (await notifications(user)).filter((item) => /AI suggestions?$|yapay zekâ önerisi$/.test(item.title));
const suggestionsOf = (user: User) =>
  monitoring.server.context.database.db
    .select({ title: aiSuggestions.title, taskId: aiSuggestions.taskId })
    .from(aiSuggestions)
    .where(eq(aiSuggestions.userId, user.userId));
const aiUsed = async (user: User) =>
  (await listUsage(monitoring.server.context.database, user.userId)).find(
    (entry) => entry.kind === "ai_generations",
  )!.used;

async function addSite(user: User, name: string): Promise<string> {
  const added = await readJson<Site>(
    await user.client.post("/api/sites", { url: `http://${HOST}:${monitoring.fixture.port}`, name }),
  );
  expect((await waitForSite(user.client, added.id)).status).toBe("completed");
  return added.id;
}

/**
 * A site analysed once as it is (no AI suggestions: nothing is new yet), then again after it lost
 * its home title and a linked page: the tasks that analysis created are the new urgent ones.
 */
async function addSiteThatWorsens(
  user: User,
  name: string,
  beforeSecondAnalysis = () => {},
): Promise<{ siteId: string; urgent: string[] }> {
  const siteId = await addSite(user, name);
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  expect(await suggestionsOf(user)).toEqual([]);
  const before = await highTasks(siteId);
  monitoring.fixture.mode.current = "worse";
  beforeSecondAnalysis();
  expect((await user.client.post(`/api/sites/${siteId}/analyze`, { force: true })).status).toBe(200);
  expect((await waitForSite(user.client, siteId)).status).toBe("completed");
  monitoring.fixture.mode.current = "good";
  return { siteId, urgent: (await highTasks(siteId)).filter((id) => !before.includes(id)) };
}

const highTasks = async (siteId: string) =>
  (
    await monitoring.server.context.database.db
      .select({ id: seoTasks.id })
      .from(seoTasks)
      .where(and(eq(seoTasks.siteId, siteId), eq(seoTasks.priority, "high")))
  ).map((task) => task.id);

beforeAll(async () => {
  model = await startModelServer(() => {
    if (failuresLeft > 0) {
      failuresLeft -= 1;
      return { status: 500 };
    }
    answered += 1;
    return JSON.stringify({
      title: `Öneri ${answered}: başlığı düzeltin`,
      explanation: "Başlık arama sonuçlarında eksik.",
      steps: ["<title> etiketini ekleyin."],
      code: "<title>Kadıköy Fırını</title>",
    });
  });
  monitoring = await startMonitoringServer(HOST, { AI_BASE_URL: model.url, AI_MODEL: "yerel-model" });
}, 120_000);

afterAll(async () => {
  await monitoring?.stop();
  await model?.close();
});

describe("AI suggestions after an analysis", () => {
  it("are made for the new high-priority tasks, at most three, and announced by title with SEO suggestions on", async () => {
    const user = await signUpOverSmtp(monitoring.server, monitoring.smtp, "en");
    const { siteId, urgent } = await addSiteThatWorsens(user, "Bakery");
    expect(urgent.length).toBeGreaterThan(0);
    const [announced] = await vi.waitFor(
      async () => {
        const found = await suggestionAnnouncements(user);
        expect(found).toHaveLength(1);
        return found;
      },
      { timeout: 60_000, interval: 250 },
    );
    const made = await suggestionsOf(user);
    expect(made.length).toBe(Math.min(urgent.length, 3));
    expect(made.every((suggestion) => urgent.includes(suggestion.taskId!))).toBe(true);
    expect(announced!.title).toBe(
      `Bakery: ${made.length} new AI ${made.length === 1 ? "suggestion" : "suggestions"}`,
    );
    for (const suggestion of made) expect(announced!.message).toContain(suggestion.title);
    expect(await aiUsed(user)).toBe(made.length);

    // With the day's AI quota used up: no model call, no announcement, no error.
    const quota = (await listUsage(monitoring.server.context.database, user.userId)).find(
      (entry) => entry.kind === "ai_generations",
    )!;
    await consumeUsage(monitoring.server.context.database, user.userId, "ai_generations", {
      amount: quota.limit - quota.used,
    });
    const before = model.requests.length;
    const others = (
      await monitoring.server.context.database.db
        .select({ id: seoTasks.id })
        .from(seoTasks)
        .where(eq(seoTasks.siteId, siteId))
    )
      .map((task) => task.id)
      .filter((id) => !made.some((suggestion) => suggestion.taskId === id))
      .slice(0, 3);
    expect(others.length).toBeGreaterThan(0);
    await suggestNewTasks(monitoring.server.context, {
      siteId,
      siteName: "Bakery",
      userId: user.userId,
      taskIds: others,
    });
    expect(model.requests.length).toBe(before);
    expect(await suggestionAnnouncements(user)).toHaveLength(1);
  });

  it("are neither made nor announced with SEO suggestions off, nor when the job is cancelled", async () => {
    const user = await signUpOverSmtp(monitoring.server, monitoring.smtp, "en");
    const saved = await user.client.json("PUT", "/api/settings/notifications", {
      emailNotifications: true,
      weeklyReports: true,
      seoSuggestions: false,
      profileVisibility: "private",
    });
    expect(saved.status).toBe(200);
    const siteId = await addSite(user, "Quiet");
    const before = model.requests.length;
    await suggestNewTasks(monitoring.server.context, {
      siteId,
      siteName: "Quiet",
      userId: user.userId,
      taskIds: await highTasks(siteId),
    });
    expect(model.requests.length).toBe(before);
    expect(await suggestionsOf(user)).toEqual([]);
    // Turned on again, a cancelled job (its signal aborted) still calls no model.
    await user.client.json("PUT", "/api/settings/notifications", {
      emailNotifications: true,
      weeklyReports: true,
      seoSuggestions: true,
      profileVisibility: "private",
    });
    await suggestNewTasks(
      monitoring.server.context,
      { siteId, siteName: "Quiet", userId: user.userId, taskIds: await highTasks(siteId) },
      AbortSignal.abort(),
    );
    expect(model.requests.length).toBe(before);
    expect(await suggestionAnnouncements(user)).toEqual([]);
    expect(await aiUsed(user)).toBe(0);
  });

  it("retry a failed model call as a job, giving the quota back, and announce in Turkish", async () => {
    const user = await signUpOverSmtp(monitoring.server, monitoring.smtp, "tr");
    // The SDK tries each call twice: the first suggestion fails in the job's first attempt.
    const { urgent } = await addSiteThatWorsens(user, "Kadıköy Fırını", () => {
      failuresLeft = 2;
    });
    const expected = Math.min(urgent.length, 3);
    const announced = await vi.waitFor(
      async () => {
        const found = await suggestionAnnouncements(user);
        const total = found.reduce((sum, item) => sum + Number(item.title.match(/(\d+) yeni/)![1]), 0);
        expect(total).toBe(expected);
        return found;
      },
      { timeout: 120_000, interval: 500 },
    );
    expect(failuresLeft).toBe(0);
    expect(announced.length).toBeGreaterThanOrEqual(expected > 1 ? 2 : 1);
    for (const item of announced) expect(item.title).toMatch(/^Kadıköy Fırını: \d+ yeni yapay zekâ önerisi$/);
    const made = await suggestionsOf(user);
    expect(made).toHaveLength(expected);
    expect(made.every((suggestion) => urgent.includes(suggestion.taskId!))).toBe(true);
    // One refunded failure: the quota counts only the suggestions made.
    expect(await aiUsed(user)).toBe(expected);
  });
});
