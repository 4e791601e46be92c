import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { defineJob } from "../../src/jobs/define-job";
import { jobRegistry } from "../../src/jobs/registry";
import { signUpTestUser } from "../support/sign-up-test-user";
import { startTestServer, type TestServer } from "../support/start-test-server";

const TOKEN = "metrics-token-0123456789";
let server: TestServer;
let release: () => void = () => {};
const held = new Promise<void>((resolve) => {
  release = resolve;
});

const passingJob = defineJob({
  name: "metrics-probe-pass",
  payload: z.object({}),
  options: { retryLimit: 0 },
  async handle() {},
});
const failingJob = defineJob({
  name: "metrics-probe-fail",
  payload: z.object({}),
  options: { retryLimit: 0 },
  async handle() {
    throw new Error("probe failure");
  },
});
const heldJob = defineJob({
  name: "metrics-probe-held",
  payload: z.object({}),
  options: { retryLimit: 0 },
  handle: () => held,
});

beforeAll(async () => {
  server = await startTestServer({
    env: { METRICS_TOKEN: TOKEN },
    jobs: [...jobRegistry, passingJob, failingJob, heldJob],
  });
});
afterAll(async () => {
  release();
  await server?.stop();
});

async function scrape(token = TOKEN) {
  const response = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, type: response.headers.get("content-type"), text: await response.text() };
}

async function waitForMetric(pattern: RegExp) {
  for (let tries = 0; tries < 120; tries += 1) {
    const { text } = await scrape();
    if (pattern.test(text)) return text;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`metric never matched ${pattern}`);
}

describe("Prometheus metrics", () => {
  it("refuses a scrape without the token", async () => {
    expect((await scrape("wrong-token-wrong-token")).status).toBe(401);
    expect((await fetch(`${server.url}/metrics`)).status).toBe(401);
  });

  it("counts requests by route pattern, jobs by kind and outcome, the queue and e-mails after real traffic", async () => {
    await server.client().json("GET", "/api/health");
    await signUpTestUser(server);
    await server.client().json("GET", "/api/sites/00000000-0000-0000-0000-000000000000");
    await server.context.boss.send(passingJob.name, {});
    await server.context.boss.send(failingJob.name, {});
    await server.context.boss.send(heldJob.name, {});

    const text = await waitForMetric(
      /sitelens_job_attempts_total\{job="metrics-probe-fail",outcome="failed"\} 1[\s\S]*sitelens_queue_active_jobs\{job="metrics-probe-held"\} 1/,
    );
    const { status, type } = await scrape();
    expect(status).toBe(200);
    expect(type).toContain("text/plain");
    expect(text).toMatch(
      /sitelens_http_request_duration_seconds_count\{method="GET",route="\/api\/health",status="200"\} \d+/,
    );
    // The pattern, never the id: labels stay bounded however many sites there are.
    expect(text).toMatch(/route="\/api\/sites\/:id",status="(401|404)"/);
    expect(text).not.toContain("00000000-0000-0000-0000-000000000000");
    expect(text).toMatch(/sitelens_job_attempts_total\{job="metrics-probe-pass",outcome="completed"\} 1/);
    expect(text).toMatch(
      /sitelens_job_duration_seconds_count\{job="metrics-probe-pass",outcome="completed"\} 1/,
    );
    expect(text).toMatch(/sitelens_mails_total\{outcome="sent"\} [1-9]/);
    expect(text).toMatch(/sitelens_analyses_in_progress 0/);
    expect(text).toMatch(/sitelens_process_resident_memory_bytes \d+/);
    if (server.context.database.kind === "postgres")
      expect(text).toMatch(/sitelens_database_pool_connections\{state="total"\} [1-9]/);
  }, 180_000);
});
