import { spawnSync } from "node:child_process";
import path from "node:path";
import { PgBoss } from "pg-boss";
import { afterAll, describe, expect, it } from "vitest";
import { registerAndConfirm } from "../apps/server/test/accounts/support";
import { createFreshPostgres } from "../apps/server/test/support/fresh-postgres";
import { openEventStream } from "../apps/server/test/support/read-events";
import { TestClient } from "../apps/server/test/support/test-client";
import { type E2eServer, startE2eServer } from "./support/server";

const ROOT = path.resolve(import.meta.dirname, "..");
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function start(env: Record<string, string> = {}): Promise<E2eServer> {
  const server = await startE2eServer(env);
  cleanups.push(() => server.stop());
  return server;
}

describe("the embedded database's folder lock", () => {
  it("refuses a second process on the same data folder with a clear message", async () => {
    const first = await start({ DATABASE_URL: "" });
    const second = spawnSync(
      process.execPath,
      [path.join(ROOT, "node_modules/tsx/dist/cli.mjs"), "apps/server/src/main.ts"],
      { cwd: ROOT, env: { PATH: process.env.PATH ?? "", ...first.env }, encoding: "utf8", timeout: 60_000 },
    );
    expect(second.status).toBe(1);
    expect(second.stderr).toContain("is in use by another Sitelens process");
    expect((await fetch(`${first.baseUrl}/api/health`)).status).toBe(200);
  });
});

describe.skipIf(!process.env.DATABASE_URL)("two API processes and two workers on one PostgreSQL", () => {
  it("run each job exactly once and deliver events through either API process", async () => {
    const database = await createFreshPostgres(process.env.DATABASE_URL!);
    cleanups.push(() => database.drop());
    const shared = { DATABASE_URL: database.url, AUTH_SECRET: "e2e-secret-e2e-secret-e2e-secret-0123" };
    const [apiA, apiB] = [
      await start({ ...shared, SITELENS_ROLE: "api" }),
      await start({ ...shared, SITELENS_ROLE: "api" }),
    ];
    const workers = [
      await start({ ...shared, SITELENS_ROLE: "worker" }),
      await start({ ...shared, SITELENS_ROLE: "worker" }),
    ];

    // Jobs: sent straight into the shared queue, as an API process would.
    const boss = new PgBoss({
      connectionString: database.url,
      supervise: false,
      schedule: false,
      migrate: false,
    });
    await boss.start();
    cleanups.push(() => boss.stop({ graceful: false }));
    const ids = await Promise.all(Array.from({ length: 30 }, () => boss.send("purge-expired", {})));
    // The workers also run the product's every-minute schedules: count only the jobs sent here.
    const sent = new Set(ids);
    const startedIds = () =>
      workers.flatMap((worker) =>
        worker.logs
          .filter((line) => line.includes('"job started"'))
          .map((line) => JSON.parse(line).jobId as string)
          .filter((id) => sent.has(id)),
      );
    const deadline = Date.now() + 60_000;
    while (startedIds().length < ids.length && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 200));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(startedIds().sort()).toEqual([...ids].sort());

    // Events: a signed-in user listens on both API processes; a notification raised elsewhere reaches both.
    const client = new TestClient(apiA!.baseUrl);
    const userId = await registerAndConfirm(client, "multi@example.com");
    const cookie = `sitelens.session_token=${client.cookie("sitelens.session_token")}`;
    const onA = await openEventStream(apiA!.baseUrl, cookie);
    const onB = await openEventStream(apiB!.baseUrl, cookie);
    await onA.waitFor(1);
    await onB.waitFor(1);
    const notifier = new PgBoss({
      connectionString: database.url,
      supervise: false,
      schedule: false,
      migrate: false,
    });
    await notifier.start();
    await notifier
      .getDb()
      .executeSql("select pg_notify('sitelens_events', $1)", [
        JSON.stringify({ userId, type: "notification.created", data: { title: "hello" } }),
      ]);
    await notifier.stop({ graceful: false });
    await onA.waitFor(2);
    await onB.waitFor(2);
    expect(onA.received[1]?.data).toEqual({ type: "notification.created", data: { title: "hello" } });
    expect(onB.received[1]?.data).toEqual({ type: "notification.created", data: { title: "hello" } });
    await onA.stop();
    await onB.stop();
  });
});
