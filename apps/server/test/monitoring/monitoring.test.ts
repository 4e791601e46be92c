import type { HistoryPoint, Site, SiteComparisonResponse, SiteMonitoring } from "@sitelens/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { users } from "../../src/db/schema";
import { dispatchMonitoring } from "../../src/monitoring/dispatch-monitoring";
import { sendWeeklyReports } from "../../src/monitoring/send-weekly-reports-job";
import { consumeUsage, refundUsage } from "../../src/usage/consume-usage";
import { listUsage } from "../../src/usage/list-usage";
import { readJson, waitForSite } from "../sites/support";
import type { startLocalSmtp } from "../support/local-smtp";
import type { TestServer } from "../support/start-test-server";
import type { TestClient } from "../support/test-client";
import { signUpOverSmtp, type startChangingSite, startMonitoringServer } from "./support";

const HOST = "izlenen-site.com.tr";
let smtp: Awaited<ReturnType<typeof startLocalSmtp>>;
let fixture: Awaited<ReturnType<typeof startChangingSite>>;
let server: TestServer;
let owner: { client: TestClient; userId: string; email: string };
let siteId: string;

const comparison = async () =>
  (await owner.client.json<SiteComparisonResponse>("GET", `/api/sites/${siteId}/comparison`)).body.comparison;
const monitoring = async () =>
  (await owner.client.json<SiteMonitoring>("GET", `/api/sites/${siteId}/monitoring`)).body;
const alertMails = () => smtp.to(owner.email).filter((mail) => mail.subject.startsWith("Monitored"));

async function analyse(): Promise<Site> {
  expect((await owner.client.post(`/api/sites/${siteId}/analyze`, { force: true })).status).toBe(200);
  return waitForSite(owner.client, siteId);
}

/** Runs the site's next monitoring slot as the per-minute dispatcher would when its time comes. */
async function runScheduledSlot(): Promise<Site> {
  const { nextRunAt } = await monitoring();
  const started = await dispatchMonitoring(server.context, new Date(Date.parse(nextRunAt!) + 1_000));
  expect(started).toBe(1);
  return waitForSite(owner.client, siteId);
}

beforeAll(async () => {
  ({ smtp, fixture, server } = await startMonitoringServer(HOST));
  owner = await signUpOverSmtp(server, smtp, "en");
  const added = await readJson<Site>(
    await owner.client.post("/api/sites", { url: `http://${HOST}:${fixture.port}`, name: "Monitored" }),
  );
  siteId = added.id;
  expect((await waitForSite(owner.client, siteId)).status).toBe("completed");
}, 300_000);

afterAll(async () => {
  await server?.stop();
  await fixture?.close();
  await smtp?.close();
});

