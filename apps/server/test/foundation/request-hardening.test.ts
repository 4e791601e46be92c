import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CSRF_COOKIE, CSRF_HEADER } from "../../src/http/csrf";
import { startTestServer, type TestServer } from "../support/start-test-server";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: "1" } });
});
afterAll(async () => server?.stop());

describe("client address behind a proxy", () => {
  it("takes the entry our one proxy appended, not a forged leftmost one", async () => {
    const client = server.client();
    // The client sent "X-Forwarded-For: 85.105.1.1" (a Turkish address); our proxy appended 8.8.8.8.
    const forged = await (
      await client.get("/api/locale", { "x-forwarded-for": "85.105.1.1, 8.8.8.8" })
    ).json();
    expect(forged).toEqual({ language: "en", country: "US" });
    const honest = await (await client.get("/api/locale", { "x-forwarded-for": "85.105.1.1" })).json();
    expect(honest).toEqual({ language: "tr", country: "TR" });
  });
});

describe("request bodies", () => {
  async function postRaw(body: BodyInit, headers: Record<string, string> = {}) {
    const client = server.client("tr");
    await client.get("/api/health");
    return fetch(`${server.url}/api/auth/login`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "accept-language": "tr",
        // The server closes the connection after refusing the body; keep it out of the shared pool.
        connection: "close",
        cookie: `${CSRF_COOKIE}=${client.cookie(CSRF_COOKIE)}`,
        [CSRF_HEADER]: client.cookie(CSRF_COOKIE) ?? "",
        ...headers,
      },
      body,
      duplex: "half",
    } as RequestInit);
  }

  it("refuses a JSON body over 1 MB with 413 payload_too_large in the error shape", async () => {
    const big = JSON.stringify({ email: "a@example.com", password: "x".repeat(1024 * 1024) });
    const response = await postRaw(big);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      error: { code: "payload_too_large", message: "İstek çok büyük." },
    });
  });

  it("refuses an oversized chunked body while it streams, without reading it all", async () => {
    const client = server.client("en");
    await client.get("/api/health");
    const token = client.cookie(CSRF_COOKIE) ?? "";
    const chunk = "x".repeat(64 * 1024);
    const outcome = await new Promise<{ status: number; body: string; sentChunks: number }>(
      (resolve, reject) => {
        let sentChunks = 0;
        const request = http.request(`${server.url}/api/auth/login`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            "transfer-encoding": "chunked",
            cookie: `${CSRF_COOKIE}=${token}`,
            [CSRF_HEADER]: token,
          },
        });
        request.on("response", (response) => {
          let body = "";
          response.on("data", (data) => {
            body += data;
          });
          response.on("end", () => resolve({ status: response.statusCode ?? 0, body, sentChunks }));
        });
        request.on("error", reject);
        const send = () => {
          // 32 MB at most: the answer must come long before.
          if (sentChunks++ >= 512) return request.end();
          if (request.write(chunk)) setImmediate(send);
          else request.once("drain", send);
        };
        send();
      },
    );
    expect(outcome.status).toBe(413);
    expect(JSON.parse(outcome.body).error.code).toBe("payload_too_large");
    expect(outcome.sentChunks).toBeLessThan(512);
  });

  it("gives every string a maximum: an over-long password is refused before hashing", async () => {
    const client = server.client("en");
    const response = await client.post("/api/auth/register", {
      name: "A",
      phone: "1",
      email: "long@example.com",
      password: `Aa1${"x".repeat(300)}`,
      acceptTerms: true,
      botToken: "x",
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("field_too_long");
  });
});

describe("malformed paths", () => {
  it("answers a malformed percent-encoding as the client's error, never 500", async () => {
    const client = server.client("en");
    for (const path of [
      "/api/sites/%E0%A4%A",
      "/api/blog/en/%zz",
      "/%E0%A4%A",
      "/en/blog/%",
      "/api/pages/en/%C0",
    ]) {
      const response = await client.get(path);
      expect([400, 401, 404], `${path} answered ${response.status}`).toContain(response.status);
    }
  });
});
