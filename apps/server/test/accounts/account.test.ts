import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deletedUsers, notifications } from "../../src/db/schema";
import { startTestServer, type TestServer } from "../support/start-test-server";
import type { TestClient } from "../support/test-client";
import { errorOf, readMail, registerAndConfirm, strongPassword } from "./support";

let server: TestServer;
let alice: TestClient;
let bob: TestClient;
let aliceId: string;
beforeAll(async () => {
  server = await startTestServer();
  alice = server.client("en");
  bob = server.client("tr");
  aliceId = await registerAndConfirm(alice, "alice@example.com");
  await registerAndConfirm(bob, "bob@example.com");
});
afterAll(async () => {
  await server?.stop();
});

const profile = { name: "Alice A", phone: "+90 500", company: "Acme", address: "İstanbul", about: "SEO" };

describe("account info", () => {
  it("creates one welcome notification for the new account", async () => {
    await alice.get("/api/account");
    const rows = await server.context.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, aliceId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ type: "success", title: "Welcome to Sitelens!", isRead: false });
  });

  it("reads and updates only the signed-in user's profile", async () => {
    expect((await alice.json("PUT", "/api/account", profile)).body).toEqual({
      ...profile,
      email: "alice@example.com",
    });
    expect((await bob.json("PUT", "/api/account", { ...profile, name: "Bob B" })).status).toBe(200);
    expect((await alice.json("GET", "/api/account")).body).toMatchObject({
      name: "Alice A",
      email: "alice@example.com",
    });
    expect((await bob.json("GET", "/api/account")).body).toMatchObject({
      name: "Bob B",
      email: "bob@example.com",
    });
  });

  it("requires a session", async () => {
    const anonymous = server.client("en");
    expect((await anonymous.get("/api/account")).status).toBe(401);
    expect((await anonymous.request("PUT", "/api/account", profile)).status).toBe(401);
    expect((await anonymous.get("/api/settings/notifications")).status).toBe(401);
  });

  it("changes the password only with the right current one", async () => {
    const wrong = await alice.post("/api/account/password", {
      currentPassword: "Nope1234",
      newPassword: "Another9",
    });
    expect(await errorOf(wrong)).toMatchObject({
      code: "wrong_current_password",
      message: "The current password is incorrect.",
    });
    const weak = await alice.post("/api/account/password", {
      currentPassword: strongPassword,
      newPassword: "another9",
    });
    expect((await errorOf(weak)).message).toBe("Must contain at least one uppercase letter");
    expect(
      (
        await alice.post("/api/account/password", {
          currentPassword: strongPassword,
          newPassword: "Another9",
        })
      ).status,
    ).toBe(200);
    expect((await alice.get("/api/account")).status).toBe(200);
    const fresh = server.client("en");
    expect(
      (await fresh.post("/api/auth/login", { email: "alice@example.com", password: "Another9" })).status,
    ).toBe(200);
  });
});

describe("settings", () => {
  it("keeps notification settings per user", async () => {
    expect((await alice.json("GET", "/api/settings/notifications")).body).toEqual({
      emailNotifications: true,
      weeklyReports: true,
      seoSuggestions: true,
      profileVisibility: "private",
      timeZone: null,
    });
    const changed = {
      emailNotifications: false,
      weeklyReports: true,
      seoSuggestions: false,
      profileVisibility: "public",
      timeZone: "Europe/Istanbul",
    };
    expect((await alice.json("PUT", "/api/settings/notifications", changed)).body).toEqual(changed);
    expect((await bob.json("GET", "/api/settings/notifications")).body).toMatchObject({
      profileVisibility: "private",
    });
    expect((await alice.json("GET", "/api/settings/notifications")).body).toEqual(changed);
  });

  it("sends a test e-mail in the user's language", async () => {
    expect((await bob.post("/api/settings/test-email")).status).toBe(200);
    expect(await readMail(bob, "bob@example.com", "Sitelens test e-postası")).toBeDefined();
  });

  it("lists sessions and signs out the others", async () => {
    const second = server.client("en");
    await second.post("/api/auth/login", { email: "bob@example.com", password: strongPassword });
    const listed = await bob.json<{ sessions: { current: boolean }[] }>("GET", "/api/settings/sessions");
    expect(listed.body.sessions.length).toBeGreaterThanOrEqual(2);
    expect(listed.body.sessions.filter((session) => session.current)).toHaveLength(1);
    expect((await bob.post("/api/settings/sessions/revoke-others")).status).toBe(200);
    expect(await (await second.get("/api/auth/get-session")).json()).toBeNull();
    expect((await bob.get("/api/account")).status).toBe(200);
  });
});

describe("account deletion", () => {
  it("deletes the data, signs out, blocks login and lets the address register again", async () => {
    const doomed = server.client("tr");
    const doomedId = await registerAndConfirm(doomed, "doomed@example.com");
    const other = server.client("tr");
    await other.post("/api/auth/login", { email: "doomed@example.com", password: strongPassword });

    expect((await doomed.request("DELETE", "/api/account")).status).toBe(200);
    expect(await (await doomed.get("/api/auth/get-session")).json()).toBeNull();
    expect(await (await other.get("/api/auth/get-session")).json()).toBeNull();
    const left = await server.context.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, doomedId));
    expect(left).toHaveLength(0);

    const login = await other.post("/api/auth/login", {
      email: "doomed@example.com",
      password: strongPassword,
    });
    expect(await errorOf(login)).toMatchObject({
      status: 403,
      code: "account_deleted",
      message: "Hesap silinmiş, yeni bir hesap oluşturun.",
    });
    other.setLanguage("en");
    const en = await other.post("/api/auth/login", { email: "doomed@example.com", password: strongPassword });
    expect((await errorOf(en)).message).toBe("Account deleted, create a new account.");

    const again = server.client("en");
    await registerAndConfirm(again, "doomed@example.com");
    expect((await again.get("/api/account")).status).toBe(200);
  });

  it("signs out a live session whose e-mail is on the deleted-users list", async () => {
    const lingering = server.client("en");
    await registerAndConfirm(lingering, "lingering@example.com");
    await server.context.database.db
      .insert(deletedUsers)
      .values({ id: "manual", email: "lingering@example.com" });
    expect((await errorOf(await lingering.get("/api/account"))).code).toBe("account_deleted");
    expect(await (await lingering.get("/api/auth/get-session")).json()).toBeNull();
  });
});
