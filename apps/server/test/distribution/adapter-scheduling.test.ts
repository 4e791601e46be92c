import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBrevoAdapter } from "../../src/providers/distribution/brevo";
import { createBufferAdapter } from "../../src/providers/distribution/buffer";
import { createMailchimpAdapter } from "../../src/providers/distribution/mailchimp";
import { createMastodonAdapter } from "../../src/providers/distribution/mastodon";
import { guardedVendorHttp } from "../../src/providers/distribution/vendor-http";
import { createWebhookAdapter, signWebhook } from "../../src/providers/distribution/webhook";
import { createWordPressAdapter } from "../../src/providers/distribution/wordpress";
import { startVendorServer, type VendorServer } from "../support/vendor-server";
import { credentials, testContext, testHttp, testItem } from "./adapter-support";

let vendor: VendorServer;
beforeAll(async () => {
  vendor = await startVendorServer();
});
afterAll(() => vendor.close());

const none = credentials();
const http = { timeoutMs: 2_000 };
const HOUR = 3_600_000;
/** A quarter hour at least an hour ahead (Mailchimp schedules only on quarter hours). */
const quarterHourAhead = () => new Date(Math.ceil((Date.now() + HOUR) / 900_000) * 900_000);
const sentTo = () => vendor.requests.map((request) => `${request.method} ${request.url.pathname}`);
const bodyOf = (index: number) => JSON.parse(vendor.requests[index]?.body || "null");

function fresh(handler: Parameters<VendorServer["handle"]>[0]) {
  vendor.requests.length = 0;
  vendor.handle(handler);
}

describe("vendor-side scheduling for an item still ahead", () => {
  it("WordPress gets status future with the UTC date", async () => {
    fresh(() => ({ status: 201, json: { id: 5, status: "future", link: "https://ornek.com.tr/?p=5" } }));
    const at = new Date(Date.now() + 2 * HOUR);
    const adapter = createWordPressAdapter(
      { ...none, url: vendor.url, accountId: "a", apiKey: "k" },
      testHttp(),
    );
    await adapter.publish(testItem({ publishAt: at }), testContext());
    expect(bodyOf(0)).toMatchObject({ status: "future", date_gmt: at.toISOString().slice(0, 19) });
  });
  it("Mastodon gets scheduled_at and answers a ScheduledStatus without url", async () => {
    const at = new Date(Date.now() + HOUR);
    fresh(() => ({
      json: { id: "3221", scheduled_at: at.toISOString(), params: { text: "x" }, media_attachments: [] },
    }));
    const adapter = createMastodonAdapter({ ...none, url: vendor.url, apiKey: "t" }, testHttp());
    expect(await adapter.publish(testItem({ publishAt: at }), testContext())).toEqual({
      remoteId: "3221",
      url: null,
    });
    expect(bodyOf(0).scheduled_at).toBe(at.toISOString());
  });
  it("Mailchimp schedules on a quarter hour", async () => {
    fresh((request) => {
      if (request.url.pathname.endsWith("/lists/l1"))
        return { json: { name: "B", campaign_defaults: { from_name: "A", from_email: "a@b.co" } } };
      if (request.url.pathname.endsWith("/campaigns")) return { json: { id: "c1", status: "save" } };
      if (request.url.pathname.endsWith("/content")) return { json: { html: "" } };
      return { status: 204, text: "" };
    });
    const at = quarterHourAhead();
    const adapter = createMailchimpAdapter(
      { ...none, apiKey: "k-us2", accountId: "l1", senderId: "yanit@ornek.com.tr" },
      http,
      `${vendor.url}/{dc}`,
    );
    await adapter.publish(testItem({ publishAt: at }), testContext());
    expect(sentTo().at(-1)).toBe("POST /us2/campaigns/c1/actions/schedule");
    expect(bodyOf(3)).toEqual({ schedule_time: at.toISOString() });
    expect(bodyOf(1).settings.reply_to).toBe("yanit@ornek.com.tr");
  });
  it("Brevo gets scheduledAt and is not sent now", async () => {
    fresh(() => ({ status: 201, json: { id: 8 } }));
    const at = new Date(Date.now() + HOUR);
    const adapter = createBrevoAdapter(
      { ...none, apiKey: "k", accountId: "1", senderId: "1" },
      http,
      vendor.url,
    );
    await adapter.publish(testItem({ publishAt: at }), testContext());
    expect(sentTo()).toEqual(["POST /emailCampaigns"]);
    expect(bodyOf(0).scheduledAt).toBe(at.toISOString());
  });
  it("Buffer gets customScheduled with dueAt", async () => {
    fresh(() => ({ json: { data: { createPost: { post: { id: "p" } } } } }));
    const at = new Date(Date.now() + HOUR);
    const adapter = createBufferAdapter({ ...none, apiKey: "k", accountId: "ch" }, http, vendor.url);
    await adapter.publish(testItem({ publishAt: at }), testContext());
    expect(bodyOf(0).query).toContain(`mode: customScheduled, dueAt: "${at.toISOString()}"`);
  });
});