describe("monitoring a site whose pages change", () => {
  it("has nothing to compare after the first analysis and a weekly schedule at the site's own time", async () => {
    expect(await comparison()).toBeNull();
    const schedule = await monitoring();
    expect(schedule).toMatchObject({
      frequency: "weekly",
      effectiveFrequency: "weekly",
      paused: false,
      state: "active",
    });
    expect(Date.parse(schedule.nextRunAt!)).toBeGreaterThan(Date.now());
  });

  it("re-analyses on schedule, marks the run in the history and stores what changed", async () => {
    fixture.mode.current = "worse";
    expect((await runScheduledSlot()).status).toBe("completed");
    const { body } = await owner.client.json<{ history: HistoryPoint[] }>(
      "GET",
      `/api/sites/${siteId}/history?days=7`,
    );
    expect(body.history.map((point) => point.scheduled)).toEqual([false, true]);

    const changes = (await comparison())!;
    expect(changes).toMatchObject({ scheduled: true, unreachable: false });
    expect(changes.overall.after!).toBeLessThan(changes.overall.before!);
    expect(Object.keys(changes.categories)).toContain("technical");
    expect(Object.keys(changes.engines)).toEqual(expect.arrayContaining(["google", "chatgpt"]));
    const home = `http://${HOST}:${fixture.port}/`;
    expect(changes.newIssues).toContainEqual(
      expect.objectContaining({ auditId: "document-title", url: home }),
    );
    expect(changes.counts.newErrors).toBeGreaterThan(0);
    expect(changes.pagesAppeared).toEqual([`http://${HOST}:${fixture.port}/c`]);
    expect(changes.pagesDisappeared).toEqual([`http://${HOST}:${fixture.port}/b`]);
    expect(changes.statusChanged).toEqual([
      { url: `http://${HOST}:${fixture.port}/a`, before: 200, after: 404 },
    ]);

    // The next slot is a week on, at the same minute.
    const next = Date.parse((await monitoring()).nextRunAt!);
    expect(next - Date.now()).toBeGreaterThan(6 * 86_400_000);
  }, 120_000);

  it("alerts about new errors in-app and by e-mail (HTML and plain text) with an unsubscribe link", async () => {
    // The site reads "completed" as soon as the analysis is stored; what it tells the user follows.
    await vi.waitFor(
      async () => {
        const { body } = await owner.client.json<{ notifications: { title: string }[] }>(
          "GET",
          "/api/notifications",
        );
        expect(body.notifications.map((item) => item.title)).toContainEqual(
          expect.stringMatching(/^Monitored: \d+ new errors?$/),
        );
      },
      { timeout: 15_000, interval: 200 },
    );
    const mail = await vi.waitFor(
      () => {
        const found = alertMails().find((item) => /new errors?$/.test(item.subject));
        expect(found).toBeDefined();
        return found!;
      },
      { timeout: 15_000, interval: 200 },
    );
    expect(mail!.text).toContain(`(http://${HOST}:${fixture.port}/)`);
    expect(mail!.html).toContain('role="presentation"');
    expect(mail!.text).toMatch(/\/api\/unsubscribe\?token=/);
    expect(mail!.raw).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    // Long header values are folded onto the next line (RFC 5322).
    expect(mail!.raw).toMatch(/List-Unsubscribe:\s+<http:\/\/\S+\/api\/unsubscribe\?token=/);
  });

  it("fixes show as fixed, and the same alert is e-mailed at most once a day", async () => {
    fixture.mode.current = "good";
    await analyse();
    const fixed = await vi.waitFor(
      async () => {
        const latest = (await comparison())!;
        expect(latest.fixedIssues).toContainEqual(expect.objectContaining({ auditId: "document-title" }));
        return latest;
      },
      { timeout: 15_000, interval: 200 },
    );
    expect(fixed.fixedIssues).toContainEqual(expect.objectContaining({ auditId: "document-title" }));
    expect(fixed.newIssues.filter((issue) => issue.auditId === "document-title")).toEqual([]);
    const before = alertMails().filter((mail) => /new errors?$/.test(mail.subject)).length;

    fixture.mode.current = "worse";
    await analyse();
    await vi.waitFor(async () => expect((await comparison())!.counts.newErrors).toBeGreaterThan(0), {
      timeout: 15_000,
      interval: 200,
    });
    expect(alertMails().filter((mail) => /new errors?$/.test(mail.subject))).toHaveLength(before);
  }, 180_000);

  it("turns e-mail notifications off through the unsubscribe link, signed out", async () => {
    const link = new URL(alertMails()[0]!.text.match(/https?:\/\/\S+\/api\/unsubscribe\?token=\S+/)![0]);
    const path = `${link.pathname}${link.search}`;
    // No cookies, no CSRF token: a mail client's request.
    const asked = await fetch(`${server.url}${path}`);
    expect(asked.status).toBe(200);
    expect(await asked.text()).toContain("Turn e-mail notifications off?");
    const settings = async () =>
      (await owner.client.json<{ emailNotifications: boolean }>("GET", "/api/settings/notifications")).body;
    expect((await settings()).emailNotifications).toBe(true);
    const done = await fetch(`${server.url}${path}`, { method: "POST" });
    expect(done.status).toBe(200);
    expect((await settings()).emailNotifications).toBe(false);

    const forged = await fetch(`${server.url}${path.slice(0, -3)}abc`, { method: "POST" });
    expect(forged.status).toBe(400);
  });

  it("sends no alert e-mail while e-mail notifications are off, and one once they are on again", async () => {
    fixture.mode.current = "down";
    const count = alertMails().length;
    expect((await analyse()).status).toBe("error");
    await vi.waitFor(async () => expect((await comparison())!).toMatchObject({ unreachable: true }), {
      timeout: 15_000,
      interval: 200,
    });
    expect(alertMails()).toHaveLength(count);

    const turnedOn = await owner.client.json("PUT", "/api/settings/notifications", {
      emailNotifications: true,
      weeklyReports: true,
      seoSuggestions: true,
      profileVisibility: "private",
    });
    expect(turnedOn.status).toBe(200);
    expect((await analyse()).status).toBe("error");
    await vi.waitFor(
      () =>
        expect(alertMails().map((mail) => mail.subject)).toContain("Monitored cannot be analysed right now"),
      { timeout: 15_000, interval: 200 },
    );
    fixture.mode.current = "good";
  }, 120_000);
});

