import type { GoogleConnection } from "@sitelens/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getGoogleAccessToken } from "../../src/google/get-google-access-token";
import { signUpTestUser } from "../support/sign-up-test-user";
import { startTestServer } from "../support/start-test-server";
import { GA_SCOPE, SC_SCOPE } from "./google-test-server";
import { connectGoogle, startGoogleServers, userWithSite } from "./support";

let env: Awaited<ReturnType<typeof startGoogleServers>>;
beforeAll(async () => {
  env = await startGoogleServers();
}, 120_000);
afterAll(async () => env?.stop());
beforeEach(() => env.google.reset());

const connection = async (client: Parameters<typeof connectGoogle>[0]) =>
  (await client.json<GoogleConnection>("GET", "/api/google/connection")).body;

/** Every row of every table as text: a token must appear nowhere in the database. */
async function databaseText(): Promise<string> {
  const { db } = env.server.context.database;
  // PGlite and node-postgres both answer execute() with { rows }.
  const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;
  const tables = rowsOf(
    await db.execute(sql`select table_name from information_schema.tables where table_schema = 'public'`),
  );
  let text = "";
  for (const { table_name } of tables)
    text += JSON.stringify(rowsOf(await db.execute(sql.raw(`select * from "${String(table_name)}"`))));
  return text;
}

