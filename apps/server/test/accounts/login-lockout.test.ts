import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../support/start-test-server";
import { errorOf, registerAndConfirm, solveBotCheck, strongPassword } from "./support";

let server: TestServer;
// Behind one proxy the client address is the forwarded one, so two "machines" can be told apart.
beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: "1" } });
  await registerAndConfirm(server.client("en"), "owner@example.com");
});
afterAll(async () => server?.stop());

const ATTACKER = { "x-forwarded-for": "203.0.113.9" };
const OWNER = { "x-forwarded-for": "198.51.100.7" };

describe("login lockout abuse", () => {
  it("ten wrong passwords from a stranger do not lock the owner out: the owner passes the bot check and signs in", async () => {
    const attacker = server.client("en");
    const codes: string[] = [];
    for (let attempt = 0; attempt < 10; attempt++) {
      const body = { email: "owner@example.com", password: "Wrong123", botToken: "" as string | undefined };
      // Past the step-up the script has to solve the bot check for every further guess.
      body.botToken = attempt >= 5 ? await solveBotCheck(attacker) : undefined;
      codes.push((await errorOf(await attacker.post("/api/auth/login", body, ATTACKER))).code);
    }
    expect(codes).toEqual(Array(10).fill("invalid_credentials"));
    // The stranger is now refused outright, and without a solved check is asked for one first.
    const refused = await errorOf(
      await attacker.post(
        "/api/auth/login",
        { email: "owner@example.com", password: "Wrong123", botToken: await solveBotCheck(attacker) },
        ATTACKER,
      ),
    );
    expect(refused).toMatchObject({ status: 429, code: "rate_limited" });

    const owner = server.client("tr");
    const challenged = await errorOf(
      await owner.post("/api/auth/login", { email: "owner@example.com", password: strongPassword }, OWNER),
    );
    expect(challenged).toEqual({
      status: 403,
      code: "bot_check_required",
      message: "Devam etmek için güvenlik doğrulamasını tamamlayın.",
    });
    const signedIn = await owner.post(
      "/api/auth/login",
      { email: "owner@example.com", password: strongPassword, botToken: await solveBotCheck(owner) },
      OWNER,
    );
    expect(signedIn.status).toBe(200);
  });

  it("asks the stranger for the bot check after five failures instead of refusing the account", async () => {
    const attacker = server.client("en");
    const headers = { "x-forwarded-for": "203.0.113.50" };
    const login = () =>
      attacker.post("/api/auth/login", { email: "victim@example.com", password: "Wrong123" }, headers);
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await errorOf(await login())).code).toBe("invalid_credentials");
    expect(await errorOf(await login())).toMatchObject({ status: 403, code: "bot_check_required" });
    // A refused step-up is not a failure: it spends nothing of anyone's budget.
    expect(await errorOf(await login())).toMatchObject({ code: "bot_check_required" });
  });

  it("counts failures, not attempts: an owner who signs in often is never limited", async () => {
    const owner = server.client("en");
    const headers = { "x-forwarded-for": "198.51.100.8" };
    await registerAndConfirm(owner, "frequent@example.com");
    for (let attempt = 0; attempt < 12; attempt++) {
      const response = await owner.post(
        "/api/auth/login",
        { email: "frequent@example.com", password: strongPassword },
        headers,
      );
      expect(response.status).toBe(200);
    }
  });
});
