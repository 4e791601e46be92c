import type { SearchConsolePanel } from "@sitelens/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../src/db/schema";
import { consumeUsage } from "../../src/usage/consume-usage";
import { listUsage } from "../../src/usage/list-usage";
import { connectGoogle, startGoogleServers, userWithSite, waitForPanel } from "./support";

type ErrorBody = { error: { code: string } };
let env: Awaited<ReturnType<typeof startGoogleServers>>;

beforeAll(async () => {
  env = await startGoogleServers();
}, 120_000);
afterAll(async () => env?.stop());

const properties = { searchConsoleSiteUrl: "sc-domain:acme.com", ga4Property: null };

describe("Google on the plan", () => {
  it("counts an on-demand refresh against the daily quota and refuses one past it", async () => {
    const { client, userId, siteId } = await userWithSite(env.server);
    await connectGoogle(client, env.google, { services: ["searchConsole"], siteId });
    const saved = await client.request("PUT", `/api/sites/${siteId}/google/properties`, properties);
    expect(saved.status).toBe(200);
    const entry = (await listUsage(env.server.context.database, userId)).find(
      (usage) => usage.kind === "google_refreshes",
    );
    expect(entry?.used).toBe(1);
    await consumeUsage(env.server.context.database, userId, "google_refreshes", {
      amount: (entry?.limit ?? 0) - 1,
    });
    const over = await client.json<ErrorBody>("PUT", `/api/sites/${siteId}/google/properties`, properties);
    expect([over.status, over.body.error.code]).toEqual([429, "quota_exceeded"]);
  });

  it("locks the panels and the connection flow without a paid plan or trial, but never disconnecting", async () => {
    const { client, userId, siteId } = await userWithSite(env.server);
    await connectGoogle(client, env.google, { services: ["searchConsole"], siteId });
    await waitForPanel<SearchConsolePanel>(client, `/api/sites/${siteId}/google/search-console`);
    await env.server.context.database.db
      .update(users)
      .set({ trialEndsAt: new Date(0) })
      .where(eq(users.id, userId));
    const locked: [string, string, unknown?][] = [
      ["POST", "/api/google/connect", { services: ["searchConsole"], siteId }],
      ["GET", `/api/sites/${siteId}/google/properties`],
      ["PUT", `/api/sites/${siteId}/google/properties`, properties],
      ["GET", `/api/sites/${siteId}/google/search-console`],
      ["GET", `/api/sites/${siteId}/google/search-console/export?table=queries`],
      ["GET", `/api/sites/${siteId}/google/search-console/queries`],
      ["POST", `/api/sites/${siteId}/google/search-console/striking-tasks`, { query: "query 20" }],
      ["GET", `/api/sites/${siteId}/google/ga4`],
    ];
    for (const [method, path, body] of locked) {
      const response = await client.json<ErrorBody>(method, path, body);
      expect([response.status, response.body.error?.code], `${method} ${path}`).toEqual([
        403,
        "feature_locked",
      ]);
    }
    expect((await client.request("GET", "/api/google/connection")).status).toBe(200);
    expect((await client.request("DELETE", "/api/google/connection")).status).toBe(200);
  });
});
