import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiTokens } from "../../src/db/schema";
import { insertSite } from "../rank-tracker/support";
import { signUpTestUser } from "../support/sign-up-test-user";
import { startTestServer, type TestServer } from "../support/start-test-server";
import type { TestClient } from "../support/test-client";
import { connectMcp, createToken } from "./mcp-client";

let server: TestServer;
let owner: { client: TestClient; userId: string };

const initialize = (headers: Record<string, string>) =>
  fetch(new URL("/mcp", server.url), {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "application/json, text/event-stream",
      ...headers,
    },
    body: JSON.stringify({
      jsonrpc: "2.0",
      id: 1,
      method: "initialize",
      params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "curl", version: "1" } },
    }),
  });

beforeAll(async () => {
  server = await startTestServer();
  owner = await signUpTestUser(server);
  await insertSite(server.context.database, owner.userId);
}, 180_000);
afterAll(() => server?.stop());

describe("MCP authorisation", () => {
  it("answers a request without a token with 401 and where to find the resource metadata", async () => {
    const response = await initialize({});
    expect(response.status).toBe(401);
    expect(response.headers.get("www-authenticate")).toBe(
      `Bearer resource_metadata="${server.url.replace(/\/$/, "")}/.well-known/oauth-protected-resource"`,
    );
    const metadata = await fetch(new URL("/.well-known/oauth-protected-resource", server.url));
    expect(await metadata.json()).toMatchObject({
      resource: `${server.url.replace(/\/$/, "")}/mcp`,
      bearer_methods_supported: ["header"],
    });
  });

  it("ignores the session cookie: a signed-in browser without a token is refused", async () => {
    const response = await owner.client.post("/mcp", {});
    expect(response.status).toBe(401);
  });

  it("connects with a token and refuses it once revoked or expired", async () => {
    const revoked = await createToken(owner.client, "read", "to-revoke");
    const expired = await createToken(owner.client, "read", "to-expire");
    const client = await connectMcp(server.url, revoked.token);
    expect((await client.listTools()).tools.length).toBeGreaterThan(10);
    await client.close();
    expect((await owner.client.request("DELETE", `/api/settings/tokens/${revoked.apiToken.id}`)).status).toBe(
      200,
    );
    await server.context.database.db
      .update(apiTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiTokens.id, expired.apiToken.id));
    for (const token of [revoked.token, expired.token]) {
      const response = await initialize({ authorization: `Bearer ${token}` });
      expect(response.status).toBe(401);
      expect(response.headers.get("www-authenticate")).toContain('error="invalid_token"');
      await expect(connectMcp(server.url, token)).rejects.toThrow();
    }
  });

  it("answers in the user's language and records the token's last use", async () => {
    const { token, apiToken } = await createToken(owner.client, "read", "turkish");
    const client = await connectMcp(server.url, token, "tr");
    const result = await client.callTool({ name: "start_analysis", arguments: { siteId: "x" } });
    expect((result.content as { text: string }[])[0]!.text).toMatch(/^token_read_only: Bu erişim anahtarı/);
    await client.close();
    const [row] = await server.context.database.db
      .select()
      .from(apiTokens)
      .where(eq(apiTokens.id, apiToken.id));
    expect(row!.lastUsedAt).not.toBeNull();
  });

  it("opens no stream on GET: the server is stateless", async () => {
    const { token } = await createToken(owner.client, "read", "get");
    const response = await fetch(new URL("/mcp", server.url), {
      headers: { authorization: `Bearer ${token}`, accept: "text/event-stream" },
    });
    expect(response.status).toBe(405);
  });
});
