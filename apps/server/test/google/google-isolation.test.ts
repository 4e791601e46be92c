import type { GoogleConnection, SearchConsolePanel } from "@sitelens/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpTestUser } from "../support/sign-up-test-user";
import type { TestClient } from "../support/test-client";
import { connectGoogle, startGoogleServers, userWithSite, waitForPanel } from "./support";

let env: Awaited<ReturnType<typeof startGoogleServers>>;
let owner: TestClient;
let intruder: TestClient;
let siteId: string;

beforeAll(async () => {
  env = await startGoogleServers();
  ({ client: owner, siteId } = await userWithSite(env.server));
  await connectGoogle(owner, env.google, { services: ["searchConsole", "analytics"], siteId });
  await waitForPanel<SearchConsolePanel>(owner, `/api/sites/${siteId}/google/search-console`);
  ({ client: intruder } = await signUpTestUser(env.server));
}, 120_000);
afterAll(async () => env?.stop());

describe("user B cannot reach user A's Google data", () => {
  it("gets 404 for A's site's properties, panels, export, queries and tasks", async () => {
    const attempts: [string, string, unknown?][] = [
      ["GET", `/api/sites/${siteId}/google/properties`],
      [
        "PUT",
        `/api/sites/${siteId}/google/properties`,
        { searchConsoleSiteUrl: "sc-domain:acme.com", ga4Property: null },
      ],
      ["GET", `/api/sites/${siteId}/google/search-console?days=30`],
      ["GET", `/api/sites/${siteId}/google/search-console/export?table=queries`],
      ["GET", `/api/sites/${siteId}/google/search-console/queries`],
      ["POST", `/api/sites/${siteId}/google/search-console/striking-tasks`, { query: "query 20" }],
      ["GET", `/api/sites/${siteId}/google/ga4?days=30`],
      ["POST", "/api/google/connect", { services: ["searchConsole"], siteId }],
    ];
    for (const [method, path, body] of attempts) {
      const response = await intruder.request(method, path, body);
      expect(response.status, `${method} ${path}`).toBe(404);
    }
  });

  it("does not see or end A's connection", async () => {
    expect((await intruder.json<GoogleConnection>("GET", "/api/google/connection")).body.status).toBe(
      "not_connected",
    );
    const revoked = env.google.revoked.length;
    expect((await intruder.request("DELETE", "/api/google/connection")).status).toBe(200);
    expect(env.google.revoked.length).toBe(revoked);
    expect((await owner.json<GoogleConnection>("GET", "/api/google/connection")).body.status).toBe(
      "connected",
    );
    expect(
      (await owner.json<SearchConsolePanel>("GET", `/api/sites/${siteId}/google/search-console`)).body
        .summary,
    ).not.toBeNull();
  });

  it("refuses anonymous requests", async () => {
    const anonymous = env.server.client();
    expect((await anonymous.get("/api/google/connection")).status).toBe(401);
    expect((await anonymous.get(`/api/sites/${siteId}/google/search-console`)).status).toBe(401);
    expect((await anonymous.get("/api/google/callback?code=x&state=y")).headers.get("location")).toBe(
      "/login",
    );
  });
});
