import type { NotificationSettings, Site } from "@sitelens/shared";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { deliverWeeklyReport } from "../../src/monitoring/deliver-weekly-report";
import { sendWeeklyReports } from "../../src/monitoring/send-weekly-reports-job";
import { readJson, waitForSite } from "../sites/support";
import type { startLocalSmtp } from "../support/local-smtp";
import type { TestServer } from "../support/start-test-server";
import { signUpOverSmtp, type startChangingSite, startMonitoringServer } from "./support";

const HOST = "saat-dilimi.com.tr";
let smtp: Awaited<ReturnType<typeof startLocalSmtp>>;
let fixture: Awaited<ReturnType<typeof startChangingSite>>;
let server: TestServer;
let newYork: Awaited<ReturnType<typeof signUpOverSmtp>>;
let istanbul: Awaited<ReturnType<typeof signUpOverSmtp>>;

const defaults = { emailNotifications: true, weeklyReports: true, seoSuggestions: true };
const saveSettings = (user: typeof newYork, change: Record<string, unknown>) =>
  user.client.json<NotificationSettings & { error?: { code: string; message: string } }>(
    "PUT",
    "/api/settings/notifications",
    { ...defaults, profileVisibility: "private", ...change },
  );
const reports = (email: string) =>
  smtp.to(email).filter((mail) => /weekly report|haftalık rapor/.test(mail.subject));

async function addSite(user: typeof newYork, name: string) {
  const added = await readJson<Site>(
    await user.client.post("/api/sites", { url: `http://${HOST}:${fixture.port}`, name }),
  );
  expect((await waitForSite(user.client, added.id)).status).toBe("completed");
}

beforeAll(async () => {
  ({ smtp, fixture, server } = await startMonitoringServer(HOST));
  newYork = await signUpOverSmtp(server, smtp, "en");
  istanbul = await signUpOverSmtp(server, smtp, "tr");
  await addSite(newYork, "Manhattan Bakery");
  await addSite(istanbul, "Kadıköy Fırını");
}, 300_000);

afterAll(async () => {
  await server?.stop();
  await fixture?.close();
  await smtp?.close();
});

describe("the user's time zone setting", () => {
  it("is unset until chosen, and an unknown zone is refused in the user's language", async () => {
    const initial = await newYork.client.json<NotificationSettings>("GET", "/api/settings/notifications");
    expect(initial.body.timeZone).toBeNull();
    const english = await saveSettings(newYork, { timeZone: "Mars/Olympus_Mons" });
    expect(english.status).toBe(400);
    expect(english.body.error).toMatchObject({
      code: "invalid_time_zone",
      message: "This time zone is not known; choose one from the list.",
    });
    const turkish = await saveSettings(istanbul, { timeZone: "Avrupa/İstanbul" });
    expect(turkish.status).toBe(400);
    expect(turkish.body.error!.message).toBe("Bu saat dilimi tanınmıyor; listeden birini seçin.");
    expect((await saveSettings(newYork, { timeZone: "x".repeat(65) })).status).toBe(400);
  });

  it("stores a valid zone per user, and leaving it out keeps it", async () => {
    expect((await saveSettings(newYork, { timeZone: "America/New_York" })).body.timeZone).toBe(
      "America/New_York",
    );
    expect((await saveSettings(istanbul, { timeZone: "Europe/Istanbul" })).body.timeZone).toBe(
      "Europe/Istanbul",
    );
    const kept = await saveSettings(newYork, { seoSuggestions: false });
    expect(kept.body).toMatchObject({ seoSuggestions: false, timeZone: "America/New_York" });
    expect((await saveSettings(newYork, { timeZone: null })).body.timeZone).toBe("America/New_York");
    // One user's save never touches another's zone.
    const other = await istanbul.client.json<NotificationSettings>("GET", "/api/settings/notifications");
    expect(other.body).toMatchObject({ timeZone: "Europe/Istanbul", seoSuggestions: true });
  });
});

describe("weekly reports at each user's local Monday morning", () => {
  it("go out by each stored zone across New York's DST change, surviving a refused SMTP delivery once", async () => {
    // Monday 8 March 2027, 05:30 UTC: 08:30 in Istanbul, still Monday 00:30 in New York.
    smtp.failNext(1);
    expect(await sendWeeklyReports(server.context, new Date("2027-03-08T05:30:00Z"))).toBe(1);
    await vi.waitFor(() => expect(reports(istanbul.email)).toHaveLength(1), {
      timeout: 60_000,
      interval: 250,
    });
    expect(smtp.refused()).toBe(1);
    // 12:30 UTC is 07:30 EST: not yet; 13:30 UTC is 08:30.
    expect(await sendWeeklyReports(server.context, new Date("2027-03-08T12:30:00Z"))).toBe(0);
    expect(await sendWeeklyReports(server.context, new Date("2027-03-08T13:30:00Z"))).toBe(1);
    await vi.waitFor(() => expect(reports(newYork.email)).toHaveLength(1), {
      timeout: 30_000,
      interval: 250,
    });

    // Monday 15 March 2027, after the change to EDT: 12:30 UTC is already 08:30 in New York.
    expect(await sendWeeklyReports(server.context, new Date("2027-03-15T04:30:00Z"))).toBe(0);
    expect(await sendWeeklyReports(server.context, new Date("2027-03-15T12:30:00Z"))).toBe(2);
    await vi.waitFor(
      () => {
        expect(reports(newYork.email)).toHaveLength(2);
        expect(reports(istanbul.email)).toHaveLength(2);
      },
      { timeout: 30_000, interval: 250 },
    );
    expect(reports(istanbul.email)[0]!.subject).toBe("Sitelens haftalık raporunuz");
    expect(reports(newYork.email)[0]!.subject).toBe("Your Sitelens weekly report");
  });

  it("never sends twice when the job runs again after a delivered e-mail", async () => {
    const payload = {
      type: "weekly" as const,
      userId: istanbul.userId,
      week: "2027-03-08",
      language: "tr" as const,
      at: "2027-03-08T05:30:00Z",
    };
    await deliverWeeklyReport(server.context, payload, false);
    await deliverWeeklyReport(server.context, payload, true);
    expect(reports(istanbul.email)).toHaveLength(2);
  });
});
