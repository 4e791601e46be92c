import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userLanguage } from "../../src/analysis/user-language";
import { notifications } from "../../src/db/schema";
import { createNotification } from "../../src/notifications/create-notification";
import { openEventStream } from "../support/read-events";
import { signUpTestUser } from "../support/sign-up-test-user";
import { startTestServer, type TestServer } from "../support/start-test-server";
import type { TestClient } from "../support/test-client";

type Listed = { notifications: { id: string; title: string; isRead: boolean }[]; unreadCount: number };

let server: TestServer;
let alice: { client: TestClient; userId: string };
let bob: { client: TestClient; userId: string };
beforeAll(async () => {
  server = await startTestServer();
  alice = await signUpTestUser(server);
  bob = await signUpTestUser(server);
  // Start from empty lists: sign-up already left a welcome notification.
  for (const { client } of [alice, bob])
    for (const { id } of (await list(client)).notifications)
      await client.request("DELETE", `/api/notifications/${id}`);
});
afterAll(async () => server?.stop());

const notify = (userId: string, title: string) =>
  createNotification(server.context, userId, { title, message: `${title} body`, type: "info" });
const list = async (client: TestClient) => (await client.json<Listed>("GET", "/api/notifications")).body;

describe("notifications API", () => {
  it("lists only the user's own notifications, newest first, with the unread count", async () => {
    await notify(alice.userId, "first");
    await notify(alice.userId, "second");
    await notify(bob.userId, "bob's");
    const listed = await list(alice.client);
    expect(listed.notifications.map((n) => n.title)).toEqual(["second", "first"]);
    expect(listed.unreadCount).toBe(2);
    expect((await list(bob.client)).notifications.map((n) => n.title)).toEqual(["bob's"]);
  });

  it("marks one read and back, then all read", async () => {
    const [newest] = (await list(alice.client)).notifications;
    const read = await alice.client.json("PATCH", `/api/notifications/${newest!.id}`, { isRead: true });
    expect(read).toMatchObject({ status: 200, body: { id: newest!.id, isRead: true } });
    expect((await list(alice.client)).unreadCount).toBe(1);
    await alice.client.json("PATCH", `/api/notifications/${newest!.id}`, { isRead: false });
    expect((await list(alice.client)).unreadCount).toBe(2);
    expect((await alice.client.json("POST", "/api/notifications/read-all")).body).toEqual({ updated: 2 });
    expect((await list(alice.client)).unreadCount).toBe(0);
    expect((await list(bob.client)).unreadCount).toBe(1);
  });

  it("never lets a user read, change or delete someone else's notification", async () => {
    const [bobs] = (await list(bob.client)).notifications;
    const change = await alice.client.json("PATCH", `/api/notifications/${bobs!.id}`, { isRead: true });
    expect(change.status).toBe(404);
    expect((await alice.client.request("DELETE", `/api/notifications/${bobs!.id}`)).status).toBe(404);
    expect((await list(bob.client)).notifications).toMatchObject([{ id: bobs!.id, isRead: false }]);
    expect((await server.client().get("/api/notifications")).status).toBe(401);
  });

  it("deletes the user's own notification", async () => {
    const [first] = (await list(alice.client)).notifications;
    expect((await alice.client.request("DELETE", `/api/notifications/${first!.id}`)).status).toBe(200);
    expect((await list(alice.client)).notifications.map((n) => n.id)).not.toContain(first!.id);
  });

  it("publishes notification.created to the owner's open tabs", async () => {
    const cookie = `sitelens.session_token=${alice.client.cookie("sitelens.session_token")}`;
    const stream = await openEventStream(server.url, cookie);
    await stream.waitFor(1);
    const id = await notify(alice.userId, "live");
    await stream.waitFor(2);
    await stream.stop();
    expect(stream.received.at(-1)?.data).toMatchObject({ type: "notification.created", data: { id } });
  });

  it("rejects a body that is not {isRead: boolean}", async () => {
    const [any] = (await list(alice.client)).notifications;
    const response = await alice.client.json("PATCH", `/api/notifications/${any!.id}`, { isRead: "yes" });
    expect(response.status).toBe(400);
  });
});

describe("notifications in the reader's language", () => {
  it("renders a keyed notification in the language it is read in, and keeps old rows' stored text", async () => {
    const carol = await signUpTestUser(server, { language: "en" });
    const reason = { tr: "Alan adı çözümlenemedi.", en: "The domain name could not be resolved." };
    const id = await createNotification(server.context, carol.userId, {
      key: "analysis_failed",
      params: { site: "kahve-dukkani.test", reason },
      type: "error",
    });
    // Written while the account was English: the stored fallback (and the push) is English.
    const [stored] = await server.context.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.id, id));
    expect(stored).toMatchObject({ title: "Analysis of kahve-dukkani.test failed", key: "analysis_failed" });
    // An old row, from before keys: no key, only its text.
    await server.context.database.db
      .insert(notifications)
      .values({ id: `old-${id}`, userId: carol.userId, title: "Old title", message: "Old message" });
    carol.client.setLanguage("tr");
    const turkish = (await list(carol.client)).notifications;
    expect(turkish.find((n) => n.id === id)).toMatchObject({
      title: "kahve-dukkani.test analizi başarısız oldu",
      message: reason.tr,
    });
    expect(turkish.find((n) => n.id === `old-${id}`)).toMatchObject({
      title: "Old title",
      message: "Old message",
    });
    const dashboard = await carol.client.json<{ notifications: { id: string; title: string }[] }>(
      "GET",
      "/api/dashboard",
    );
    expect(dashboard.body.notifications.find((n) => n.id === id)?.title).toBe(
      "kahve-dukkani.test analizi başarısız oldu",
    );
    carol.client.setLanguage("en");
    expect((await list(carol.client)).notifications.find((n) => n.id === id)?.title).toBe(
      "Analysis of kahve-dukkani.test failed",
    );
  });

  it("keeps the language switch on the account, so jobs write in it; only tr or en, only signed in", async () => {
    const dave = await signUpTestUser(server, { language: "en" });
    expect(await userLanguage(server.context.database, dave.userId)).toBe("en");
    const saved = await dave.client.json("PUT", "/api/settings/language", { language: "tr" });
    expect(saved).toEqual({ status: 200, body: { ok: true } });
    expect(await userLanguage(server.context.database, dave.userId)).toBe("tr");
    const id = await createNotification(server.context, dave.userId, {
      key: "google_expired",
      type: "warning",
    });
    const [stored] = await server.context.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.id, id));
    expect(stored?.title).toBe("Google bağlantısının yenilenmesi gerekiyor");
    expect((await dave.client.json("PUT", "/api/settings/language", { language: "fr" })).status).toBe(400);
    expect((await server.client().json("PUT", "/api/settings/language", { language: "tr" })).status).toBe(
      401,
    );
  });
});
