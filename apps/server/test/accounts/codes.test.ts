import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifications } from "../../src/db/schema";
import { startTestServer, type TestServer } from "../support/start-test-server";
import { errorOf, latestCode, registration, solveBotCheck } from "./support";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

async function registerOnly(email: string, language: "tr" | "en" = "en") {
  const client = server.client(language);
  const response = await client.post("/api/auth/register", registration(email, await solveBotCheck(client)));
  expect(response.status).toBe(200);
  return client;
}

function wrongCodeFor(code: string): string {
  return code === "0000" ? "1111" : "0000";
}

async function verify(client: ReturnType<TestServer["client"]>, email: string, code: string) {
  return client.post("/api/auth/verify-signup", { email, code, botToken: await solveBotCheck(client) });
}

describe("signup codes", () => {
  it("answers a wrong code and a malformed code with the spec's messages in both languages", async () => {
    const client = await registerOnly("wrong@example.com");
    const wrong = wrongCodeFor(await latestCode(client, "wrong@example.com"));
    expect(await errorOf(await verify(client, "wrong@example.com", wrong))).toMatchObject({
      status: 400,
      code: "invalid_code",
      message: "Invalid or expired code.",
    });
    client.setLanguage("tr");
    expect((await errorOf(await verify(client, "wrong@example.com", wrong))).message).toBe(
      "Geçersiz veya süresi dolmuş kod.",
    );
    expect(await errorOf(await verify(client, "wrong@example.com", "12"))).toMatchObject({
      code: "code_required",
      message: "Lütfen 4 haneli kodu girin.",
    });
    client.setLanguage("en");
    expect((await errorOf(await verify(client, "wrong@example.com", "12a4"))).message).toBe(
      "Please enter the 4-digit code.",
    );
  });

  it("refuses an expired code", async () => {
    const client = await registerOnly("expired@example.com");
    const code = await latestCode(client, "expired@example.com");
    await server.context.database.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.identifier, "email-verification-otp-expired@example.com"));
    expect((await errorOf(await verify(client, "expired@example.com", code))).code).toBe("invalid_code");
  });

  it("accepts a code once only, and stores it hashed", async () => {
    const client = await registerOnly("once@example.com");
    const code = await latestCode(client, "once@example.com");
    const [stored] = await server.context.database.db
      .select({ value: verifications.value })
      .from(verifications)
      .where(eq(verifications.identifier, "email-verification-otp-once@example.com"));
    expect(stored?.value).not.toContain(code);
    expect((await verify(client, "once@example.com", code)).status).toBe(200);
    const again = server.client("en");
    expect((await errorOf(await verify(again, "once@example.com", code))).code).toBe("invalid_code");
  });

  it("refuses the 6th attempt even with the right code", async () => {
    const client = await registerOnly("attempts@example.com", "tr");
    const code = await latestCode(client, "attempts@example.com");
    for (let attempt = 1; attempt <= 5; attempt++)
      expect((await errorOf(await verify(client, "attempts@example.com", wrongCodeFor(code)))).code).toBe(
        "invalid_code",
      );
    expect(await errorOf(await verify(client, "attempts@example.com", code))).toMatchObject({
      status: 429,
      code: "rate_limited",
      message: "Çok fazla deneme yapıldı, daha sonra tekrar deneyin.",
    });
  });

  it("refuses a resend within 50 seconds on the server", async () => {
    const client = await registerOnly("resend@example.com");
    const resend = await client.post("/api/auth/send-code", {
      email: "resend@example.com",
      type: "signup",
      botToken: await solveBotCheck(client),
    });
    const error = await errorOf(resend);
    expect(error).toMatchObject({ status: 429, code: "code_resend_too_soon" });
  });

  it("refuses a missing, forged or reused bot-check token with the spec's message", async () => {
    const client = server.client("tr");
    const missing = await client.post("/api/auth/register", registration("bot@example.com", ""));
    expect(await errorOf(missing)).toMatchObject({
      code: "bot_check_failed",
      message: "Güvenlik doğrulaması başarısız oldu.",
    });
    const forged = await client.post("/api/auth/register", registration("bot@example.com", btoa("{}")));
    expect((await errorOf(forged)).code).toBe("bot_check_failed");
    const token = await solveBotCheck(client);
    expect((await client.post("/api/auth/register", registration("bot@example.com", token))).status).toBe(
      200,
    );
    client.setLanguage("en");
    const reused = await client.post("/api/auth/register", registration("bot2@example.com", token));
    expect(await errorOf(reused)).toMatchObject({
      code: "bot_check_failed",
      message: "Security verification failed.",
    });
  });
});