describe("Google OAuth: authorization code with PKCE and state", () => {
  it("asks for offline access with consent, PKCE S256 and both scopes, and stores the tokens sealed", async () => {
    const { client, siteId } = await userWithSite(env.server);
    expect(await connection(client)).toMatchObject({ configured: true, status: "not_connected" });
    const { location, consentUrl } = await connectGoogle(client, env.google, {
      services: ["searchConsole", "analytics"],
      siteId,
    });
    const query = consentUrl.searchParams;
    expect(query.get("access_type")).toBe("offline");
    expect(query.get("prompt")).toBe("consent");
    expect(query.get("include_granted_scopes")).toBe("true");
    expect(query.get("code_challenge_method")).toBe("S256");
    expect(query.get("scope")?.split(" ").sort()).toEqual([GA_SCOPE, SC_SCOPE].sort());
    expect(query.get("redirect_uri")).toBe(`${env.server.url}/api/google/callback`);
    expect(location).toBe(`/app/sites/${siteId}?tab=searchConsole&google=connected`);
    const exchange = env.google.requests.find((request) => request.path === "/token");
    expect(exchange?.body).toMatchObject({
      grant_type: "authorization_code",
      client_secret: expect.any(String),
    });
    expect(String(exchange?.body.code_verifier)).toMatch(/^[\w-]{43,128}$/);
    expect(await connection(client)).toMatchObject({
      status: "connected",
      services: { searchConsole: true, analytics: true },
    });
    const stored = await databaseText();
    expect(env.google.issuedTokens.length).toBeGreaterThan(1);
    for (const token of env.google.issuedTokens) expect(stored).not.toContain(token);
    expect(stored).toContain("sl1.");
  });

  it("refuses a reused, foreign or missing state, and reports a denied consent", async () => {
    const alice = await signUpTestUser(env.server);
    const bob = await signUpTestUser(env.server);
    const started = await alice.client.json<{ authorizationUrl: string }>("POST", "/api/google/connect", {
      services: ["searchConsole"],
    });
    const consent = await fetch(started.body.authorizationUrl, { redirect: "manual" });
    const back = new URL(consent.headers.get("location")!);
    // Bob cannot complete Alice's consent (a login-CSRF or a stolen redirect).
    const stolen = await bob.client.get(`${back.pathname}${back.search}`);
    expect(stolen.headers.get("location")).toBe("/settings?google=failed");
    expect((await connection(bob.client)).status).toBe("not_connected");
    const first = await alice.client.get(`${back.pathname}${back.search}`);
    expect(first.headers.get("location")).toBe("/settings?google=connected");
    const replay = await alice.client.get(`${back.pathname}${back.search}`);
    expect(replay.headers.get("location")).toBe("/settings?google=failed");
    expect((await alice.client.get("/api/google/callback?code=x")).headers.get("location")).toBe(
      "/settings?google=failed",
    );
    env.google.knobs.deny = true;
    const denied = await connectGoogle(bob.client, env.google, { services: ["analytics"] });
    expect(denied.location).toBe("/settings?google=denied");
    expect((await connection(bob.client)).status).toBe("not_connected");
  });

  it("keeps only what granular consent granted, and adds a service incrementally", async () => {
    const { client } = await signUpTestUser(env.server);
    env.google.knobs.grant = (requested) => requested.filter((scope) => scope === GA_SCOPE);
    await connectGoogle(client, env.google, { services: ["searchConsole", "analytics"] });
    expect((await connection(client)).services).toEqual({ searchConsole: false, analytics: true });
    env.google.knobs.grant = null;
    await connectGoogle(client, env.google, { services: ["searchConsole"] });
    const auth = env.google.requests.find((request) => request.path === "/o/oauth2/v2/auth");
    expect(auth).toBeDefined();
    expect((await connection(client)).services.searchConsole).toBe(true);
    // Granting neither of our scopes stores nothing and gives the grant back.
    const other = await signUpTestUser(env.server);
    env.google.knobs.grant = () => ["openid"];
    const none = await connectGoogle(other.client, env.google, { services: ["searchConsole"] });
    expect(none.location).toBe("/settings?google=scope_missing");
    expect((await connection(other.client)).status).toBe("not_connected");
  });

  it("refreshes the access token before it expires", async () => {
    const { client, userId } = await signUpTestUser(env.server);
    env.google.knobs.expiresIn = 120; // inside the 5-minute margin: the next use refreshes
    await connectGoogle(client, env.google);
    const context = env.server.context;
    const first = await getGoogleAccessToken(context, userId, "searchConsole");
    expect(env.google.requests.filter((request) => request.body.grant_type === "refresh_token")).toHaveLength(
      1,
    );
    env.google.knobs.expiresIn = 3599;
    const second = await getGoogleAccessToken(context, userId, "searchConsole");
    const third = await getGoogleAccessToken(context, userId, "searchConsole");
    expect(second).not.toBe(first);
    expect(third).toBe(second);
    expect(env.google.requests.filter((request) => request.body.grant_type === "refresh_token")).toHaveLength(
      2,
    );
  });

  it("marks the connection expired on invalid_grant and notifies once, however often it is hit", async () => {
    const { client, userId } = await signUpTestUser(env.server);
    env.google.knobs.expiresIn = 60;
    await connectGoogle(client, env.google);
    env.google.knobs.refreshInvalidGrant = true;
    const context = env.server.context;
    for (let attempt = 0; attempt < 3; attempt++)
      await expect(getGoogleAccessToken(context, userId, "analytics")).rejects.toMatchObject({
        problem: "expired",
      });
    expect((await connection(client)).status).toBe("expired");
    const { body } = await client.json<{ notifications: { title: string; actionUrl: string }[] }>(
      "GET",
      "/api/notifications",
    );
    const reconnect = body.notifications.filter((item) => item.actionUrl === "/settings");
    expect(reconnect).toHaveLength(1);
    // Reconnecting clears the expiry; the next expiry notifies again.
    env.google.knobs.refreshInvalidGrant = false;
    env.google.knobs.expiresIn = 3599;
    await connectGoogle(client, env.google);
    expect((await connection(client)).status).toBe("connected");
  });

  it("treats a scope revoked in the Google account as expired", async () => {
    const { client, userId } = await signUpTestUser(env.server);
    env.google.knobs.expiresIn = 60;
    await connectGoogle(client, env.google);
    env.google.knobs.revokeScopeOnRefresh = SC_SCOPE;
    await expect(getGoogleAccessToken(env.server.context, userId, "searchConsole")).rejects.toMatchObject({
      problem: "expired",
    });
    expect((await connection(client)).status).toBe("expired");
  });

  it("revokes the grant at Google on disconnect and on account deletion", async () => {
    const { client } = await signUpTestUser(env.server);
    await connectGoogle(client, env.google);
    const before = env.google.revoked.length;
    expect((await client.request("DELETE", "/api/google/connection")).status).toBe(200);
    expect(env.google.revoked).toHaveLength(before + 1);
    expect(env.google.revoked.at(-1)).toMatch(/^1\/\/0g/);
    expect((await connection(client)).status).toBe("not_connected");

    const leaving = await signUpTestUser(env.server);
    await connectGoogle(leaving.client, env.google);
    const revokedBefore = env.google.revoked.length;
    const deleted = await leaving.client.request("DELETE", "/api/account");
    expect(deleted.status).toBe(200);
    expect(env.google.revoked.length).toBe(revokedBefore + 1);
  });
});

describe("without GOOGLE_CLIENT_ID", () => {
  it("says Google is not set up and refuses to start a connection", async () => {
    const server = await startTestServer();
    try {
      const { client } = await signUpTestUser(server);
      expect((await client.json<GoogleConnection>("GET", "/api/google/connection")).body).toMatchObject({
        configured: false,
        status: "not_connected",
      });
      const started = await client.json<{ error: { code: string } }>("POST", "/api/google/connect", {
        services: ["searchConsole"],
      });
      expect(started.status).toBe(503);
      expect(started.body.error.code).toBe("google_not_configured");
    } finally {
      await server.stop();
    }
  });
});
