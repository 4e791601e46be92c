import { randomUUID } from "node:crypto";
import type { DistributionConnection } from "@sitelens/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  contentDistributions,
  contentDrafts,
  distributionConnections,
  sitePages,
  users,
} from "../../src/db/schema";
import { dispatchDueContent } from "../../src/distribution/dispatch-due-content-job";
import { createMediaStorage } from "../../src/providers/media-storage/create-media-storage";
import { signUpTestUser } from "../support/sign-up-test-user";
import { startTestServer, type TestServer } from "../support/start-test-server";
import { startVendorServer, type VendorRequest, type VendorServer } from "../support/vendor-server";
import { outcomesOf, scheduledItem, waitForOutcomes } from "./flow-support";

let vendor: VendorServer;
let server: TestServer;
let brevoRefuses = true;
const creates = (requests: VendorRequest[], path: string) =>
  requests.filter((request) => request.method === "POST" && request.url.pathname === path).length;

beforeAll(async () => {
  vendor = await startVendorServer();
  vendor.handle((request) => {
    const path = request.url.pathname;
    if (path === "/wp-json/wp/v2/users/me")
      return request.headers.authorization?.includes(Buffer.from("ayse:dogru").toString("base64"))
        ? { json: { id: 1, name: "Ayşe" } }
        : {
            status: 401,
            json: {
              code: "incorrect_password",
              message: "The provided password is an invalid application password.",
              data: { status: 401 },
            },
          };
    if (path === "/wp-json/wp/v2/media")
      return {
        status: 201,
        json: { id: 55, source_url: "https://ornek.com.tr/wp-content/uploads/kapak.webp" },
      };
    if (path === "/wp-json/wp/v2/posts")
      return {
        status: 201,
        json: { id: 321, status: "publish", link: "https://ornek.com.tr/subat-kampanyasi/" },
      };
    if (path === "/api/v1/accounts/verify_credentials") return { json: { acct: "ayse" } };
    if (path === "/api/v1/statuses") return { json: { id: "109", url: "https://mastodon.social/@ayse/109" } };
    if (path === "/v3/account") return { json: { email: "a@ornek.com.tr" } };
    if (path === "/v3/emailCampaigns")
      return brevoRefuses
        ? { status: 400, json: { code: "invalid_parameter", message: "sender is invalid / inactive" } }
        : { status: 201, json: { id: 122 } };
    if (path === "/v3/emailCampaigns/122/sendNow") return { status: 204, text: "" };
    return { status: 404, json: { message: "no route" } };
  });
  server = await startTestServer({
    env: { CRAWLER_ALLOW_PRIVATE: "true", BREVO_BASE_URL: `${vendor.url}/v3` },
  });
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await vendor?.close();
});

async function connect(client: Awaited<ReturnType<typeof signUpTestUser>>["client"], body: object) {
  const response = await client.post("/api/distribution/connections", body);
  expect(response.status).toBe(201);
  return (await response.json()) as DistributionConnection;
}

describe("distribution connections", () => {
  it("stores a connection only after the vendor accepted it, with the key sealed and never returned", async () => {
    const { client, userId } = await signUpTestUser(server, { language: "tr" });
    const wrong = await client.post("/api/distribution/connections", {
      kind: "wordpress",
      label: "Blog",
      url: vendor.url,
      accountId: "ayse",
      apiKey: "yanlis",
    });
    expect(wrong.status).toBe(422);
    const error = ((await wrong.json()) as { error: { code: string; message: string } }).error;
    expect(error.code).toBe("connection_check_failed");
    expect(error.message).toContain("Kanal bu bilgileri kabul etmedi");
    expect(error.message).toContain("WordPress kullanıcı adı veya uygulama parolası geçersiz");
    expect(error.message).toContain(
      'Kanalın yanıtı: "The provided password is an invalid application password."',
    );
    const missing = await client.post("/api/distribution/connections", {
      kind: "wordpress",
      label: "Blog",
      apiKey: "x",
    });
    expect(missing.status).toBe(400);

    const saved = await connect(client, {
      kind: "wordpress",
      label: "Blog",
      url: vendor.url,
      accountId: "ayse",
      apiKey: "dogru",
    });
    expect(saved).toMatchObject({ kind: "wordpress", label: "Blog", accountName: "Ayşe", accountId: "ayse" });
    const listed = await (await client.get("/api/distribution/connections")).text();
    expect(listed).toContain(saved.id);
    expect(listed).not.toContain("dogru");
    const [row] = await server.context.database.db
      .select()
      .from(distributionConnections)
      .where(eq(distributionConnections.userId, userId));
    expect(row?.sealedSecrets.startsWith("sl1.")).toBe(true);
    expect(row?.sealedSecrets).not.toContain("dogru");
  });

  it("keeps each user's connections to themselves", async () => {
    const a = await signUpTestUser(server);
    const b = await signUpTestUser(server);
    const saved = await connect(a.client, { kind: "mastodon", label: "Masto", url: vendor.url, apiKey: "t" });
    const listedByB = (await (await b.client.get("/api/distribution/connections")).json()) as {
      connections: unknown[];
    };
    expect(listedByB.connections).toEqual([]);
    expect((await b.client.request("DELETE", `/api/distribution/connections/${saved.id}`)).status).toBe(404);
    expect((await a.client.request("DELETE", `/api/distribution/connections/${saved.id}`)).status).toBe(200);
  });
});

