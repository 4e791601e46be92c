import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { analyzeSiteJob } from "../../src/analysis/analyze-site-job";
import { defineJob } from "../../src/jobs/define-job";
import { enqueueJob } from "../../src/jobs/enqueue-job";
import { startTestServer, type TestServer } from "../support/start-test-server";

/** Each job waits until the test opens its gate, so the test sees exactly which jobs run together. */
const running: { user: string; n: number }[] = [];
const started: { user: string; n: number }[] = [];
let maxRunningPerUser = 0;
const gates = new Map<string, () => void>();

const fairJob = defineJob({
  name: "fairness-probe",
  payload: z.object({ user: z.string(), n: z.number() }),
  options: { ...analyzeSiteJob.options, retryLimit: 0, heartbeatSeconds: undefined },
  // analyze-site's options and grouping, with a payload whose user is `user`.
  groupOf: (payload) => payload.user,
  async handle(payload) {
    running.push(payload);
    started.push(payload);
    const mine = running.filter((entry) => entry.user === payload.user).length;
    maxRunningPerUser = Math.max(maxRunningPerUser, mine);
    await new Promise<void>((resolve) => gates.set(`${payload.user}:${payload.n}`, resolve));
    running.splice(running.indexOf(payload), 1);
  },
});

async function waitFor(condition: () => boolean, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ jobs: [fairJob] });
});
afterAll(async () => {
  for (const open of gates.values()) open();
  await server?.stop();
});

describe("analysis queue fairness", () => {
  it("groups analyses per user with one running at a time", () => {
    expect(analyzeSiteJob.options.groupConcurrency).toBe(1);
    expect(analyzeSiteJob.groupOf?.({ siteId: "s", userId: "u1" })).toBe("u1");
  });

  // analyze-site's two local workers poll together: on PostgreSQL their fetches run on two connections at
  // once and, before the group gate (decision 140), both claimed one of the busy user's jobs.
  it("starts another user's job while one user's many jobs wait their turn", async () => {
    for (let n = 0; n < 6; n++) await enqueueJob(server.context.boss, fairJob, { user: "busy", n });
    await enqueueJob(server.context.boss, fairJob, { user: "other", n: 0 });
    await waitFor(() => started.some((entry) => entry.user === "other"));
    const busyStarted = started.filter((entry) => entry.user === "busy");
    expect(busyStarted).toHaveLength(1);
    expect(maxRunningPerUser).toBe(1);
    gates.get("other:0")?.();
    // Two polls racing for the busy user's first two jobs may let the second one win the group's slot.
    gates.get(`busy:${busyStarted[0]!.n}`)?.();
    await waitFor(() => started.filter((entry) => entry.user === "busy").length === 2);
    expect(maxRunningPerUser).toBe(1);
  });
});
