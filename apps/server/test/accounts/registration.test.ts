import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../support/start-test-server";
import { errorOf, latestCode, readOutbox, registerAndConfirm, registration, solveBotCheck } from "./support";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

describe("registration", () => {
  it("registers, e-mails a 4-digit code, confirms, signs in and starts the trial", async () => {
    const client = server.client("tr");
    const email = "ayse@example.com";
    const response = await client.post(
      "/api/auth/register",
      registration(" Ayse@Example.com ", await solveBotCheck(client)),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ email, resendAfterSeconds: 50 });

    const [mail] = await readOutbox(client, email);
    expect(mail?.subject).toBe("Sitelens doğrulama kodunuz");
    expect(mail?.html).toContain('<html lang="tr"');
    expect((await client.get("/api/auth/get-session")).status).toBe(200);
    expect(await (await client.get("/api/auth/get-session")).json()).toBeNull();

    const code = await latestCode(client, email);
    const verified = await client.post("/api/auth/verify-signup", {
      email,
      code,
      botToken: await solveBotCheck(client),
    });
    expect(verified.status).toBe(200);
    const session = (await (await client.get("/api/auth/get-session")).json()) as {
      user: { email: string; name: string; phone: string; trialEndsAt: string };
    };
    expect(session.user).toMatchObject({ email, name: "Ayşe Yılmaz", phone: "+90 555 111 22 33" });
    const trialDays = (new Date(session.user.trialEndsAt).getTime() - Date.now()) / 86_400_000;
    expect(trialDays).toBeGreaterThan(2.9);
    expect(trialDays).toBeLessThanOrEqual(3);
  });

  it("refuses an already registered e-mail with the spec's message in both languages", async () => {
    const client = server.client("en");
    await registerAndConfirm(client, "taken@example.com");
    const other = server.client("en");
    const en = await errorOf(
      await other.post("/api/auth/register", registration("taken@example.com", await solveBotCheck(other))),
    );
    expect(en).toMatchObject({
      status: 409,
      code: "email_taken",
      message: "Email already registered, try logging in.",
    });
    other.setLanguage("tr");
    const tr = await errorOf(
      await other.post("/api/auth/register", registration("taken@example.com", await solveBotCheck(other))),
    );
    expect(tr.message).toBe("Bu e-posta zaten kayıtlı, giriş yapmayı deneyin.");
  });
});