describe("publishing at the scheduled time", () => {
  it("records each channel, gives a partial distribution, and retries only the failed channel", async () => {
    const owner = await signUpTestUser(server, { language: "en" });
    const stranger = await signUpTestUser(server);
    const wordpress = await connect(owner.client, {
      kind: "wordpress",
      label: "Blog",
      url: vendor.url,
      accountId: "ayse",
      apiKey: "dogru",
    });
    const mastodon = await connect(owner.client, {
      kind: "mastodon",
      label: "Masto",
      url: vendor.url,
      apiKey: "t",
    });
    const brevo = await connect(owner.client, {
      kind: "brevo",
      label: "Bülten",
      apiKey: "k",
      accountId: "4",
      senderId: "2",
    });
    const contentId = await scheduledItem(server, owner.userId, [
      { kind: "wordpress", connectionId: wordpress.id },
      { kind: "mastodon", connectionId: mastodon.id },
      { kind: "brevo", connectionId: brevo.id },
    ]);
    vendor.requests.length = 0;
    await dispatchDueContent(server.context);
    // A second run (the next minute's cron) hands nothing over twice.
    expect((await dispatchDueContent(server.context)).dispatched).toBe(0);

    const partial = await waitForOutcomes(owner.client, contentId, "partially_distributed");
    expect(partial.state).toBe("partially_distributed");
    expect(partial.publishedUrl).toBe("https://ornek.com.tr/subat-kampanyasi/");
    const byKind = Object.fromEntries(partial.outcomes.map((outcome) => [outcome.kind, outcome]));
    expect(byKind.wordpress).toMatchObject({
      status: "sent",
      remoteId: "321",
      remoteUrl: "https://ornek.com.tr/subat-kampanyasi/",
    });
    expect(byKind.mastodon).toMatchObject({ status: "sent", remoteId: "109" });
    expect(byKind.brevo).toMatchObject({ status: "failed" });
    // Our words first, the vendor's kept as the detail.
    expect(byKind.brevo?.error).toBe(
      'The channel refused the content or the settings as invalid. The channel said: "sender is invalid / inactive"',
    );
    // The live URL is analysed as a page of the site.
    const pages = await server.context.database.db
      .select()
      .from(sitePages)
      .where(eq(sitePages.url, "/subat-kampanyasi/"));
    expect(pages).toHaveLength(1);
    const notes = (await (await owner.client.get("/api/notifications")).json()) as {
      notifications: { title: string }[];
    };
    expect(notes.notifications.map((note) => note.title)).toEqual(
      expect.arrayContaining(["WordPress: sent", "Mastodon: sent", "Brevo: not sent"]),
    );

    expect((await stranger.client.get(`/api/content/${contentId}/distribution`)).status).toBe(404);
    expect((await stranger.client.post(`/api/content/${contentId}/distribution/retry`)).status).toBe(404);

    brevoRefuses = false;
    const retry = await owner.client.post(`/api/content/${contentId}/distribution/retry`);
    expect(await retry.json()).toEqual({ retried: 1 });
    const done = await waitForOutcomes(owner.client, contentId, "distributed");
    expect(done.state).toBe("distributed");
    expect(done.outcomes.every((outcome) => outcome.status === "sent")).toBe(true);
    expect(creates(vendor.requests, "/wp-json/wp/v2/posts")).toBe(1);
    expect(creates(vendor.requests, "/api/v1/statuses")).toBe(1);
    expect(creates(vendor.requests, "/v3/emailCampaigns/122/sendNow")).toBe(1);
  }, 120_000);

  it("sends the article's own uploaded image to WordPress as the featured image, never another user's", async () => {
    const owner = await signUpTestUser(server);
    const other = await signUpTestUser(server);
    const storage = createMediaStorage(server.context.env);
    const ownImage = randomUUID();
    const othersImage = randomUUID();
    const bytes = new Uint8Array([82, 73, 70, 70, 1, 2, 3, 4, 87, 69, 66, 80]);
    await storage.put(`${owner.userId}/${ownImage}/960.webp`, bytes, "image/webp");
    await storage.put(`${other.userId}/${othersImage}/960.webp`, new Uint8Array([9, 9, 9]), "image/webp");
    const wordpress = await connect(owner.client, {
      kind: "wordpress",
      label: "Blog",
      url: vendor.url,
      accountId: "ayse",
      apiKey: "dogru",
    });
    const body = [
      `<p><img src="/api/content-media/${othersImage}/960.webp" alt="başkası"></p>`,
      `<p><img src="https://app.example/api/content-media/${ownImage}/960.webp" alt="kapak"></p>`,
    ].join("");
    const contentId = await scheduledItem(
      server,
      owner.userId,
      [{ kind: "wordpress", connectionId: wordpress.id }],
      undefined,
      body,
    );
    vendor.requests.length = 0;
    await dispatchDueContent(server.context);
    await waitForOutcomes(owner.client, contentId, "published");
    const uploads = vendor.requests.filter((request) => request.url.pathname === "/wp-json/wp/v2/media");
    expect(uploads).toHaveLength(1);
    expect(Buffer.from(uploads[0]!.body).equals(Buffer.from(bytes))).toBe(true);
    const post = vendor.requests.find((request) => request.url.pathname === "/wp-json/wp/v2/posts")!;
    expect(JSON.parse(post.body)).toMatchObject({ featured_media: 55 });
  }, 120_000);

  it("does not publish scheduled content once the trial has ended, and says why", async () => {
    const owner = await signUpTestUser(server, { language: "en" });
    const mastodon = await connect(owner.client, {
      kind: "mastodon",
      label: "Masto",
      url: vendor.url,
      apiKey: "t",
    });
    const contentId = await scheduledItem(server, owner.userId, [
      { kind: "mastodon", connectionId: mastodon.id },
    ]);
    await server.context.database.db
      .update(users)
      .set({ trialEndsAt: new Date(Date.now() - 60_000) })
      .where(eq(users.id, owner.userId));
    vendor.requests.length = 0;
    await dispatchDueContent(server.context);
    // The outcome API is itself behind the plan; the rows say what the user sees after upgrading.
    const { db } = server.context.database;
    await expect
      .poll(
        async () => (await db.select().from(contentDrafts).where(eq(contentDrafts.id, contentId)))[0]?.state,
        {
          timeout: 60_000,
        },
      )
      .toBe("failed");
    const rows = await db
      .select()
      .from(contentDistributions)
      .where(eq(contentDistributions.contentId, contentId));
    expect(rows).toEqual([expect.objectContaining({ status: "failed", errorKind: "plan_required" })]);
    expect(creates(vendor.requests, "/api/v1/statuses")).toBe(0);
  });

  it("marks an item published by hand with its live URL, the owner only", async () => {
    const owner = await signUpTestUser(server);
    const stranger = await signUpTestUser(server);
    const contentId = await scheduledItem(
      server,
      owner.userId,
      [{ kind: "manual" }],
      new Date(Date.now() + 3_600_000),
    );
    const url = "https://ornek.com.tr/elle-yayin/";
    expect(
      (await stranger.client.post(`/api/content/${contentId}/distribution/manual`, { url })).status,
    ).toBe(404);
    const marked = await owner.client.post(`/api/content/${contentId}/distribution/manual`, { url });
    expect(marked.status).toBe(200);
    const outcomes = await outcomesOf(owner.client, contentId);
    expect(outcomes).toMatchObject({ state: "published", publishedUrl: url });
    expect(outcomes.outcomes).toEqual([
      expect.objectContaining({ kind: "manual", status: "sent", remoteUrl: url }),
    ]);
  });
});
