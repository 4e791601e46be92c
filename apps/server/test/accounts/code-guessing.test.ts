import { like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimitBuckets } from "../../src/db/schema";
import { startTestServer, type TestServer } from "../support/start-test-server";
import type { TestClient } from "../support/test-client";
import { errorOf, latestCode, readOutbox, registration, solveBotCheck } from "./support";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

/** Lets the 50-second resend cooldown pass without waiting for it. */
async function passCooldown(email: string) {
  await server.context.database.db
    .delete(rateLimitBuckets)
    .where(like(rateLimitBuckets.key, `code-cooldown:%:${email}`));
}

async function register(client: TestClient, email: string, password = "Sifre123") {
  const response = await client.post(
    "/api/auth/register",
    registration(email, await solveBotCheck(client), { password }),
  );
  return response;
}

async function verify(client: TestClient, email: string, code: string) {
  return client.post("/api/auth/verify-signup", { email, code, botToken: await solveBotCheck(client) });
}

async function resend(client: TestClient, email: string) {
  await passCooldown(email);
  const response = await client.post("/api/auth/send-code", {
    email,
    type: "signup",
    botToken: await solveBotCheck(client),
  });
  expect(response.status).toBe(200);
  return latestCode(client, email);
}

const wrong = (code: string) => (code === "0000" ? "1111" : "0000");

describe("cumulative code failures", () => {
  it("refuses the 11th guess in a day even with a fresh, right code, and e-mails the owner", async () => {
    const email = "guessed@example.com";
    const client = server.client("en");
    expect((await register(client, email)).status).toBe(200);
    let code = await latestCode(client, email);
    for (let guess = 1; guess <= 10; guess++) {
      if (guess === 6) code = await resend(client, email);
      expect((await errorOf(await verify(client, email, wrong(code)))).code).toBe("invalid_code");
    }
    const fresh = await resend(client, email);
    expect(await errorOf(await verify(client, email, fresh))).toMatchObject({
      status: 429,
      code: "code_attempts_locked",
      message: expect.stringContaining("locked for an hour"),
    });
    client.setLanguage("tr");
    expect((await errorOf(await verify(client, email, fresh))).message).toContain(
      "bir saatliğine kilitlendi",
    );
    const notices = (await readOutbox(client, email)).filter((mail) => mail.subject.includes("wrong codes"));
    expect(notices).toHaveLength(1);
  });

  it("counts password-reset code checks against the same account cap", async () => {
    const email = "reset-guessed@example.com";
    const client = server.client("en");
    expect((await register(client, email)).status).toBe(200);
    const code = await latestCode(client, email);
    for (let guess = 1; guess <= 5; guess++) await verify(client, email, wrong(code));
    for (let guess = 1; guess <= 5; guess++) {
      const response = await client.post("/api/auth/check-reset-code", {
        email,
        code: "0000",
        botToken: await solveBotCheck(client),
      });
      expect((await errorOf(response)).code).toBe("invalid_code");
    }
    expect((await errorOf(await verify(client, email, code))).code).toBe("code_attempts_locked");
  });
});

describe("cumulative code failures per IP", () => {
  let own: TestServer;
  beforeAll(async () => {
    own = await startTestServer();
  });
  afterAll(async () => {
    await own?.stop();
  });

  it("locks code entry for every account from an address after 30 failures in a day", async () => {
    const client = own.client("en");
    for (let account = 1; account <= 3; account++) {
      for (let guess = 1; guess <= 10; guess++) {
        const response = await client.post("/api/auth/check-reset-code", {
          email: `spray${account}@example.com`,
          code: "0000",
          botToken: await solveBotCheck(client),
        });
        expect(response.status).not.toBe(200);
      }
    }
    const next = await client.post("/api/auth/check-reset-code", {
      email: "spray4@example.com",
      code: "0000",
      botToken: await solveBotCheck(client),
    });
    expect((await errorOf(next)).code).toBe("code_attempts_locked");
  });
});

describe("registering an unconfirmed address again", () => {
  it("changes nothing within the resend cooldown: the first code still confirms the first password", async () => {
    const email = "cooldown-takeover@example.com";
    const first = server.client("en");
    const second = server.client("en");
    expect((await register(first, email, "FirstPass1")).status).toBe(200);
    const firstCode = await latestCode(first, email);
    expect((await errorOf(await register(second, email, "SecondPass2"))).code).toBe("code_resend_too_soon");
    expect((await verify(first, email, firstCode)).status).toBe(200);
    const login = (password: string) => server.client("en").post("/api/auth/login", { email, password });
    expect((await login("FirstPass1")).status).toBe(200);
    expect((await login("SecondPass2")).status).toBe(401);
  });

  it("voids the first code; the second code works only in the browser that registered, with its password", async () => {
    const email = "takeover@example.com";
    const first = server.client("en");
    const second = server.client("en");
    expect((await register(first, email, "FirstPass1")).status).toBe(200);
    const firstCode = await latestCode(first, email);
    await passCooldown(email);
    expect((await register(second, email, "SecondPass2")).status).toBe(200);
    const secondCode = await latestCode(second, email);
    expect((await errorOf(await verify(first, email, firstCode))).code).toBe("invalid_code");
    // The owner of the inbox sees the newest e-mail; its code must not confirm a stranger's password for them.
    expect((await errorOf(await verify(first, email, secondCode))).code).toBe("invalid_code");
    expect((await verify(second, email, secondCode)).status).toBe(200);
    const login = (password: string) => server.client("en").post("/api/auth/login", { email, password });
    expect((await login("SecondPass2")).status).toBe(200);
    expect((await login("FirstPass1")).status).toBe(401);
  });
});
