import { randomUUID } from "node:crypto";
import type { ContentDeletion, DistributionConnection } from "@sitelens/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentDistributions, contentDrafts } from "../../src/db/schema";
import { publishChannelJob } from "../../src/distribution/publish-channel-job";
import { signUpTestUser } from "../support/sign-up-test-user";
import type { TestServer } from "../support/start-test-server";
import type { VendorServer } from "../support/vendor-server";
import { scheduledItem, startChannelsServer } from "./flow-support";

let vendor: VendorServer;
let server: TestServer;
let stop: () => Promise<void>;

beforeAll(async () => {
  ({ vendor, server, stop } = await startChannelsServer((request) => {
    const path = request.url.pathname;
    if (path === "/wp-json/wp/v2/users/me") return { json: { id: 1, name: "Ayşe" } };
    if (path === "/wp-json/wp/v2/posts/321") return { json: { id: 321, status: "trash", link: "x" } };
    if (path === "/api/v1/accounts/verify_credentials") return { json: { acct: "ayse" } };
    if (path === "/v3/account") return { json: { email: "a@ornek.com.tr" } };
    if (path === "/v3/emailCampaigns/122") return { json: { id: 122, status: "sent" } };
    if (path === "/hook")
      return JSON.parse(request.body).event === "ping"
        ? { text: "ok" }
        : { status: 500, text: "Scenario is turned off" };
    return { status: 404, json: { message: "no route" } };
  }));
}, 120_000);
afterAll(() => stop?.());

describe("deleting a content item", () => {
  it("withdraws what each channel allows, cancels what had not gone out, and says what happened", async () => {
    const owner = await signUpTestUser(server, { language: "en" });
    const stranger = await signUpTestUser(server);
    const connect = async (body: object) => {
      const response = await owner.client.post("/api/distribution/connections", body);
      expect(response.status).toBe(201);
      return (await response.json()) as DistributionConnection;
    };
    const wordpress = await connect({
      kind: "wordpress",
      label: "Blog",
      url: vendor.url,
      accountId: "a",
      apiKey: "p",
    });
    const mastodon = await connect({ kind: "mastodon", label: "Masto", url: vendor.url, apiKey: "t" });
    const brevo = await connect({
      kind: "brevo",
      label: "Bülten",
      apiKey: "k",
      accountId: "4",
      senderId: "2",
    });
    const webhook = await connect({
      kind: "webhook",
      label: "Make",
      url: `${vendor.url}/hook`,
      apiSecret: "0123456789abcdef",
    });
    const contentId = await scheduledItem(server, owner.userId, [{ kind: "manual" }]);
    const row = (
      kind: "wordpress" | "mastodon" | "brevo" | "webhook" | "manual",
      connectionId: string | null,
      status: "sent" | "pending",
      remoteId: string | null = null,
    ) => ({ id: randomUUID(), userId: owner.userId, contentId, kind, connectionId, status, remoteId });
    const pendingMastodon = row("mastodon", mastodon.id, "pending");
    await server.context.database.db
      .insert(contentDistributions)
      .values([
        row("wordpress", wordpress.id, "sent", "321"),
        pendingMastodon,
        row("brevo", brevo.id, "sent", "122"),
        row("webhook", webhook.id, "sent", "d1"),
        row("manual", null, "sent"),
      ]);
    vendor.requests.length = 0;

    expect((await stranger.client.request("DELETE", `/api/content-items/${contentId}`)).status).toBe(404);
    expect(vendor.requests).toEqual([]);
    expect((await owner.client.get(`/api/content-drafts/${contentId}`)).status).toBe(200);

    const deleted = await owner.client.request("DELETE", `/api/content-items/${contentId}`);
    expect(deleted.status).toBe(200);
    const { outcomes } = (await deleted.json()) as ContentDeletion;
    const byKind = Object.fromEntries(outcomes.map((outcome) => [outcome.kind, outcome]));
    expect(byKind.wordpress).toMatchObject({ result: "withdrawn", connectionLabel: "Blog" });
    expect(byKind.mastodon).toMatchObject({ result: "cancelled" });
    expect(byKind.brevo).toMatchObject({ result: "not_withdrawable", reason: "already_sent" });
    expect(byKind.webhook).toMatchObject({ result: "failed", message: "Scenario is turned off" });
    expect(byKind.manual).toMatchObject({ result: "not_withdrawable", reason: "manual" });
    const calls = vendor.requests.map((request) => `${request.method} ${request.url.pathname}`);
    expect(calls).toContain("DELETE /wp-json/wp/v2/posts/321");
    expect(calls).not.toContain("DELETE /v3/emailCampaigns/122");
    expect(JSON.parse(vendor.requests.find((r) => r.url.pathname === "/hook")?.body ?? "{}").event).toBe(
      "content.deleted",
    );

    expect((await owner.client.get(`/api/content-drafts/${contentId}`)).status).toBe(404);
    const { db } = server.context.database;
    expect(await db.select().from(contentDrafts).where(eq(contentDrafts.id, contentId))).toEqual([]);
    // The job queued for the channel that had not gone out finds nothing to send.
    vendor.requests.length = 0;
    await publishChannelJob.handle(
      { distributionId: pendingMastodon.id, userId: owner.userId },
      { ...server.context, jobId: randomUUID(), attempt: 0, signal: new AbortController().signal },
    );
    expect(vendor.requests).toEqual([]);
  }, 120_000);

  it("waits while a channel is being sent", async () => {
    const owner = await signUpTestUser(server, { language: "tr" });
    const contentId = await scheduledItem(server, owner.userId, [{ kind: "manual" }]);
    await server.context.database.db.insert(contentDistributions).values({
      id: randomUUID(),
      userId: owner.userId,
      contentId,
      kind: "mastodon",
      connectionId: "c",
      status: "sending",
    });
    const busy = await owner.client.request("DELETE", `/api/content-items/${contentId}`);
    expect(busy.status).toBe(409);
    expect(((await busy.json()) as { error: { code: string } }).error.code).toBe("content_withdrawal_busy");
    expect((await owner.client.get(`/api/content-drafts/${contentId}`)).status).toBe(200);
  });
});
