import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notificationSettings, notifications, plans, profiles, users } from "../../src/db/schema";
import { startTestServer, type TestServer } from "../support/start-test-server";
import { latestCode, registration, solveBotCheck, strongPassword } from "./support";

const DAY_MS = 86_400_000;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

const db = () => server.context.database.db;

async function register(email: string) {
  const client = server.client("en");
  const registered = await client.post(
    "/api/auth/register",
    registration(email, await solveBotCheck(client)),
  );
  expect(registered.status).toBe(200);
  return client;
}

async function confirm(client: ReturnType<TestServer["client"]>, email: string) {
  return client.post("/api/auth/verify-signup", {
    email,
    code: await latestCode(client, email),
    botToken: await solveBotCheck(client),
  });
}

async function userRow(email: string) {
  const [user] = await db().select().from(users).where(eq(users.email, email));
  return user!;
}

async function welcomeJobs(email: string): Promise<number> {
  const result = (await db().execute(
    sql`select count(*)::int as n from pgboss.job where name = 'send-mail' and data->>'to' = ${email} and data->'template'->>'kind' = 'welcome'`,
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0]!.n;
}

async function onboardedRows(userId: string) {
  const [profile] = await db().select().from(profiles).where(eq(profiles.userId, userId));
  const [settings] = await db()
    .select()
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  const welcome = await db().select().from(notifications).where(eq(notifications.userId, userId));
  return { profile: Boolean(profile), settings: Boolean(settings), notifications: welcome.length };
}

describe("onboarding after the e-mail confirmation", () => {
  it("starts the trial at confirmation, for the trial plan's trial_period_days", async () => {
    await db().update(plans).set({ trialPeriodDays: 7 }).where(eq(plans.id, "pro"));
    const email = "trial@example.com";
    const client = await register(email);
    // Registered but not confirmed: no trial is running yet.
    expect((await userRow(email)).trialEndsAt).toBeNull();
    const before = Date.now();
    expect((await confirm(client, email)).status).toBe(200);
    const trialEndsAt = (await userRow(email)).trialEndsAt!.getTime();
    expect(trialEndsAt).toBeGreaterThanOrEqual(before + 7 * DAY_MS - 1000);
    expect(trialEndsAt).toBeLessThanOrEqual(Date.now() + 7 * DAY_MS);
    const limits = (await (await client.get("/api/plan-limits")).json()) as { isTrial: boolean };
    expect(limits.isTrial).toBe(true);
    await db().update(plans).set({ trialPeriodDays: 3 }).where(eq(plans.id, "pro"));
  });

  it("leaves nothing half-made when a step fails, and finishes on the next visit", async () => {
    const email = "halfway@example.com";
    const client = await register(email);
    // A real failure part-way: the welcome notification (after the profile, settings and trial) cannot be stored.
    await db().execute(
      sql.raw(`create function fail_welcome() returns trigger language plpgsql as $f$
        begin raise exception 'notification store down'; end $f$`),
    );
    await db().execute(
      sql.raw(
        "create trigger fail_welcome before insert on notifications for each row execute function fail_welcome()",
      ),
    );
    try {
      expect((await confirm(client, email)).status).toBe(500);
    } finally {
      await db().execute(sql.raw("drop trigger fail_welcome on notifications"));
      await db().execute(sql.raw("drop function fail_welcome()"));
    }
    const user = await userRow(email);
    expect(user.emailVerified).toBe(true);
    expect(user.trialEndsAt).toBeNull();
    expect(await onboardedRows(user.id)).toEqual({ profile: false, settings: false, notifications: 0 });
    expect(await welcomeJobs(email)).toBe(0);

    // The address is confirmed, so the password signs in; the first account read onboards, once.
    expect((await client.post("/api/auth/login", { email, password: strongPassword })).status).toBe(200);
    expect((await client.get("/api/account")).status).toBe(200);
    expect((await client.get("/api/account")).status).toBe(200);
    expect(await onboardedRows(user.id)).toEqual({ profile: true, settings: true, notifications: 1 });
    expect((await userRow(email)).trialEndsAt).not.toBeNull();
    expect(await welcomeJobs(email)).toBe(1);
  });
});