describe("schedule settings", () => {
  it("runs daily where the plan allows it, falls back to weekly when the plan no longer does", async () => {
    const daily = await owner.client.json<SiteMonitoring>("PUT", `/api/sites/${siteId}/monitoring`, {
      frequency: "daily",
      paused: false,
    });
    // A trial has Pro's quotas: daily monitoring.
    expect(daily.body).toMatchObject({
      frequency: "daily",
      effectiveFrequency: "daily",
      planFrequency: "daily",
    });
    expect(Date.parse(daily.body.nextRunAt!) - Date.now()).toBeLessThanOrEqual(86_400_000);

    const endTrial = (at: Date | null) =>
      server.context.database.db.update(users).set({ trialEndsAt: at }).where(eq(users.id, owner.userId));
    const [trial] = await server.context.database.db
      .select({ trialEndsAt: users.trialEndsAt })
      .from(users)
      .where(eq(users.id, owner.userId));
    await endTrial(new Date(0));
    expect(await monitoring()).toMatchObject({
      frequency: "daily",
      effectiveFrequency: "weekly",
      planFrequency: "weekly",
    });
    const refused = await owner.client.json("PUT", `/api/sites/${siteId}/monitoring`, {
      frequency: "daily",
      paused: false,
    });
    expect(refused).toMatchObject({ status: 403, body: { error: { code: "monitoring_daily_not_in_plan" } } });
    await endTrial(trial!.trialEndsAt);
  });

  it("pausing stops the slots", async () => {
    const paused = await owner.client.json<SiteMonitoring>("PUT", `/api/sites/${siteId}/monitoring`, {
      frequency: "weekly",
      paused: true,
    });
    expect(paused.body).toMatchObject({ paused: true, state: "paused", nextRunAt: null });
    expect(await dispatchMonitoring(server.context, new Date(Date.now() + 30 * 86_400_000))).toBe(0);
    await owner.client.json("PUT", `/api/sites/${siteId}/monitoring`, { frequency: "weekly", paused: false });
  });

  it("keeps another user out of the schedule and the comparison", async () => {
    const other = await signUpOverSmtp(server, smtp, "tr");
    expect((await other.client.get(`/api/sites/${siteId}/monitoring`)).status).toBe(404);
    expect((await other.client.get(`/api/sites/${siteId}/comparison`)).status).toBe(404);
    const change = await other.client.json("PUT", `/api/sites/${siteId}/monitoring`, {
      frequency: "weekly",
      paused: true,
    });
    expect(change.status).toBe(404);
    expect((await monitoring()).paused).toBe(false);
  });
});

describe("quota", () => {
  it("runs nothing when the analysis quota is used up and says so", async () => {
    const analyses = (await listUsage(server.context.database, owner.userId)).find(
      (entry) => entry.kind === "analyses",
    )!;
    const left = analyses.limit - analyses.used;
    if (left > 0) await consumeUsage(server.context.database, owner.userId, "analyses", { amount: left });
    const { nextRunAt } = await monitoring();
    expect(await dispatchMonitoring(server.context, new Date(Date.parse(nextRunAt!) + 1_000))).toBe(0);
    expect(await monitoring()).toMatchObject({ state: "over_quota", paused: false });
    if (left > 0) await refundUsage(server.context.database, owner.userId, "analyses", { amount: left });
  });
});

/** The coming Monday at 10:00 UTC: Monday morning in Istanbul (13:00) and in UTC alike. */
function comingMonday(): Date {
  const now = new Date();
  const days = (8 - now.getUTCDay()) % 7 || 7;
  const monday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days, 10));
  return monday.getTime() - now.getTime() > 6 * 86_400_000 ? new Date(now.getTime() + 60_000) : monday;
}

