import type { Site } from "@sitelens/shared";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteMonitoring, sites } from "../../src/db/schema";
import { dispatchMonitoring } from "../../src/monitoring/dispatch-monitoring";
import { type RunningServer, startServer } from "../../src/start-server";
import { readJson, waitForSite } from "../sites/support";
import { signUpTestUser } from "../support/sign-up-test-user";
import { startTestServer, type TestServer } from "../support/start-test-server";
import type { TestClient } from "../support/test-client";

const HOSTS = ["izleme-bir.com.tr", "izleme-iki.com.tr", "izleme-uc.com.tr"];
const onPostgres = Boolean(process.env.DATABASE_URL);
let server: TestServer;
let client: TestClient;
let userId: string;

/** A moment at which every site's current slot is due. */
async function allDue(context: RunningServer["context"]): Promise<Date> {
  const [row] = await context.database.db
    .select({ latest: sql<string>`max(${siteMonitoring.nextRunAt})` })
    .from(siteMonitoring)
    .where(eq(siteMonitoring.userId, userId));
  return new Date(Date.parse(row!.latest) + 1_000);
}

/** Scheduled analyze-site jobs stored by pg-boss, per site. */
async function scheduledJobs(context: RunningServer["context"]): Promise<Record<string, number>> {
  const rows = await context.database.db.execute(
    sql`select data->>'siteId' as site, count(*)::int as jobs from pgboss.job
        where name = 'analyze-site' and data->>'scheduled' = 'true' group by 1`,
  );
  return Object.fromEntries(
    (rows as unknown as { rows: { site: string; jobs: number }[] }).rows.map((row) => [
      row.site,
      Number(row.jobs),
    ]),
  );
}

async function waitUntilIdle(): Promise<void> {
  for (;;) {
    const busy = await server.context.database.db
      .select({ id: sites.id })
      .from(sites)
      .where(and(eq(sites.userId, userId), eq(sites.status, "analyzing")));
    if (busy.length === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

beforeAll(async () => {
  // The hosts resolve to a closed port: each analysis ends at once as unreachable.
  server = await startTestServer({
    env: {
      CRAWLER_RESOLVE: HOSTS.map((host) => `${host}:443:127.0.0.1`).join(","),
      CRAWLER_ALLOW_PRIVATE: "true",
      ANALYSIS_LIGHTHOUSE: "false",
    },
  });
  ({ client, userId } = await signUpTestUser(server, { language: "en" }));
  for (const host of HOSTS) {
    const site = await readJson<Site>(await client.post("/api/sites", { url: `https://${host}` }));
    await waitForSite(client, site.id);
    expect((await client.get(`/api/sites/${site.id}/monitoring`)).status).toBe(200);
  }
}, 300_000);

afterAll(async () => {
  await server?.stop();
});

describe("monitoring slots", () => {
  it("start one analysis per site and slot when two dispatchers run at once", async () => {
    const now = await allDue(server.context);
    const started = await Promise.all([
      dispatchMonitoring(server.context, now),
      dispatchMonitoring(server.context, now),
    ]);
    expect(started[0] + started[1]).toBe(HOSTS.length);
    expect(Object.values(await scheduledJobs(server.context))).toEqual(HOSTS.map(() => 1));
    await waitUntilIdle();
    expect(await dispatchMonitoring(server.context, now)).toBe(0);
  }, 120_000);

  it.skipIf(!onPostgres)(
    "run once per slot across two worker processes, and survive a restart",
    async () => {
      // The second process runs the product's schedules, as a production worker does.
      const second = await startServer(server.context.env);
      let now: Date;
      try {
        now = new Date((await allDue(server.context)).getTime() + 7 * 86_400_000);
        const started = await Promise.all([
          dispatchMonitoring(server.context, now),
          dispatchMonitoring(second.context, now),
          dispatchMonitoring(server.context, now),
          dispatchMonitoring(second.context, now),
        ]);
        expect(started.reduce((sum, count) => sum + count, 0)).toBe(HOSTS.length);
        expect(Object.values(await scheduledJobs(second.context))).toEqual(HOSTS.map(() => 2));
        await waitUntilIdle();
      } finally {
        await second.stop();
      }
      // A process started afresh finds the dispatcher's cron schedule and the claimed slots in the database.
      const restarted = await startServer(server.context.env, { schedules: false });
      try {
        const schedules = await restarted.context.boss.getSchedules();
        expect(schedules.map((schedule) => schedule.name)).toContain("monitoring-dispatch");
        expect(await dispatchMonitoring(restarted.context, now)).toBe(0);
      } finally {
        await restarted.stop();
      }
    },
    180_000,
  );
});
