import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import pino from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { defineJob } from "../../src/jobs/define-job";
import { enqueueJob } from "../../src/jobs/enqueue-job";
import { jobSchedules } from "../../src/jobs/registry";
import { startServer } from "../../src/start-server";
import { startTestServer } from "../support/start-test-server";
import { createTestEnv } from "../support/test-env";

const POSTGRES = process.env.DATABASE_URL;

function recordingJob(name: string, seen: { id: string; by: string }[], by: () => string) {
  return defineJob({
    name,
    payload: z.object({ n: z.number() }),
    options: { retryLimit: 0, concurrency: 2 },
    async handle(_payload, { jobId }) {
      seen.push({ id: jobId, by: by() });
      // Long enough that one worker cannot drain the queue before the other polls.
      await new Promise((resolve) => setTimeout(resolve, 200));
    },
  });
}

async function waitFor(condition: () => boolean, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe("background jobs", () => {
  it("runs a job queued before a restart once a worker starts again", async () => {
    const seen: { id: string; by: string }[] = [];
    const job = recordingJob("restart-probe", seen, () => "after-restart");
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "sitelens-jobs-"));
    const { env, cleanup } = await createTestEnv({ DATA_DIR: dataDir });
    cleanups.push(async () => {
      await cleanup();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    const apiOnly = await startServer({ ...env, SITELENS_ROLE: "api" }, { jobs: [job] });
    const id = await enqueueJob(apiOnly.context.boss, job, { n: 1 });
    await apiOnly.stop();
    expect(seen).toEqual([]);

    const restarted = await startServer(env, { jobs: [job] });
    cleanups.push(() => restarted.stop());
    await waitFor(() => seen.length === 1);
    expect(seen[0]?.id).toBe(id);
  });

  it("runs a job its cron schedule sends, which carries no data, logging its routine start and end at debug", async () => {
    const seen: string[] = [];
    const job = defineJob({
      name: "cron-probe",
      payload: z.object({}),
      options: { retryLimit: 0 },
      async handle(_payload, { jobId }) {
        seen.push(jobId);
      },
    });
    const lines: { level: number; msg: string; jobId?: string }[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    const server = await startTestServer({ jobs: [job], logger: pino({ level: "debug" }, sink) });
    cleanups.push(() => server.stop());
    // pg-boss's timekeeper sends an every-minute schedule on its next pass (every 30 s) with data null.
    await server.context.boss.schedule(job.name, "* * * * *");
    await waitFor(() => seen.length > 0, 120_000);
    const sentId = await enqueueJob(server.context.boss, job, {});
    if (!sentId) throw new Error("the job was not queued");
    await waitFor(() => seen.includes(sentId));
    const levelOf = (id: string | undefined, msg: string) =>
      lines.find((line) => line.jobId === id && line.msg === msg)?.level;
    await waitFor(() => levelOf(sentId, "job completed") !== undefined);
    // pino's levels: 20 debug, 30 info.
    expect([levelOf(seen[0], "job started"), levelOf(seen[0], "job completed")]).toEqual([20, 20]);
    expect([levelOf(sentId, "job started"), levelOf(sentId, "job completed")]).toEqual([30, 30]);
    // Every recurring job of the product must read that empty payload.
    for (const { job: scheduled } of jobSchedules) expect(scheduled.payload.safeParse({}).success).toBe(true);
  }, 180_000);

  it("rejects a payload that does not match the job's schema before storing it", async () => {
    const server = await startTestServer({ jobs: [recordingJob("schema-probe", [], () => "x")] });
    cleanups.push(() => server.stop());
    const job = recordingJob("schema-probe", [], () => "x");
    await expect(enqueueJob(server.context.boss, job, { n: "one" } as never)).rejects.toThrow();
  });

  it.skipIf(!POSTGRES)("never runs one job twice when two workers share PostgreSQL", async () => {
    const seen: { id: string; by: string }[] = [];
    const { env, cleanup } = await createTestEnv();
    cleanups.push(cleanup);
    const workers: Awaited<ReturnType<typeof startServer>>[] = [];
    for (const name of ["worker-a", "worker-b"]) {
      const job = recordingJob("shared-probe", seen, () => name);
      workers.push(await startServer({ ...env, SITELENS_ROLE: "worker" }, { jobs: [job] }));
    }
    cleanups.push(async () => {
      for (const worker of workers) await worker.stop();
    });
    const job = recordingJob("shared-probe", seen, () => "unused");
    const ids = await Promise.all(
      Array.from({ length: 40 }, (_, n) => enqueueJob(workers[0]!.context.boss, job, { n })),
    );
    await waitFor(() => seen.length >= 40);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(seen).toHaveLength(40);
    expect(new Set(seen.map((entry) => entry.id))).toEqual(new Set(ids));
    expect(new Set(seen.map((entry) => entry.by))).toEqual(new Set(["worker-a", "worker-b"]));
  });
});
