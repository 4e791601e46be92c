import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Site } from "@sitelens/shared";
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyzeSiteJob } from "../../src/analysis/analyze-site-job";
import { historicalData, notifications, sites } from "../../src/db/schema";
import { jobRegistry } from "../../src/jobs/registry";
import { signUpTestUser } from "../support/sign-up-test-user";
import { startTestServer, type TestServer } from "../support/start-test-server";
import { readJson, waitForSite } from "./support";

const HOST = "yavas-robots.com.tr";
const PAGES = 6;
const CRAWL_DELAY_SECONDS = 3;
/** Short enough that the first attempt (6 pages, 3 s apart) outlives it; the second needs far less. */
const EXPIRE_SECONDS = 5;

interface Hit {
  generation: number;
  path: string;
}

/**
 * A site whose first visitor is told `Crawl-delay: 3`, which makes the first attempt outlive its
 * job's expiry; every later attempt (a new browser fetch of "/") is served without a delay.
 */
function startSite(): Promise<{ server: Server; hits: Hit[] }> {
  const hits: Hit[] = [];
  let generation = 0;
  const server = createServer((request, response) => {
    const path = request.url ?? "/";
    const browser = !(request.headers["user-agent"] ?? "").includes("SitelensBot");
    if (path === "/" && browser) generation += 1;
    hits.push({ generation, path });
    if (path === "/robots.txt") {
      response.writeHead(200, { "content-type": "text/plain" });
      return void response.end(
        generation === 1 ? `User-agent: *\nCrawl-delay: ${CRAWL_DELAY_SECONDS}\n` : "User-agent: *\n",
      );
    }
    if (path !== "/" && !/^\/p\d+$/.test(path)) return void response.writeHead(404).end();
    const links = Array.from({ length: PAGES }, (_, index) => `<a href="/p${index + 1}">Sayfa</a>`).join(" ");
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end(
      `<!doctype html><html lang="tr"><head><title>Nesil ${generation}</title></head><body><h1>Sayfa</h1>${links}</body></html>`,
    );
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve({ server, hits })));
}

/** Resolves once the site has had no request for `quietMs`: every attempt has stopped crawling. */
async function waitForQuiet(hits: Hit[], quietMs: number): Promise<void> {
  for (let seen = -1; seen !== hits.length; ) {
    seen = hits.length;
    await new Promise((resolve) => setTimeout(resolve, quietMs));
  }
}

let site: Awaited<ReturnType<typeof startSite>>;
let server: TestServer;

beforeAll(async () => {
  site = await startSite();
  const port = (site.server.address() as AddressInfo).port;
  const jobs = jobRegistry.map((job) =>
    job.name === analyzeSiteJob.name
      ? { ...job, options: { ...job.options, expireInSeconds: EXPIRE_SECONDS } }
      : job,
  );
  server = await startTestServer({
    env: {
      CRAWLER_RESOLVE: `${HOST}:${port}:127.0.0.1`,
      CRAWLER_ALLOW_PRIVATE: "true",
      ANALYSIS_LIGHTHOUSE: "false",
    },
    jobs,
  });
}, 60_000);

afterAll(async () => {
  await server?.stop();
  site?.server.closeAllConnections();
  await new Promise((resolve) => site?.server.close(resolve));
});

describe("an analysis attempt that outlives its job's expiry", () => {
  it("is cancelled, and only the retry's result is stored", async () => {
    const { client, userId } = await signUpTestUser(server);
    const port = (site.server.address() as AddressInfo).port;
    const added = await readJson<Site>(await client.post("/api/sites", { url: `http://${HOST}:${port}` }));
    const final = await waitForSite(client, added.id, 90_000);
    expect(final.status).toBe("completed");

    // Until the first attempt would have crawled every page and stored its result had it kept going.
    await waitForQuiet(site.hits, 2 * CRAWL_DELAY_SECONDS * 1000);

    const { db } = server.context.database;
    const [row] = await db.select().from(sites).where(eq(sites.id, added.id));
    expect(row).toMatchObject({ status: "completed", progress: null, analysisAttemptId: null });
    expect(row?.analysisData?.pages.find((page) => page.url.endsWith("/"))?.title).not.toBe("Nesil 1");
    const history = await db.select().from(historicalData).where(eq(historicalData.siteId, added.id));
    expect(history).toHaveLength(1);
    const announced = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), like(notifications.title, "%completed")));
    expect(announced).toHaveLength(1);
  }, 150_000);
});
