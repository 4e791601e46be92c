import type { Site, SiteDetail } from "@sitelens/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpTestUser } from "../support/sign-up-test-user";
import { FIXTURE_HOST, readJson, startSitesServer, waitForSite } from "./support";

// Decision 128: a typed host:port gets https:// first; the fixture site speaks only http, so the
// TLS handshake fails (nothing answers over https) and the analysis must fall back to http://.
let env: Awaited<ReturnType<typeof startSitesServer>>;

beforeAll(async () => {
  env = await startSitesServer();
}, 60_000);
afterAll(async () => env?.stop());

describe("scheme guessing against a local http-only site", () => {
  it("adds host:port as https://, analyses it over http:// and says which scheme was used", async () => {
    const { client } = await signUpTestUser(env.server, { language: "tr" });
    const port = new URL(env.fixture.origin).port;
    const added = await client.post("/api/sites", { url: `${FIXTURE_HOST}:${port}` });
    expect(added.status).toBe(201);
    const body = await readJson<Site>(added);
    expect(body.url).toBe(`https://${FIXTURE_HOST}:${port}`);

    const site = await waitForSite(client, body.id, 90_000);
    expect(site.status).toBe("completed");
    const detail = await readJson<SiteDetail>(await client.get(`/api/sites/${site.id}`));
    expect(detail.url).toBe(`http://${FIXTURE_HOST}:${port}`);
    expect(detail.analysisData?.schemeFallback).toBe(true);
    expect(detail.analysisData?.crawl.pagesCrawled).toBeGreaterThan(1);
  }, 120_000);
});
