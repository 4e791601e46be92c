import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../support/start-test-server";
import {
  errorOf,
  latestCode,
  readMail,
  registerAndConfirm,
  registration,
  solveBotCheck,
  strongPassword,
} from "./support";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await registerAndConfirm(server.client("en"), "member@example.com");
});
afterAll(async () => {
  await server?.stop();
});

describe("login", () => {
  it("signs in with spaces stripped from e-mail and password", async () => {
    const client = server.client("en");
    const response = await client.post("/api/auth/login", {
      email: " Member@Example.com",
      password: ` ${strongPassword} `,
    });
    expect(response.status).toBe(200);
    const session = (await (await client.get("/api/auth/get-session")).json()) as { user: { email: string } };
    expect(session.user.email).toBe("member@example.com");
  });

  it("maps a wrong password and an unknown user to invalid credentials in both languages", async () => {
    const client = server.client("en");
    expect(
      await errorOf(
        await client.post("/api/auth/login", { email: "member@example.com", password: "Wrong123" }),
      ),
    ).toMatchObject({
      status: 401,
      code: "invalid_credentials",
      message: "Invalid email or password.",
    });
    client.setLanguage("tr");
    const unknown = await errorOf(
      await client.post("/api/auth/login", { email: "nobody@example.com", password: "Wrong123" }),
    );
    expect(unknown.message).toBe("E-posta veya şifre hatalı.");
  });

  it("tells an unconfirmed account to check the inbox", async () => {
    const client = server.client("tr");
    await client.post("/api/auth/register", registration("pending@example.com", await solveBotCheck(client)));
    expect(
      await errorOf(
        await client.post("/api/auth/login", { email: "pending@example.com", password: strongPassword }),
      ),
    ).toMatchObject({
      status: 403,
      code: "email_not_verified",
      message: "E-posta doğrulanmadı, gelen kutunuzu kontrol edin.",
    });
  });

  it("asks for both fields", async () => {
    const client = server.client("en");
    expect(
      (await errorOf(await client.post("/api/auth/login", { email: "member@example.com", password: "" })))
        .code,
    ).toBe("fields_missing");
  });

  it("steps up to the bot check after repeated wrong passwords for an account", async () => {
    const client = server.client("en");
    let last: Response | undefined;
    for (let attempt = 0; attempt < 11; attempt++)
      last = await client.post("/api/auth/login", { email: "limited@example.com", password: "Wrong123" });
    expect(await errorOf(last!)).toMatchObject({
      status: 403,
      code: "bot_check_required",
      message: "Complete the security check to continue.",
    });
  });
});

describe("password reset", () => {
  it("e-mails a code, checks it, sets the new password and signs out old sessions", async () => {
    const oldSession = server.client("en");
    await oldSession.post("/api/auth/login", { email: "member@example.com", password: strongPassword });

    const client = server.client("tr");
    const send = {
      email: "member@example.com",
      type: "password_reset",
      botToken: await solveBotCheck(client),
    };
    expect((await client.post("/api/auth/send-code", send)).status).toBe(200);
    expect(await readMail(client, "member@example.com", "Sitelens şifre sıfırlama kodunuz")).toBeDefined();
    const code = await latestCode(client, "member@example.com");

    const check = { email: "member@example.com", code, botToken: await solveBotCheck(client) };
    expect((await client.post("/api/auth/check-reset-code", check)).status).toBe(200);
    const weak = {
      email: "member@example.com",
      code,
      password: "yeni",
      botToken: await solveBotCheck(client),
    };
    expect((await errorOf(await client.post("/api/auth/reset-password", weak))).message).toBe(
      "Şifre en az 6 karakter olmalıdır",
    );
    const reset = {
      email: "member@example.com",
      code,
      password: "YeniSifre9",
      botToken: await solveBotCheck(client),
    };
    expect((await client.post("/api/auth/reset-password", reset)).status).toBe(200);

    expect(await (await oldSession.get("/api/auth/get-session")).json()).toBeNull();
    expect(
      (await client.post("/api/auth/login", { email: "member@example.com", password: strongPassword }))
        .status,
    ).toBe(401);
    expect(
      (await client.post("/api/auth/login", { email: "member@example.com", password: "YeniSifre9" })).status,
    ).toBe(200);
    const reused = { ...reset, password: "Baska123", botToken: await solveBotCheck(client) };
    expect((await errorOf(await client.post("/api/auth/reset-password", reused))).code).toBe("invalid_code");
  });

  it("says no user has an unknown e-mail", async () => {
    const client = server.client("en");
    const send = {
      email: "ghost@example.com",
      type: "password_reset",
      botToken: await solveBotCheck(client),
    };
    expect(await errorOf(await client.post("/api/auth/send-code", send))).toMatchObject({
      code: "user_not_found",
      message: "No user found with this email.",
    });
  });
});
