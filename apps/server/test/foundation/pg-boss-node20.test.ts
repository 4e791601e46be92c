import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { defineJob } from "../../src/jobs/define-job";
import { enqueueJob } from "../../src/jobs/enqueue-job";
import { startTestServer, type TestServer } from "../support/start-test-server";

/**
 * pg-boss 12 declares Node ≥ 22.12; we run it on Node 20 (decision 044). Every pg-boss path the
 * app uses, on the Node running this test, against PGlite (and PostgreSQL on the CI's second pass):
 * start and queue creation with retry, expiry and heartbeat options, send with a singleton key and
 * a delay, work, getJobById, schedule and getSchedules, cancel, the AbortSignal on expiry, and a
 * graceful stop.
 */
const seen: { n: number; aborted: boolean }[] = [];
const probe = defineJob({
  name: "node20-probe",
  payload: z.object({ n: z.number(), hang: z.boolean().default(false) }),
  options: { retryLimit: 0, expireInSeconds: 2, heartbeatSeconds: 10, concurrency: 1 },
  async handle({ n, hang }, { signal }) {
    if (hang) await new Promise((resolve) => signal.addEventListener("abort", resolve, { once: true }));
    seen.push({ n, aborted: signal.aborted });
  },
});

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ jobs: [probe] });
}, 180_000);
afterAll(async () => server?.stop());

async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe(`pg-boss ${process.version}`, () => {
  it("runs on the Node version the README supports", () => {
    expect(Number(process.versions.node.split(".")[0])).toBeGreaterThanOrEqual(20);
  });

  it("sends, works and completes a job", async () => {
    const { boss } = server.context;
    const id = await enqueueJob(boss, probe, { n: 1, hang: false }, { singletonKey: "one" });
    await waitFor(async () => (await boss.getJobById(probe.name, id!))?.state === "completed");
    expect(seen).toContainEqual({ n: 1, aborted: false });
  });

  it("aborts the handler's signal when the job outlives its expiry", async () => {
    await enqueueJob(server.context.boss, probe, { n: 3, hang: true });
    await waitFor(() => seen.some((entry) => entry.n === 3));
    expect(seen).toContainEqual({ n: 3, aborted: true });
  });

  it("cancels a delayed job and keeps a cron schedule", async () => {
    const { boss } = server.context;
    const id = await enqueueJob(boss, probe, { n: 4, hang: false }, { startAfterSeconds: 3600 });
    await boss.cancel(probe.name, id!);
    expect((await boss.getJobById(probe.name, id!))?.state).toBe("cancelled");
    await boss.schedule(probe.name, "17 * * * *", { n: 5 });
    expect((await boss.getSchedules(probe.name)).map((schedule) => schedule.cron)).toEqual(["17 * * * *"]);
  });
});
