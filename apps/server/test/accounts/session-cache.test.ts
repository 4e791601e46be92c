import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions, users } from "../../src/db/schema";
import { parseEnv } from "../../src/env";
import { signUpTestUser } from "../support/sign-up-test-user";
import { startTestServer, type TestServer } from "../support/start-test-server";
import type { TestClient } from "../support/test-client";

const CACHE_SECONDS = 3;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ env: { SESSION_CACHE_SECONDS: String(CACHE_SECONDS) } });
}, 180_000);
afterAll(async () => server?.stop());

type WithCookies = { cookies: Map<string, string> };

/** Another holder of the same session cookie (a second tab, or a stolen copy). */
function copyOf(client: TestClient): TestClient {
  const copy = server.client();
  (copy as unknown as WithCookies).cookies.clear();
  for (const [name, value] of (client as unknown as WithCookies).cookies)
    (copy as unknown as WithCookies).cookies.set(name, value);
  return copy;
}

/** Polls an authenticated read until it is refused; returns how many seconds that took. */
async function secondsUntilRefused(client: TestClient): Promise<number> {
  const started = Date.now();
  while ((await client.get("/api/sites")).status === 200) {
    if (Date.now() - started > 60_000) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return (Date.now() - started) / 1000;
}

describe("the per-process session cache keeps revocation honest", () => {
  it("refuses a signed-out session at once on this process", async () => {
    const { client } = await signUpTestUser(server);
    const copy = copyOf(client);
    expect((await copy.get("/api/sites")).status).toBe(200);
    expect((await client.post("/api/auth/sign-out")).status).toBe(200);
    expect((await copy.get("/api/sites")).status).toBe(401);
  });

  it("refuses a session revoked elsewhere (its row deleted) within the cache's lifetime", async () => {
    const { client, userId } = await signUpTestUser(server);
    expect((await client.get("/api/sites")).status).toBe(200);
    await server.context.database.db.delete(sessions).where(eq(sessions.userId, userId));
    expect(await secondsUntilRefused(client)).toBeLessThan(60);
    expect((await client.get("/api/sites")).status).toBe(401);
  }, 90_000);

  it("refuses a deleted user's session within the cache's lifetime", async () => {
    const { client, userId } = await signUpTestUser(server);
    expect((await client.get("/api/sites")).status).toBe(200);
    await server.context.database.db.delete(users).where(eq(users.id, userId));
    expect(await secondsUntilRefused(client)).toBeLessThan(60);
    expect((await client.get("/api/sites")).status).toBe(401);
  }, 90_000);

  it("never lets the cache outlive 60 seconds", () => {
    expect(() => parseEnv({ SESSION_CACHE_SECONDS: "61" })).toThrow();
    expect(parseEnv({}).SESSION_CACHE_SECONDS).toBe(30);
  });
});
