import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../support/start-test-server";

// No PUBLIC_URL, as in development: the auth library must still trust no other host.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.stop());

describe("the auth library's HTTP surface", () => {
  it("never redirects a link-based reset to a foreign callbackURL", async () => {
    const response = await fetch(
      `${server.url}/api/auth/reset-password/x?callbackURL=${encodeURIComponent("https://evil.example/login")}`,
      { redirect: "manual" },
    );
    expect(response.headers.get("location") ?? "").not.toContain("evil.example");
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("not_found");
  });

  it("answers 404 on endpoints the product does not use", async () => {
    for (const path of ["/api/auth/list-sessions", "/api/auth/ok", "/api/auth/list-accounts"]) {
      const response = await server.client("en").get(path);
      expect(response.status, path).toBe(404);
    }
  });

  it("still answers the session read the SPA makes", async () => {
    const response = await server.client("en").get("/api/auth/get-session");
    expect(response.status).toBe(200);
  });
});
