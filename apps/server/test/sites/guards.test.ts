import type { Site } from "@sitelens/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sitePages, sites } from "../../src/db/schema";
import { sweepUnfinishedWorkJob } from "../../src/jobs/sweep-unfinished-work-job";
import { signUpTestUser } from "../support/sign-up-test-user";
import { FIXTURE_HOST, readJson, startSitesServer, waitForSite } from "./support";

// No CRAWLER_ALLOW_PRIVATE: the fixture host resolves to 127.0.0.1, which the SSRF guard refuses.
let env: Awaited<ReturnType<typeof startSitesServer>>;

beforeAll(async () => {
  env = await startSitesServer({ CRAWLER_ALLOW_PRIVATE: "false", ANALYSIS_RATE_LIMIT_PER_HOUR: "1" }, [
    "birinci-site.com",
  ]);
}, 180_000);
afterAll(async () => env?.stop());

describe("SSRF guard, analysis rate limit and the stale-analysis sweeper", () => {
  it("refuses a site resolving to a private address, with a reason", async () => {
    const { client } = await signUpTestUser(env.server, { language: "tr" });
    const port = new URL(env.fixture.origin).port;
    const added = await readJson<Site>(
      await client.post("/api/sites", { url: `http://${FIXTURE_HOST}:${port}` }),
    );
    const site = await waitForSite(client, added.id);
    expect(site.status).toBe("error");
    expect(site.errorReason?.tr).toContain("özel veya ayrılmış bir IP adresine");
  });

  it("answers 'Analiz limiti dolu' with minutes remaining once the hourly allowance is used", async () => {
    const { client } = await signUpTestUser(env.server, { language: "tr" });
    expect((await client.post("/api/sites", { url: "https://birinci-site.com" })).status).toBe(201);
    const limited = await client.post("/api/sites", { url: "https://ikinci-site.com" });
    expect(limited.status).toBe(429);
    const body = (await limited.json()) as {
      error: { code: string; message: string; details: { minutesRemaining: number } };
    };
    expect(body.error.code).toBe("analysis_rate_limited");
    expect(body.error.message).toMatch(/^Analiz limiti dolu\. Yaklaşık \d+ dakika sonra tekrar deneyin\.$/);
    expect(body.error.details.minutesRemaining).toBeGreaterThan(0);
    expect(body.error.details.minutesRemaining).toBeLessThanOrEqual(60);
    const limits = await readJson<{ analysisRateLimit: { limited: boolean; minutesRemaining: number } }>(
      await client.get("/api/plan-limits"),
    );
    expect(limits.analysisRateLimit).toMatchObject({ limited: true });
    client.setLanguage("en");
    const english = (await (await client.post("/api/sites", { url: "https://ucuncu.com" })).json()) as {
      error: { message: string };
    };
    expect(english.error.message).toMatch(/^Analysis limit reached\. Try again in about \d+ minutes\.$/);
  });

  it("marks a site whose job has ended but which is still analyzing as 'Analysis took too long'", async () => {
    const { client, userId } = await signUpTestUser(env.server, { language: "en" });
    const { database } = env.server.context;
    const id = "stale-site";
    await database.db.insert(sites).values({
      id,
      userId,
      name: "stale.example",
      url: "https://stale.example.com",
      status: "analyzing",
      analysisJobId: "00000000-0000-0000-0000-000000000000",
      analysisStartedAt: new Date(Date.now() - 5 * 60_000),
    });
    await sweepUnfinishedWorkJob.handle(
      {},
      { ...env.server.context, jobId: "test", attempt: 0, signal: new AbortController().signal },
    );
    const [row] = await database.db.select().from(sites).where(eq(sites.id, id));
    expect(row).toMatchObject({
      status: "error",
      errorReason: { en: "Analysis took too long.", tr: "Analiz çok uzun sürdü." },
    });
    const site = await readJson<Site>(await client.get(`/api/sites/${id}`));
    expect(site.status).toBe("error");
  });

  it("marks a page added by hand that is still analyzing after every attempt as 'Analysis took too long'", async () => {
    const { userId } = await signUpTestUser(env.server, { language: "tr" });
    const { database } = env.server.context;
    await database.db.insert(sites).values({
      id: "page-owner",
      userId,
      name: "sayfa.example",
      url: "https://sayfa.example.com",
      status: "completed",
    });
    const started = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
    await database.db.insert(sitePages).values([
      {
        id: "stuck-page",
        siteId: "page-owner",
        url: "/takili",
        status: "analyzing",
        addedManually: true,
        analysisStartedAt: started(30),
      },
      {
        id: "fresh-page",
        siteId: "page-owner",
        url: "/yeni",
        status: "analyzing",
        addedManually: true,
        analysisStartedAt: started(1),
      },
    ]);
    await sweepUnfinishedWorkJob.handle(
      {},
      { ...env.server.context, jobId: "test", attempt: 0, signal: new AbortController().signal },
    );
    const pages = await database.db.select().from(sitePages).where(eq(sitePages.siteId, "page-owner"));
    expect(pages.find((page) => page.id === "stuck-page")).toMatchObject({
      status: "error",
      errorReason: "Analiz çok uzun sürdü.",
    });
    expect(pages.find((page) => page.id === "fresh-page")).toMatchObject({ status: "analyzing" });
  });
});