describe("weekly report and SEO suggestions", () => {
  let turkish: Awaited<ReturnType<typeof signUpOverSmtp>>;
  const settings = (client: TestClient, change: Record<string, boolean>) =>
    client.json("PUT", "/api/settings/notifications", {
      emailNotifications: true,
      weeklyReports: true,
      seoSuggestions: true,
      profileVisibility: "private",
      ...change,
    });
  const reports = (email: string) =>
    smtp.to(email).filter((mail) => /weekly report|haftalık rapor/.test(mail.subject));
  /** The monitoring-mail job sends the report shortly after it is queued. */
  const arrived = (email: string) =>
    vi.waitFor(
      () => {
        const found = reports(email);
        expect(found).toHaveLength(1);
        return found;
      },
      { timeout: 30_000, interval: 200 },
    );

  beforeAll(async () => {
    turkish = await signUpOverSmtp(server, smtp, "tr");
    expect((await settings(turkish.client, { seoSuggestions: false })).status).toBe(200);
    const added = await readJson<Site>(
      await turkish.client.post("/api/sites", {
        url: `http://${HOST}:${fixture.port}`,
        name: "Çiçekçi Şükrü",
      }),
    );
    expect((await waitForSite(turkish.client, added.id)).status).toBe("completed");
  }, 120_000);

  it("announces new high-priority tasks by title only with SEO suggestions on", async () => {
    const titles = async (client: TestClient) =>
      (
        await client.json<{ notifications: { title: string; message: string }[] }>(
          "GET",
          "/api/notifications",
        )
      ).body.notifications;
    const announced = (await titles(owner.client)).find((item) =>
      /new high-priority tasks?$/.test(item.title),
    );
    expect(announced?.message.length).toBeGreaterThan(0);
    // No AI provider here: no AI suggestion is made up or announced.
    expect((await titles(owner.client)).filter((item) => /AI suggestions?$/.test(item.title))).toEqual([]);
    await vi.waitFor(
      async () =>
        expect((await titles(turkish.client)).map((item) => item.title)).toContain(
          "Çiçekçi Şükrü analizi tamamlandı",
        ),
      { timeout: 15_000, interval: 200 },
    );
    expect((await titles(turkish.client)).filter((item) => item.title.includes("yüksek öncelikli"))).toEqual(
      [],
    );
  });

  it("goes out once a week per user, in their language, only with weekly reports on", async () => {
    expect((await settings(owner.client, { weeklyReports: false })).status).toBe(200);
    const monday = comingMonday();
    expect(await sendWeeklyReports(server.context, monday)).toBe(1);
    const [tr] = await arrived(turkish.email);
    expect(reports(owner.email)).toHaveLength(0);
    expect(tr!.subject).toBe("Sitelens haftalık raporunuz");
    expect(tr!.text).toContain("Çiçekçi Şükrü");
    expect(tr!.text).toContain("Genel puan");
    expect(tr!.text).toContain("Öncelikli görevler");
    expect(tr!.text).toContain("report.pdf?lang=tr");
    expect(tr!.text).not.toContain("Monitored");
    expect(tr!.html).toContain("Çiçekçi Şükrü");

    expect((await settings(owner.client, { weeklyReports: true })).status).toBe(200);
    expect(await sendWeeklyReports(server.context, monday)).toBe(1);
    const [en] = await arrived(owner.email);
    expect(reports(turkish.email)).toHaveLength(1);
    expect(en!.subject).toBe("Your Sitelens weekly report");
    expect(en!.text).toMatch(/Overall score: \d+\/100/);
    expect(en!.text).toMatch(/New issues: \d+ \(\d+ errors?\)/);
    expect(en!.text).toContain("Top tasks:");
    expect(en!.text).not.toContain("Çiçekçi");
    expect(en!.text).toMatch(/Turn weekly reports off: \S+\/api\/unsubscribe\?token=/);

    // Not on a Tuesday, and never twice in one week.
    expect(await sendWeeklyReports(server.context, new Date(monday.getTime() + 86_400_000))).toBe(0);
    expect(await sendWeeklyReports(server.context, new Date(monday.getTime() + 3_600_000))).toBe(0);
  });
});
