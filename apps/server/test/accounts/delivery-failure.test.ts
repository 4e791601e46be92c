import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../src/db/schema";
import { startTestServer, type TestServer } from "../support/start-test-server";
import { errorOf, registration, solveBotCheck } from "./support";

/** A port on 127.0.0.1 with nothing listening: every SMTP connection is refused. */
async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` } });
});
afterAll(async () => {
  await server?.stop();
});

describe("when the mail server is down", () => {
  it("says the code could not be sent, in both languages", async () => {
    const en = server.client("en");
    const english = await en.post(
      "/api/auth/register",
      registration("down@example.com", await solveBotCheck(en)),
    );
    expect(await errorOf(english)).toMatchObject({
      status: 502,
      code: "code_send_failed",
      message: "The code could not be sent, try again.",
    });
    const tr = server.client("tr");
    const turkish = await tr.post(
      "/api/auth/register",
      registration("down2@example.com", await solveBotCheck(tr)),
    );
    expect((await errorOf(turkish)).message).toBe("Kod gönderilemedi, tekrar deneyin.");
  });

  it("says the test e-mail could not be sent", async () => {
    const client = server.client("tr");
    await client.post("/api/auth/register", registration("tester@example.com", await solveBotCheck(client)));
    // The code never arrived; confirm the address directly and sign in to reach the settings.
    await server.context.database.db.update(users).set({ emailVerified: true });
    expect(
      (await client.post("/api/auth/login", { email: "tester@example.com", password: "Sifre123" })).status,
    ).toBe(200);
    expect(await errorOf(await client.post("/api/settings/test-email"))).toMatchObject({
      status: 502,
      code: "test_email_failed",
      message: "Test e-postası gönderilemedi.",
    });
  });
});
