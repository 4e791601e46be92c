import { randomUUID } from "node:crypto";
import type { ApiToken, CreatedApiToken } from "@sitelens/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiTokens, seoTasks, sites } from "../../src/db/schema";
import { signUpTestUser } from "../support/sign-up-test-user";
import { startTestServer, type TestServer } from "../support/start-test-server";
import type { TestClient } from "../support/test-client";

let server: TestServer;
let owner: { client: TestClient; userId: string };
let other: { client: TestClient; userId: string };
let siteId: string;
let taskId: string;

/** A plain fetch with only the token: no cookies, no CSRF header, as a script or pipeline sends. */
function withToken(token: string, method: string, path: string, body?: unknown) {
  return fetch(new URL(path, server.url), {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      "accept-language": "en",
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function createToken(client: TestClient, body: Record<string, unknown>): Promise<CreatedApiToken> {
  const created = await client.json<CreatedApiToken>("POST", "/api/settings/tokens", body);
  expect(created.status).toBe(201);
  return created.body;
}

beforeAll(async () => {
  server = await startTestServer({ env: { API_TOKEN_REQUESTS_PER_MINUTE: "8" } });
  owner = await signUpTestUser(server);
  other = await signUpTestUser(server);
  siteId = randomUUID();
  taskId = randomUUID();
  const db = server.context.database.db;
  await db
    .insert(sites)
    .values({ id: siteId, userId: owner.userId, name: "a.com.tr", url: "https://a.com.tr/" });
  await db.insert(seoTasks).values({
    id: taskId,
    userId: owner.userId,
    siteId,
    auditId: "document-title",
    title: { tr: "Başlık", en: "Title" },
    description: { tr: "-", en: "-" },
    fix: { tr: "-", en: "-", code: null },
    priority: "high",
    category: "seo",
    impact: 5,
    source: "analysis",
  });
}, 180_000);
afterAll(() => server?.stop());

describe("personal access tokens", () => {
  it("shows the secret once, stores only its SHA-256 and lists the prefix", async () => {
    const { token, apiToken } = await createToken(owner.client, {
      name: "CI",
      scope: "read",
      expiresInDays: 30,
    });
    expect(token).toMatch(/^slk_[A-Za-z0-9_-]{43}$/);
    expect(token.startsWith(apiToken.prefix)).toBe(true);
    const [row] = await server.context.database.db
      .select()
      .from(apiTokens)
      .where(eq(apiTokens.id, apiToken.id));
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(token);
    const listed = await owner.client.json<{ tokens: ApiToken[] }>("GET", "/api/settings/tokens");
    expect(listed.body.tokens.map((item) => item.name)).toEqual(["CI"]);
    expect(JSON.stringify(listed.body)).not.toContain(token);
    expect(new Date(apiToken.expiresAt!).getTime() - Date.now()).toBeGreaterThan(29 * 86_400_000);
  });

  it("authenticates Bearer reads without cookies or CSRF and records last use", async () => {
    const { token, apiToken } = await createToken(owner.client, {
      name: "read",
      scope: "read",
      expiresInDays: null,
    });
    const response = await withToken(token, "GET", "/api/sites");
    expect(response.status).toBe(200);
    const body = (await response.json()) as { sites: { id: string }[] };
    expect(body.sites.map((site) => site.id)).toEqual([siteId]);
    const listed = await owner.client.json<{ tokens: ApiToken[] }>("GET", "/api/settings/tokens");
    const used = listed.body.tokens.find((item) => item.id === apiToken.id)!;
    expect(used.lastUsedAt).not.toBeNull();
    expect(used.lastUsedIp).toMatch(/127\.0\.0\.1/);
  });

  it("limits a read token to GET and lets a read-write token write without CSRF", async () => {
    const read = await createToken(owner.client, { name: "r", scope: "read", expiresInDays: 7 });
    const denied = await withToken(read.token, "PATCH", `/api/tasks/${taskId}`, { status: "completed" });
    expect(denied.status).toBe(403);
    expect(((await denied.json()) as { error: { code: string } }).error.code).toBe("token_read_only");
    const write = await createToken(owner.client, { name: "rw", scope: "read-write", expiresInDays: 7 });
    const done = await withToken(write.token, "PATCH", `/api/tasks/${taskId}`, { status: "completed" });
    expect(done.status).toBe(200);
    const [task] = await server.context.database.db.select().from(seoTasks).where(eq(seoTasks.id, taskId));
    expect(task!.status).toBe("completed");
  });

  it("keeps account settings, tokens and billing to a signed-in browser", async () => {
    const { token } = await createToken(owner.client, { name: "rw2", scope: "read-write", expiresInDays: 7 });
    for (const [method, path] of [
      ["GET", "/api/settings/tokens"],
      ["POST", "/api/settings/tokens"],
      ["DELETE", "/api/account"],
      ["GET", "/api/billing/invoices"],
    ] as const) {
      const response = await withToken(token, method, path, method === "GET" ? undefined : {});
      expect(response.status, `${method} ${path}`).toBe(403);
    }
  });

  it("scopes tokens to their user", async () => {
    const mine = await createToken(owner.client, { name: "mine", scope: "read-write", expiresInDays: 7 });
    const theirs = await other.client.json<{ tokens: ApiToken[] }>("GET", "/api/settings/tokens");
    expect(theirs.body.tokens).toEqual([]);
    const revoke = await other.client.request("DELETE", `/api/settings/tokens/${mine.apiToken.id}`);
    expect(revoke.status).toBe(404);
    const otherToken = await createToken(other.client, { name: "x", scope: "read", expiresInDays: 7 });
    expect((await withToken(otherToken.token, "GET", `/api/sites/${siteId}`)).status).toBe(404);
    expect((await withToken(mine.token, "GET", `/api/sites/${siteId}`)).status).toBe(200);
  });

  it("refuses revoked, expired and unknown tokens with 401 and WWW-Authenticate", async () => {
    const revoked = await createToken(owner.client, { name: "old", scope: "read", expiresInDays: 7 });
    expect((await withToken(revoked.token, "GET", "/api/sites")).status).toBe(200);
    expect((await owner.client.request("DELETE", `/api/settings/tokens/${revoked.apiToken.id}`)).status).toBe(
      200,
    );
    const expired = await createToken(owner.client, { name: "exp", scope: "read", expiresInDays: 7 });
    await server.context.database.db
      .update(apiTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiTokens.id, expired.apiToken.id));
    for (const token of [revoked.token, expired.token, `slk_${"x".repeat(43)}`, "not-a-token"]) {
      const response = await withToken(token, "GET", "/api/sites");
      expect(response.status).toBe(401);
      expect(response.headers.get("www-authenticate")).toContain('error="invalid_token"');
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe("invalid_token");
    }
  });

  it("rate-limits each token on its own", async () => {
    const busy = await createToken(owner.client, { name: "busy", scope: "read", expiresInDays: 7 });
    const statuses: number[] = [];
    for (let index = 0; index < 9; index += 1)
      statuses.push((await withToken(busy.token, "GET", "/api/sites")).status);
    expect(statuses.slice(0, 8).every((status) => status === 200)).toBe(true);
    expect(statuses[8]).toBe(429);
    const fresh = await createToken(owner.client, { name: "fresh", scope: "read", expiresInDays: 7 });
    expect((await withToken(fresh.token, "GET", "/api/sites")).status).toBe(200);
  });

  it("validates the create body in the user's language", async () => {
    owner.client.setLanguage("tr");
    const bad = await owner.client.json<{ error: { code: string; message: string } }>(
      "POST",
      "/api/settings/tokens",
      { name: "", scope: "admin", expiresInDays: 3 },
    );
    owner.client.setLanguage("en");
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe("validation_failed");
    expect(bad.body.error.message).toContain("alan");
  });
});
