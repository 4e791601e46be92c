import type { CompetitorList, VisibilityRun } from "@sitelens/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { competitors, sites, visibilityRuns } from "../../src/db/schema";
import { sweepUnfinishedWorkJob } from "../../src/jobs/sweep-unfinished-work-job";
import { readJson } from "../sites/support";
import { signUpTestUser } from "../support/sign-up-test-user";
import { startTestServer, type TestServer } from "../support/start-test-server";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
}, 180_000);
afterAll(async () => server?.stop());

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
const GONE_JOB = "00000000-0000-0000-0000-000000000000";

describe("the sweep of unfinished work", () => {
  it("fails a competitor left analyzing and a visibility run left running once their jobs are gone, not younger ones", async () => {
    const { client, userId } = await signUpTestUser(server, { language: "tr" });
    const { db } = server.context.database;
    await db.insert(sites).values({
      id: "sweep-site",
      userId,
      name: "kahve.example",
      url: "https://kahve.example",
      status: "completed",
    });
    const competitor = { userId, siteId: "sweep-site", name: "Rakip", status: "analyzing" as const };
    await db.insert(competitors).values([
      {
        ...competitor,
        id: "dead-rival",
        url: "https://rakip.example",
        domain: "rakip.example",
        analysisJobId: GONE_JOB,
        analysisStartedAt: minutesAgo(5),
      },
      {
        ...competitor,
        id: "fresh-rival",
        url: "https://yeni.example",
        domain: "yeni.example",
        analysisJobId: GONE_JOB,
        analysisStartedAt: new Date(),
      },
    ]);
    const run = { userId, siteId: "sweep-site", model: "gpt-5-mini", status: "running" as const };
    await db.insert(visibilityRuns).values([
      {
        ...run,
        id: "dead-run",
        engine: "chatgpt",
        prompts: 2,
        samples: 1,
        jobId: GONE_JOB,
        startedAt: minutesAgo(5),
      },
      {
        ...run,
        id: "fresh-run",
        engine: "grok",
        prompts: 2,
        samples: 1,
        jobId: GONE_JOB,
        startedAt: new Date(),
      },
    ]);

    await sweepUnfinishedWorkJob.handle(
      {},
      { ...server.context, jobId: "test", attempt: 0, signal: new AbortController().signal },
    );

    const rivals = (await readJson<CompetitorList>(await client.get("/api/sites/sweep-site/competitors")))
      .competitors;
    expect(rivals.find((entry) => entry.id === "dead-rival")).toMatchObject({
      status: "error",
      errorReason: { tr: "Analiz çok uzun sürdü.", en: "Analysis took too long." },
    });
    expect(rivals.find((entry) => entry.id === "fresh-rival")?.status).toBe("analyzing");
    const runs = (
      await readJson<{ runs: VisibilityRun[] }>(await client.get("/api/sites/sweep-site/visibility/runs"))
    ).runs;
    expect(runs.find((entry) => entry.id === "dead-run")?.status).toBe("failed");
    expect(runs.find((entry) => entry.id === "fresh-run")?.status).toBe("running");
    // Re-analysis (refused while analyzing) is open again.
    expect((await client.post("/api/competitors/dead-rival/analyze")).status).toBeLessThan(300);
  });
});
