import type { Site, SiteDetail } from "@sitelens/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpTestUser } from "../support/sign-up-test-user";
import type { TestClient } from "../support/test-client";
import { FIXTURE_HOST, readJson, startSitesServer, waitForSite } from "./support";

let env: Awaited<ReturnType<typeof startSitesServer>>;
let owner: TestClient;
let intruder: TestClient;
let site: Site;

beforeAll(async () => {
  env = await startSitesServer();
  ({ client: owner } = await signUpTestUser(env.server));
  ({ client: intruder } = await signUpTestUser(env.server));
  const port = new URL(env.fixture.origin).port;
  const added = await owner.post("/api/sites", { url: `http://${FIXTURE_HOST}:${port}` });
  site = await waitForSite(owner, (await readJson<Site>(added)).id);
}, 120_000);
afterAll(async () => env?.stop());

describe("site detail transfer (issue #32)", () => {
  it("compresses JSON with Brotli or gzip as accepted, and the body decodes to the same detail", async () => {
    const plain = await owner.get(`/api/sites/${site.id}`, { "accept-encoding": "identity" });
    expect(plain.headers.get("content-encoding")).toBeNull();
    const detail = await readJson<SiteDetail>(plain);
    expect(detail.analysisData?.pages.length).toBeGreaterThan(0);
    for (const encoding of ["br", "gzip"]) {
      const response = await owner.get(`/api/sites/${site.id}`, { "accept-encoding": encoding });
      expect(response.headers.get("content-encoding")).toBe(encoding);
      expect(response.headers.get("vary")).toContain("Accept-Encoding");
      expect(await readJson<SiteDetail>(response)).toEqual(detail);
    }
    // Other JSON routes go through the same middleware; small bodies stay plain.
    const tasks = await owner.get(`/api/tasks?siteId=${site.id}`, { "accept-encoding": "br" });
    expect(tasks.headers.get("content-encoding")).toBe("br");
    const health = await owner.get("/api/health", { "accept-encoding": "br" });
    expect(health.headers.get("content-encoding")).toBeNull();
  });

  it("answers 304 to the current ETag, and a new version after a re-analysis", async () => {
    const first = await owner.get(`/api/sites/${site.id}`);
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^W\/"/);
    await first.arrayBuffer();
    const again = await owner.get(`/api/sites/${site.id}`, { "if-none-match": etag! });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    // Another user with the same ETag still gets a 404, not a 304.
    expect((await intruder.get(`/api/sites/${site.id}`, { "if-none-match": etag! })).status).toBe(404);

    await readJson(await owner.post(`/api/sites/${site.id}/analyze`, { force: true }));
    const analysed = await waitForSite(owner, site.id);
    expect(analysed.lastAnalyzed).not.toBe(site.lastAnalyzed);
    const changed = await owner.get(`/api/sites/${site.id}`, { "if-none-match": etag! });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).not.toBe(etag);
    expect((await readJson<SiteDetail>(changed)).lastAnalyzed).toBe(analysed.lastAnalyzed);
  }, 120_000);

  it("leaves the event stream uncompressed", async () => {
    const events = await owner.get("/api/events", { "accept-encoding": "br, gzip" });
    expect(events.headers.get("content-type")).toContain("text/event-stream");
    expect(events.headers.get("content-encoding")).toBeNull();
    await events.body?.cancel();
  });
});
