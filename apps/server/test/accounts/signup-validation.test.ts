import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../support/start-test-server";
import { errorOf, registration } from "./support";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

const cases: { name: string; overrides: Record<string, unknown>; code: string; en: string; tr: string }[] = [
  {
    name: "empty name",
    overrides: { name: "   " },
    code: "fields_missing",
    en: "Please fill in all fields.",
    tr: "Lütfen tüm alanları doldurun.",
  },
  {
    name: "missing phone",
    overrides: { phone: undefined },
    code: "fields_missing",
    en: "Please fill in all fields.",
    tr: "Lütfen tüm alanları doldurun.",
  },
  {
    name: "bad e-mail",
    overrides: { email: "not-an-email" },
    code: "invalid_email",
    en: "Invalid email address.",
    tr: "Geçersiz e-posta adresi.",
  },
  {
    name: "short password",
    overrides: { password: "Ab1" },
    code: "weak_password",
    en: "Password must be at least 6 characters",
    tr: "Şifre en az 6 karakter olmalıdır",
  },
  {
    name: "no uppercase",
    overrides: { password: "sifre123" },
    code: "weak_password",
    en: "Must contain at least one uppercase letter",
    tr: "En az bir büyük harf içermelidir",
  },
  {
    name: "no lowercase",
    overrides: { password: "SIFRE123" },
    code: "weak_password",
    en: "Must contain at least one lowercase letter",
    tr: "En az bir küçük harf içermelidir",
  },
  {
    name: "no digit",
    overrides: { password: "SifreSifre" },
    code: "weak_password",
    en: "Must contain at least one number",
    tr: "En az bir sayı içermelidir",
  },
  {
    name: "terms not accepted",
    overrides: { acceptTerms: false },
    code: "terms_not_accepted",
    en: "You must accept the terms of service.",
    tr: "Kullanım koşullarını kabul etmelisiniz.",
  },
];

describe("registration form errors (spec §5, §8)", () => {
  for (const entry of cases) {
    it(`${entry.name}: ${entry.code} in English and Turkish`, async () => {
      // Validation runs before the bot check, so a placeholder token is enough here.
      for (const language of ["en", "tr"] as const) {
        const client = server.client(language);
        const body = registration("form@example.com", "unused", entry.overrides);
        expect(await errorOf(await client.post("/api/auth/register", body))).toMatchObject({
          status: 400,
          code: entry.code,
          message: entry[language],
        });
      }
    });
  }

  it("strips spaces from e-mail and password", async () => {
    const client = server.client("en");
    const body = registration(" sp ace@exa mple.com", "unused", { password: " Sifre 123 " });
    // Passes validation (spaces removed) and stops at the bot check.
    expect((await errorOf(await client.post("/api/auth/register", body))).code).toBe("bot_check_failed");
  });

  it("refuses a state-changing request without the CSRF token", async () => {
    const client = server.client("en");
    const response = await client.post("/api/auth/register", registration("csrf@example.com", "x"), {
      "x-csrf-token": "",
    });
    expect((await errorOf(response)).code).toBe("csrf_failed");
    const login = await client.post(
      "/api/auth/login",
      { email: "a@b.co", password: "x" },
      { "x-csrf-token": "wrong" },
    );
    expect(login.status).toBe(403);
  });

  it("keeps better-auth's raw sign-up and sign-in endpoints closed", async () => {
    const client = server.client("en");
    expect(
      (
        await client.post("/api/auth/sign-up/email", {
          email: "raw@example.com",
          password: "Sifre123",
          name: "x",
        })
      ).status,
    ).toBe(404);
    expect(
      (await client.post("/api/auth/sign-in/email", { email: "raw@example.com", password: "Sifre123" }))
        .status,
    ).toBe(404);
  });

  it("documents the account routes in the OpenAPI description", async () => {
    const doc = (
      await server.client("en").json<{ paths: Record<string, unknown> }>("GET", "/api/openapi.json")
    ).body;
    for (const path of [
      "/api/auth/register",
      "/api/auth/login",
      "/api/account",
      "/api/settings/notifications",
    ])
      expect(doc.paths).toHaveProperty([path]);
  });
});
