import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../support/start-test-server";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: "true" } });
});
afterAll(async () => server?.stop());

describe("health and documents", () => {
  it("reports the database as up", async () => {
    const { status, body } = await server.client().json("GET", "/api/health");
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: "ok", database: "up" });
  });

  it("publishes an OpenAPI document generated from the route contracts", async () => {
    const { status, body } = await server
      .client()
      .json<{ openapi: string; paths: Record<string, unknown> }>("GET", "/api/openapi.json");
    expect(status).toBe(200);
    expect(body.openapi).toBe("3.1.0");
    expect(Object.keys(body.paths)).toEqual(
      expect.arrayContaining(["/api/health", "/api/locale", "/api/events"]),
    );
  });
});

describe("errors", () => {
  it("answers unknown API paths with a coded error in the request's language", async () => {
    const en = await server.client("en").json("GET", "/api/no-such-thing");
    const tr = await server.client("tr").json("GET", "/api/no-such-thing");
    expect(en).toEqual({ status: 404, body: { error: { code: "not_found", message: "Not found." } } });
    expect(tr.body).toEqual({ error: { code: "not_found", message: "Bulunamadı." } });
  });

  it("refuses a state-changing request without the CSRF token", async () => {
    const response = await fetch(`${server.url}/api/auth/sign-out`, {
      method: "POST",
      headers: { "accept-language": "tr", "content-type": "application/json" },
      body: "{}",
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      error: { code: "csrf_failed", message: "Güvenlik belirteci eksik veya geçersiz, sayfayı yenileyin." },
    });
  });

  it("refuses a cross-origin write even with the token", async () => {
    const client = server.client();
    const response = await client.post("/api/auth/sign-out", {}, { origin: "https://evil.example" });
    expect(response.status).toBe(403);
  });
});

describe("locale suggestion", () => {
  it("suggests Turkish for a Turkish address, English elsewhere, Turkish (as / shows) when unknown", async () => {
    const client = server.client();
    const turkish = await (await client.get("/api/locale", { "x-forwarded-for": "85.105.1.1" })).json();
    const american = await (await client.get("/api/locale", { "x-forwarded-for": "8.8.8.8" })).json();
    const local = await (await client.get("/api/locale")).json();
    expect(turkish).toEqual({ language: "tr", country: "TR" });
    expect(american).toEqual({ language: "en", country: "US" });
    expect(local).toEqual({ language: "tr", country: null });
  });
});

describe("public configuration", () => {
  it("exposes contact details and the bot-check provider but no secrets", async () => {
    const response = await server.client().get("/api/config");
    const text = await response.text();
    expect(JSON.parse(text)).toMatchObject({
      contact: { email: expect.any(String), phones: [expect.any(String), expect.any(String)] },
      botCheck: { provider: "altcha", siteKey: null },
    });
    expect(text).not.toContain(server.context.env.AUTH_SECRET!);
  });
});

describe("security headers", () => {
  it("sets CSP, nosniff, frame protection and referrer policy on every response", async () => {
    const response = await server.client().get("/api/health");
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("strict-transport-security")).toBeNull();
    expect(response.headers.get("x-request-id")).toMatch(/[0-9a-f-]{36}/);
  });
});