describe("resuming an interrupted attempt never sends twice", () => {
  it("WordPress finds its post by title and slug and updates it instead of creating another", async () => {
    const post = {
      id: 44,
      status: "publish",
      slug: "subat-kampanyasi",
      title: { raw: "Şubat kampanyası", rendered: "Şubat kampanyası" },
      link: "https://ornek.com.tr/subat-kampanyasi/",
    };
    fresh((request) => (request.method === "GET" ? { json: [post] } : { json: post }));
    const adapter = createWordPressAdapter(
      { ...none, url: vendor.url, accountId: "a", apiKey: "k" },
      testHttp(),
    );
    await adapter.publish(testItem(), testContext({ resumed: true }));
    expect(sentTo()).toEqual(["GET /wp-json/wp/v2/posts", "POST /wp-json/wp/v2/posts/44"]);
    expect(vendor.requests[0]?.url.searchParams.get("search")).toBe("Şubat kampanyası");
  });
  it("Mailchimp reads the stored campaign and stops when it is already sent", async () => {
    fresh(() => ({ json: { id: "c9", status: "sent", archive_url: "https://eepurl.com/c9" } }));
    const adapter = createMailchimpAdapter(
      { ...none, apiKey: "k-us2", accountId: "l1" },
      http,
      `${vendor.url}/{dc}`,
    );
    const outcome = await adapter.publish(testItem(), testContext({ remoteId: "c9", resumed: true }));
    expect(outcome).toEqual({ remoteId: "c9", url: "https://eepurl.com/c9" });
    expect(sentTo()).toEqual(["GET /us2/campaigns/c9"]);
  });
  it("Brevo sends a stored campaign still in draft, and only that one", async () => {
    fresh((request) =>
      request.method === "GET" ? { json: { id: 8, status: "draft" } } : { status: 204, text: "" },
    );
    const adapter = createBrevoAdapter(
      { ...none, apiKey: "k", accountId: "1", senderId: "1" },
      http,
      vendor.url,
    );
    await adapter.publish(testItem(), testContext({ remoteId: "8", resumed: true }));
    expect(sentTo()).toEqual(["GET /emailCampaigns/8", "POST /emailCampaigns/8/sendNow"]);
  });
  it("Brevo, retried after a 5xx that still created the campaign, finds it by our tag instead of creating another", async () => {
    fresh((request) => {
      if (request.url.pathname === "/emailCampaigns" && request.method === "GET")
        return {
          json: {
            campaigns: [
              { id: 3, name: "Şubat kampanyası" },
              { id: 9, name: "Şubat kampanyası [sitelens:delivery-1]" },
            ],
            count: 2,
          },
        };
      return request.method === "GET" ? { json: { id: 9, status: "draft" } } : { status: 204, text: "" };
    });
    const adapter = createBrevoAdapter(
      { ...none, apiKey: "k", accountId: "1", senderId: "1" },
      http,
      vendor.url,
    );
    const context = testContext({ retried: true });
    expect(await adapter.publish(testItem(), context)).toEqual({ remoteId: "9", url: null });
    expect(sentTo()).toEqual([
      "GET /emailCampaigns",
      "GET /emailCampaigns/9",
      "POST /emailCampaigns/9/sendNow",
    ]);
    expect(context.remembered).toEqual(["9"]);
  });
  it("Mailchimp, retried after a 5xx that still created the campaign, finds it by our tag in its title", async () => {
    const ours = { id: "c7", status: "sent", settings: { title: "Şubat kampanyası [sitelens:delivery-1]" } };
    const older = { id: "c1", status: "save", settings: { title: "Şubat kampanyası" } };
    fresh((request) =>
      request.url.pathname === "/us2/campaigns" ? { json: { campaigns: [older, ours] } } : { json: ours },
    );
    const adapter = createMailchimpAdapter(
      { ...none, apiKey: "k-us2", accountId: "l1" },
      http,
      `${vendor.url}/{dc}`,
    );
    await adapter.publish(testItem(), testContext({ retried: true }));
    expect(sentTo()).toEqual(["GET /us2/campaigns", "GET /us2/campaigns/c7"]);
    expect(vendor.requests[0]?.url.searchParams.get("list_id")).toBe("l1");
  });
  it("a Mailchimp key without its data-centre suffix is refused before any call", async () => {
    fresh(() => ({ json: {} }));
    const adapter = createMailchimpAdapter(
      { ...none, apiKey: "nodc", accountId: "l1" },
      http,
      `${vendor.url}/{dc}`,
    );
    await expect(adapter.verify(new AbortController().signal)).rejects.toMatchObject({
      kind: "unauthorized",
    });
    expect(vendor.requests).toHaveLength(0);
  });
});

