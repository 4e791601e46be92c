import type { Site } from "@sitelens/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { plans } from "../../src/db/schema";
import { FIXTURE_HOST, readJson, startSitesServer, waitForSite } from "../sites/support";
import { signUpTestUser } from "../support/sign-up-test-user";
import type { TestClient } from "../support/test-client";

let env: Awaited<ReturnType<typeof startSitesServer>>;
let client: TestClient;
let site: Site;

beforeAll(async () => {
  env = await startSitesServer();
  // New users are on the trial, which gets Pro's quotas; this server's Pro plan allows one of each.
  await env.server.context.database.db
    .update(plans)
    .set({ quotas: { usage: { verification_checks: 1, page_adds: 1, analyses: 1, pdf_reports: 1 } } })
    .where(eq(plans.id, "pro"));
  ({ client } = await signUpTestUser(env.server, { language: "en" }));
  const port = new URL(env.fixture.origin).port;
  const added = await client.post("/api/sites", { url: `http://${FIXTURE_HOST}:${port}` });
  expect(added.status).toBe(201);
  site = await waitForSite(client, (await readJson<Site>(added)).id);
}, 120_000);
afterAll(async () => env?.stop());

async function expectQuotaError(response: Response, kind: string) {
  expect(response.status).toBe(429);
  const body = await readJson<{ error: { code: string; message: string; details?: { kind: string } } }>(
    response,
  );
  expect(body.error.code).toBe("quota_exceeded");
  expect(body.error.message).toMatch(/quota is used up \(1\)/);
  return expect(body.error.message.toLowerCase()).toContain(kind);
}

describe("quotas on costly actions", () => {
  it("counts verification checks", async () => {
    const check = () => client.post(`/api/sites/${site.id}/verification/check`, { method: "meta" });
    expect((await check()).status).toBe(200);
    await expectQuotaError(await check(), "verification checks");
  });

  it("counts manually added pages", async () => {
    expect((await client.post(`/api/sites/${site.id}/pages`, { url: "/one" })).status).toBe(201);
    await expectQuotaError(await client.post(`/api/sites/${site.id}/pages`, { url: "/two" }), "pages added");
  });

  it("counts forced re-analyses", async () => {
    expect((await client.post(`/api/sites/${site.id}/analyze`, { force: true })).status).toBe(200);
    await waitForSite(client, site.id);
    await expectQuotaError(
      await client.post(`/api/sites/${site.id}/analyze`, { force: true }),
      "site analyses",
    );
  });

  it("counts PDF renders; the same report again is served from the cache without counting", async () => {
    const pdf = () => client.get(`/api/sites/${site.id}/report.pdf?lang=en`);
    const first = await pdf();
    expect(first.status).toBe(200);
    expect(
      Buffer.from(await first.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
    const again = await pdf();
    expect(again.status).toBe(200);
    await again.arrayBuffer();
    await expectQuotaError(await client.get(`/api/sites/${site.id}/report.pdf?lang=tr`), "pdf reports");
  });
});
