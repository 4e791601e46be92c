import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../support/start-test-server";

let server: TestServer;

// iyzico has keys here and Stripe has none: its callback routes exist, Stripe's webhook does not.
beforeAll(async () => {
  server = await startTestServer({
    env: { IYZICO_API_KEY: "k", IYZICO_SECRET_KEY: "s", IYZICO_BASE_URL: "http://127.0.0.1:9" },
  });
});
afterAll(async () => server?.stop());

const postForm = (path: string, body: string, language = "tr") =>
  fetch(`${server.url}${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "accept-language": language,
      // The server closes the connection after refusing the body; keep it out of the shared pool.
      connection: "close",
    },
    body,
    redirect: "manual",
  });

describe("bodies outside /api", () => {
  it("refuses a payment callback over a few KB with 413 in the error shape, anonymously", async () => {
    const response = await postForm("/payment-callback?payment=p", `token=${"x".repeat(64 * 1024)}`);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      error: { code: "payload_too_large", message: "İstek çok büyük." },
    });
    const card = await postForm("/payment-callback/card", `token=${"x".repeat(64 * 1024)}`, "en");
    expect(card.status).toBe(413);
  });

  it("still takes a callback of the size iyzico sends", async () => {
    const response = await postForm("/payment-callback?payment=p", "token=abc");
    expect(response.status).toBe(303);
  });

  it("does not mount the routes of a payment provider without keys", async () => {
    const response = await fetch(`${server.url}/api/billing/webhooks/stripe`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect(response.status).toBe(404);
  });
});

describe("no payment provider configured", () => {
  let bare: TestServer;
  beforeAll(async () => {
    bare = await startTestServer();
  });
  afterAll(async () => bare?.stop());

  it("answers 404 on every provider callback", async () => {
    for (const path of ["/payment-callback", "/payment-callback/card", "/api/billing/webhooks/iyzico"]) {
      const response = await fetch(`${bare.url}${path}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "token=abc",
        redirect: "manual",
      });
      expect(response.status, path).toBe(404);
    }
  });
});