describe("the test call made when a connection is saved", () => {
  const signal = new AbortController().signal;
  it("names the account each vendor reports", async () => {
    fresh((request) => {
      const path = request.url.pathname;
      if (path === "/wp-json/wp/v2/users/me") return { json: { id: 1, name: "Ayşe Yılmaz", slug: "ayse" } };
      if (path === "/api/v1/accounts/verify_credentials") return { json: { id: "1", acct: "ayse" } };
      if (path === "/account") return { json: { email: "a@b.co", companyName: "Örnek A.Ş." } };
      if (path === "/us2/lists/l1") return { json: { name: "Bülten" } };
      return { json: { data: { channels: [{ id: "ch", name: "Örnek", service: "linkedin" }] } } };
    });
    const url = vendor.url;
    expect(
      await createWordPressAdapter({ ...none, url, accountId: "a", apiKey: "k" }, testHttp()).verify(signal),
    ).toEqual({ accountName: "Ayşe Yılmaz" });
    expect(await createMastodonAdapter({ ...none, url, apiKey: "t" }, testHttp()).verify(signal)).toEqual({
      accountName: "@ayse",
    });
    expect(await createBrevoAdapter({ ...none, apiKey: "k" }, http, url).verify(signal)).toEqual({
      accountName: "Örnek A.Ş.",
    });
    expect(
      await createMailchimpAdapter({ ...none, apiKey: "k-us2", accountId: "l1" }, http, `${url}/{dc}`).verify(
        signal,
      ),
    ).toEqual({ accountName: "Bülten" });
    const buffer = (accountId: string) =>
      createBufferAdapter({ ...none, apiKey: "k", workspaceId: "org", accountId }, http, url);
    expect(await buffer("ch").verify(signal)).toEqual({ accountName: "Örnek (linkedin)" });
    await expect(buffer("other").verify(signal)).rejects.toMatchObject({ kind: "invalid_request" });
    expect(bodyOf(vendor.requests.length - 1).query).toContain('organizationId: "org"');
  });
  it("pings a webhook with a signed, plain-text-tolerant call", async () => {
    fresh(() => ({ status: 200, text: "Accepted" }));
    const adapter = createWebhookAdapter(
      { ...none, url: `${vendor.url}/hook`, apiSecret: "0123456789abcdef" },
      testHttp(),
    );
    await adapter.verify(signal);
    const [ping] = vendor.requests;
    expect(JSON.parse(ping?.body ?? "{}")).toEqual({ event: "ping", deliveryId: "ping", data: null });
    const timestamp = Number(ping?.headers["x-sitelens-timestamp"]);
    expect(ping?.headers["x-sitelens-signature"]).toBe(
      signWebhook("0123456789abcdef", timestamp, ping?.body ?? ""),
    );
  });
  it("refuses a user-typed address on a private network (SSRF guard)", async () => {
    const production = guardedVendorHttp({
      CRAWLER_RESOLVE: undefined,
      CRAWLER_ALLOW_PRIVATE: false,
      DISTRIBUTION_TIMEOUT_MS: 2_000,
    });
    fresh(() => ({ json: {} }));
    const adapter = createWebhookAdapter(
      { ...none, url: `${vendor.url}/hook`, apiSecret: "0123456789abcdef" },
      production,
    );
    await expect(adapter.verify(signal)).rejects.toMatchObject({ kind: "unavailable" });
    expect(vendor.requests).toHaveLength(0);
  });
});
