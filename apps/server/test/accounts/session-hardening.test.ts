import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pushSubscriptions } from "../../src/db/schema";
import { signUpTestUser } from "../support/sign-up-test-user";
import { startTestServer, type TestServer } from "../support/start-test-server";
import { errorOf } from "./support";

let server: TestServer;
beforeAll(async () => {
  // Any push endpoint is accepted with CRAWLER_ALLOW_PRIVATE, so the test needs no push service.
  server = await startTestServer({ env: { CRAWLER_ALLOW_PRIVATE: "true" } });
});
afterAll(async () => server?.stop());

describe("current-password checks", () => {
  it("throttles guesses of the current password per account", async () => {
    const { client } = await signUpTestUser(server);
    const guess = () =>
      client.post("/api/account/password", { currentPassword: "Wrong123", newPassword: "Yeni1234" });
    for (let attempt = 1; attempt <= 10; attempt++)
      expect((await errorOf(await guess())).code).toBe("wrong_current_password");
    expect(await errorOf(await guess())).toMatchObject({ status: 429, code: "rate_limited" });
  });

  it("closes better-auth's own, unthrottled verify-password endpoint", async () => {
    const { client } = await signUpTestUser(server);
    const response = await client.post("/api/auth/verify-password", { password: "Sifre123" });
    expect(response.status).toBe(404);
  });
});

describe("push subscriptions and sign-out", () => {
  it("forgets this browser's subscription when it signs out", async () => {
    const { client, userId } = await signUpTestUser(server);
    const endpoint = "https://push.example.test/send/abc";
    const subscribed = await client.post("/api/push/subscriptions", {
      endpoint,
      keys: { p256dh: "BOr3zC8bXk4m", auth: "k1" },
    });
    expect(subscribed.status).toBe(200);
    const rows = () =>
      server.context.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
    expect(await rows()).toHaveLength(1);
    expect((await client.post("/api/auth/sign-out", {})).status).toBe(200);
    expect(await rows()).toEqual([]);
  });
});
